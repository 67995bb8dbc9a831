/** Hydrates one island inside an error boundary (loaded with React, on demand). */
import { Component, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorFallback } from '../islands/shared/ErrorFallback.tsx';

class IslandBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[island ${this.props.name}] crashed; showing the fallback in its place`, error);
  }
  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

export function mount(el: HTMLElement, name: string, component: unknown, props: Record<string, unknown>): void {
  const Island = component as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    el,
    <IslandBoundary name={name}>
      <Island {...props} />
    </IslandBoundary>,
    {
      onRecoverableError(error) {
        console.warn(`[island ${name}] hydration mismatch recovered by re-rendering`, error);
      },
    },
  );
}
