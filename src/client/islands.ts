/**
 * The island runtime. It finds `[data-island]` wrappers and hydrates each
 * when its strategy says so; React and the island's code are imported only
 * then. Nothing here imports React statically, so a page whose islands never
 * wake never downloads it.
 */
// The build generates this module from the files in src/islands/.
// @ts-expect-error virtual module provided by the esbuild plugin in src/build/scripts.ts
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
 * Hydrates on first contact and replays the activation that woke it: a click
 * or a form submission that arrived before React is held and re-issued
 * afterwards, so no tap is lost.
 */
function whenInteracted(el: HTMLElement): void {
  let pending: { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const wake = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, wake, true);
    const focused = el.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    void hydrate(el).then(() => {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('submit', hold, true);
      // Hydration keeps the DOM nodes; only if focus was lost on the way (fell back to <body>)
      // is it put back. A visitor who tabbed on while React loaded stays where they went.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (focused && lost && el.contains(focused)) focused.focus();
      const p = pending;
      pending = null;
      if (p?.kind === 'click') p.target.click();
      else if (p?.kind === 'submit') p.form.requestSubmit(p.submitter && 'form' in p.submitter ? (p.submitter as HTMLButtonElement) : undefined);
    });
  };
  const hold = (event: Event) => {
    if (el.dataset.hydrated === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'submit') {
      pending = { kind: 'submit', form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
    } else {
      pending = { kind: 'click', target: event.target as HTMLElement };
    }
    wake();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
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
