import { afterEach, beforeEach } from 'node:test';

/** A hand-driven IntersectionObserver: a test decides when what it watches is near. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Puts FakeObserver in the page's place for each test of the suite that calls it. */
export function useFakeObserver(): void {
  const original = window.IntersectionObserver;
  const use = (io: unknown) => {
    // Code reads it both bare (globalThis) and as window.IntersectionObserver.
    (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = io;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = io;
  };
  beforeEach(() => {
    FakeObserver.all = [];
    use(FakeObserver);
  });
  afterEach(() => use(original));
}
