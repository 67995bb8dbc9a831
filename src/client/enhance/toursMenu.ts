/** The Tours list in the header, a disclosure navigation (when it opens and closes: docs/behaviour.md). */
import { $, $$ } from './dom.ts';

const HOVER_OPEN_MS = 100;
const HOVER_GRACE_MS = 300;

export function dropdowns(): void {
  for (const item of $$('[data-dropdown]')) {
    const button = $<HTMLButtonElement>('[data-dropdown-toggle]', item);
    if (!button) continue;
    let timer: number | undefined;
    /** Opened by the pointer resting on it: the click that usually follows must not close it again. */
    let hovered = false;
    const set = (open: boolean) => {
      clearTimeout(timer);
      hovered = false;
      item.classList.toggle('is-open', open);
      button.setAttribute('aria-expanded', String(open));
    };
    const isOpen = () => item.classList.contains('is-open');
    const wide = () => matchMedia('(min-width: 768px)').matches;
    button.addEventListener('click', () => set(hovered || !isOpen()));
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse' || !wide()) return;
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        set(true);
        hovered = true;
      }, HOVER_OPEN_MS);
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse' || !wide()) return;
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!item.contains(document.activeElement)) set(false);
      }, HOVER_GRACE_MS);
    });
    // Escape closes and puts focus back on the toggle; that focus must not reopen the list.
    let refocusing = false;
    item.addEventListener('focusin', (e) => {
      if (refocusing) {
        refocusing = false;
        return;
      }
      // The Tours list opens on hover, focus or click. Keyboard focus only (:focus-visible): a mouse press on the toggle
      // focuses it too, and its click is what toggles.
      const target = e.target as Element;
      if (wide() && (target.closest('.sub-list') || target.matches(':focus-visible'))) set(true);
    });
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) set(false);
    });
    item.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && isOpen()) {
        e.stopPropagation();
        set(false);
        refocusing = document.activeElement !== button;
        button.focus();
      }
    });
    item.addEventListener('click', (e) => {
      if ((e.target as Element).closest('.sub-list a')) set(false);
    });
    document.addEventListener('click', (e) => {
      if (isOpen() && !item.contains(e.target as Node)) set(false);
    });
  }
}
