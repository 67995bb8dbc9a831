/**
 * Each island's own moment to wake, from its wrapper's data-hydrate: `visible`
 * when it comes within 200 px of the viewport, `idle` when the page is idle,
 * `interaction` never on its own. First contact wakes any island before that
 * (holdUntilAwake.ts), so an `interaction` island wakes only then.
 */

/** Calls `wake` at the moment `el`'s strategy names (at most once). */
export function wakeWhen(el: HTMLElement, wake: () => void): void {
  const when = el.dataset.hydrate;
  if (when === 'interaction') return;
  if (when === 'idle') whenIdle(wake);
  else whenVisible(el, wake);
}

function whenVisible(el: HTMLElement, wake: () => void) {
  if (!('IntersectionObserver' in window)) return wake();
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        wake();
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
}

function whenIdle(wake: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(wake, { timeout: 2000 });
  else setTimeout(wake, 1000);
}
