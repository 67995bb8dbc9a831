/** The header's scroll state and the small-screen booking bar (when each changes: docs/behaviour.md, "On every page"). */
import { $ } from './dom.ts';

const HEADER_SCROLL_PX = 50;
const MOBILE_BAR_PX = 300;

export function scrollState(): void {
  const header = $('[data-header]');
  const bar = $('[data-mobile-bar]');
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    header?.classList.toggle('is-scrolled', y > HEADER_SCROLL_PX);
    bar?.classList.toggle('is-visible', y > MOBILE_BAR_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  // The first read waits for the first frame: reading the scroll position while the module runs would
  // lay the page out early, before the browser's own first layout, and delay the first paint.
  requestAnimationFrame(update);
  // The bar goes to the page's booking section when it has one.
  $('[data-mobile-bar-link]')?.addEventListener('click', (e) => {
    const target = document.getElementById('book-now');
    if (!target) return;
    e.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
