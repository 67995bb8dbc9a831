/** The small-screen menu: a toggle that opens the flat list; Escape, a chosen link or a wide screen closes it. */
import { $ } from './dom.ts';

export function mobileMenu(): void {
  const toggle = $<HTMLButtonElement>('[data-nav-toggle]');
  const nav = $('#site-nav');
  if (!toggle || !nav) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    document.documentElement.classList.toggle('nav-open', open);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      set(false);
      toggle.focus();
    }
  });
  nav.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) set(false);
  });
  // Growing past the breakpoint leaves no stale open state behind.
  matchMedia('(min-width: 768px)').addEventListener('change', (e) => {
    if (e.matches) set(false);
  });
}
