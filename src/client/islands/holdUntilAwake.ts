/**
 * Hold and replay (docs/development.md, "Islands"): a press inside an island before hydration ends is held and then
 * delivered once, in order, so none is lost between the server HTML showing a button and React listening to it.
 */

/** Hydrates the island; resolves true once React has it, false when it failed (its server HTML stays). */
export type Hydrate = (el: HTMLElement) => Promise<boolean>;

/** First contact, which wakes any island that has not woken yet. */
const CONTACT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Presses, held until hydration ends. */
const PRESS_EVENTS = ['click', 'submit', 'keydown'] as const;

/**
 * Keys an island handles itself. Enter and Space need no holding: on a button the browser makes them a click, held
 * like any click. With Ctrl, Alt or Meta a key is the browser's (Alt+ArrowLeft goes back), so it is let through.
 */
export const HELD_KEYS: ReadonlySet<string> = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
]);

const NOT_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color', 'file']);

/** Whether keys pressed on `target` type or move a caret, and so must act at once. */
export function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type);
}

/** The submit button `target` is in, if any: a click on it submits its form. */
function submitterOf(target: Element): HTMLButtonElement | HTMLInputElement | null {
  const control = target.closest('button, input');
  if (control instanceof HTMLButtonElement && control.type === 'submit') return control;
  if (control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image')) return control;
  return null;
}

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit };

/** Holds presses inside `el`, waking it at first contact; returns `wake`, for its strategy's moment (hydrates once). */
export function holdUntilAwake(el: HTMLElement, hydrate: Hydrate): () => void {
  const held: Held[] = [];
  /** Forms with a submission held: one submission is what the visitor meant, however often they pressed. */
  const submitting = new Set<HTMLFormElement>();
  /** The control inside the island that last had focus before React took over. */
  let focused: HTMLElement | null = null;
  let woken = false;

  const noteFocus = (event: Event) => {
    if (event.target instanceof HTMLElement) focused = event.target;
  };

  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of CONTACT_EVENTS) el.removeEventListener(type, wake, true);
    if (document.activeElement instanceof HTMLElement && el.contains(document.activeElement))
      focused = document.activeElement;
    hydrate(el).then(release, () => release(false));
  };

  const release = (awake: boolean) => {
    for (const type of PRESS_EVENTS) el.removeEventListener(type, hold, true);
    el.removeEventListener('focusin', noteFocus, true);
    // Hydration keeps the DOM nodes; only if focus was lost on the way (fell back to <body>) is it put back.
    // A visitor who moved on to another control while React loaded stays where they went.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (awake && focused && lost && el.contains(focused)) focused.focus();
    for (const h of held.splice(0)) deliver(h);
    submitting.clear();
  };

  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (event instanceof KeyboardEvent) {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey, repeat } = event;
      if (!HELD_KEYS.has(key) || ctrlKey || altKey || metaKey || event.isComposing || typesText(target)) return;
      held.push({
        kind: 'key',
        target,
        init: { key, code, shiftKey, repeat, bubbles: true, cancelable: true, composed: true },
      });
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      if (!submitting.has(target))
        held.push({ kind: 'submit', form: target, submitter: (event as SubmitEvent).submitter });
      submitting.add(target);
    } else {
      // A link is followed at once; the island wakes all the same, as the page may stay (a new tab, a #fragment).
      if (target.closest('a[href], area[href]')) return wake();
      const form = submitterOf(target)?.form;
      // A form's submit button pressed again while the first press waits: dropped, as a second submit would be.
      if (!form || !submitting.has(form)) held.push({ kind: 'click', target });
      if (form) submitting.add(form);
    }
    event.preventDefault();
    event.stopPropagation();
    wake();
  };

  for (const type of CONTACT_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
  for (const type of PRESS_EVENTS) el.addEventListener(type, hold, true);
  el.addEventListener('focusin', noteFocus, true);
  return wake;
}

/** Delivers a held press where it was made, if that is still in the page. */
function deliver(h: Held): void {
  if (h.kind === 'click') {
    if (h.target.isConnected) h.target.click();
  } else if (h.kind === 'submit') {
    if (!h.form.isConnected) return;
    const s = h.submitter;
    // requestSubmit takes only a submit button of this very form.
    const valid =
      (s instanceof HTMLButtonElement || s instanceof HTMLInputElement) && s.form === h.form && submitterOf(s) === s;
    h.form.requestSubmit(valid ? s : undefined);
  } else if (h.target.isConnected) {
    // Pressed again where it was pressed; the island's handler moves focus or state as it would have.
    h.target.dispatchEvent(new KeyboardEvent('keydown', h.init));
  }
}
