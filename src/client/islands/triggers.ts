/** Each island's own moment to wake (its data-hydrate); first contact wakes it sooner (holdUntilAwake.ts). */

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
