/** Hydrates one island inside an error boundary (loaded with React, on demand). */
import { Component, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorFallback } from '../islands/shared/ErrorFallback.tsx';

class IslandBoundary extends Component<
  { name: string; onMounted: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  componentDidMount() {
    this.props.onMounted();
  }
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

/**
 * Resolves once React has committed the island: hydrateRoot() only schedules the work, and a press delivered (or a
 * test let through) before the commit could meet a control React then resets to its first state.
 */
export function mount(el: HTMLElement, name: string, component: unknown, props: Record<string, unknown>) {
  const Island = component as ComponentType<Record<string, unknown>>;
  return new Promise<void>((resolve) =>
    hydrateRoot(
      el,
      <IslandBoundary name={name} onMounted={resolve}>
        <Island {...props} />
      </IslandBoundary>,
      {
        onRecoverableError(error) {
          console.warn(`[island ${name}] hydration mismatch recovered by re-rendering`, error);
        },
      },
    ),
  );
}
