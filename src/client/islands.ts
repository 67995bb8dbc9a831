/**
 * The island runtime: hydrates each `[data-island]` wrapper at its strategy's moment or at first contact, whichever
 * comes first (islands/triggers.ts, islands/holdUntilAwake.ts). React and the island's code are imported only then, so
 * a page whose islands never wake never downloads React.
 */
// The build generates this module from the files in src/islands/.
// @ts-expect-error virtual module provided by the esbuild plugin in src/pipeline/assets/scripts.ts
import { islands } from 'virtual:island-registry';
import { holdUntilAwake } from './islands/holdUntilAwake.ts';
import { wakeWhen } from './islands/triggers.ts';

type Loader = () => Promise<{ default: unknown }>;
const registry = islands as Record<string, Loader>;

/** Loads React and the island and mounts it; data-hydrated: pending, then true or failed (its server HTML stays usable). */
function hydrate(el: HTMLElement): Promise<boolean> {
  el.dataset.hydrated = 'pending';
  const name = el.dataset.island ?? '';
  const load = registry[name];
  if (!load) {
    el.dataset.hydrated = 'failed';
    console.error(`[island ${name}] is not registered; its server HTML stays as it is`);
    return Promise.resolve(false);
  }
  return Promise.all([import('./mount.tsx'), load()])
    .then(([{ mount }, mod]) => mount(el, name, mod.default, JSON.parse(el.dataset.props ?? '{}')))
    .then(
      () => {
        el.dataset.hydrated = 'true';
        return true;
      },
      (error: unknown) => {
        el.dataset.hydrated = 'failed';
        console.error(`[island ${name}] failed to hydrate; its server HTML stays usable`, error);
        return false;
      },
    );
}

/** Each wrapper is prepared once, however often start() runs over it. */
const started = new WeakSet<HTMLElement>();

export function start(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (started.has(el)) continue;
    started.add(el);
    wakeWhen(el, holdUntilAwake(el, hydrate));
  }
}

start();
