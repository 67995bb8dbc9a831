/**
 * The island runtime. It finds `[data-island]` wrappers and hydrates each
 * when its strategy says so; React and the island's code are imported only
 * then. Nothing here imports React statically, so a page whose islands never
 * wake never downloads it.
 */
// The build generates this module from the files in src/islands/.
// @ts-expect-error virtual module provided by the esbuild plugin in src/pipeline/assets/scripts.ts
import { islands } from 'virtual:island-registry';

type Loader = () => Promise<{ default: unknown }>;
const registry = islands as Record<string, Loader>;

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * One hydration per wrapper. A second call while the first is loading gets the
 * same promise: the interaction strategy calls again when the held click
 * arrives, and must replay it only once React is there, not at once.
 */
const inflight = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(el: HTMLElement): Promise<void> {
  const running = inflight.get(el);
  if (running) return running;
  const started = startHydration(el);
  inflight.set(el, started);
  return started;
}

function startHydration(el: HTMLElement): Promise<void> {
  el.dataset.hydrated = 'pending';
  const name = el.dataset.island ?? '';
  const load = registry[name];
  if (!load) {
    console.error(`[island ${name}] is not registered; its server HTML stays as it is`);
    return Promise.resolve();
  }
  return Promise.all([import('./mount.tsx'), load()])
    .then(([{ mount }, mod]) => mount(el, name, mod.default, JSON.parse(el.dataset.props ?? '{}')))
    .then(() => {
      el.dataset.hydrated = 'true';
    })
    .catch((error: unknown) => {
      el.dataset.hydrated = 'failed';
      console.error(`[island ${name}] failed to hydrate; its server HTML stays usable`, error);
    });
}

function whenVisible(el: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return void hydrate(el);
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        void hydrate(el);
      }
    },
    { rootMargin: '200px' },
  );
  io.observe(el);
}

function whenIdle(el: HTMLElement): void {
  const run = () => void hydrate(el);
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1000);
}

/**
 * Keys an island handles itself (a listbox, an accordion, a carousel): while
 * it wakes they are held and pressed again once React is there. Enter and
 * Space need no holding: on a button the browser turns them into a click,
 * which is held like any click. Keys typed into a text field act at once.
 */
const HELD_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);

function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color', 'file'].includes(target.type);
}

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit };

/**
 * Hydrates on first contact (pointer, focus, key or touch) and replays what
 * arrived before React: a click, a form submission and the keys the island
 * handles are held and re-issued in order afterwards, so no tap or key
 * press is lost.
 */
function whenInteracted(el: HTMLElement): void {
  const pending: Held[] = [];
  const wake = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, wake, true);
    const focused = el.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    void hydrate(el).then(() => {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('submit', hold, true);
      el.removeEventListener('keydown', hold, true);
      // Hydration keeps the DOM nodes; only if focus was lost on the way (fell back to <body>)
      // is it put back. A visitor who tabbed on while React loaded stays where they went.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (focused && lost && el.contains(focused)) focused.focus();
      for (const p of pending.splice(0)) {
        if (p.kind === 'click') p.target.click();
        else if (p.kind === 'submit') p.form.requestSubmit(p.submitter && 'form' in p.submitter ? (p.submitter as HTMLButtonElement) : undefined);
        // Pressed again where it was pressed; the island's handler moves focus or state as it would have.
        else p.target.dispatchEvent(new KeyboardEvent('keydown', p.init));
      }
    });
  };
  const hold = (event: Event) => {
    if (el.dataset.hydrated === 'true') return;
    if (event instanceof KeyboardEvent) {
      if (!HELD_KEYS.has(event.key) || typesText(event.target) || event.isComposing) return;
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      pending.push({ kind: 'key', target: event.target as HTMLElement, init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true } });
    } else if (event.type === 'submit') {
      // One submission is what the visitor meant, however often they pressed.
      if (pending.some((p) => p.kind === 'submit')) return void event.preventDefault();
      pending.push({ kind: 'submit', form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter });
    } else {
      pending.push({ kind: 'click', target: event.target as HTMLElement });
    }
    event.preventDefault();
    event.stopPropagation();
    wake();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  el.addEventListener('keydown', hold, true);
}

export function start(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = el.dataset.hydrate;
    if (when === 'idle') whenIdle(el);
    else if (when === 'interaction') whenInteracted(el);
    else whenVisible(el);
  }
}

start();
