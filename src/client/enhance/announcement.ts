/** The home page's announcement bar: dismissed for good (remembered in browser storage under PROMO_STORAGE_KEY). */
import { PROMO_STORAGE_KEY } from '../../lib/storageKeys.ts';
import { $ } from './dom.ts';

export function announcement(): void {
  $('[data-announcement-close]')?.addEventListener('click', () => {
    try {
      localStorage.setItem(PROMO_STORAGE_KEY, '1');
    } catch {
      // Storage may be off (private mode): the bar still closes for this page view.
    }
    document.documentElement.classList.add('promo-dismissed');
    $('#main')?.focus({ preventScroll: true });
  });
}
