/** The island runtime: each wrapper hydrates at its strategy's moment or first contact; React loads only then. */
// The build generates this module from the files in src/islands/.
// @ts-expect-error virtual module provided by the esbuild plugin in src/pipeline/assets/scripts.ts
import { islands } from 'virtual:island-registry';
import { holdUntilAwake } from './islands/holdUntilAwake.ts';
import { wakeWhen } from './islands/triggers.ts';

type Loader = () => Promise<{ default: unknown }>;
const registry = islands as Record<string, Loader>;

/** Loads React and the island and mounts it; data-hydrated: pending, then true or failed (the server HTML stays). */
async function hydrate(el: HTMLElement): Promise<boolean> {
  el.dataset.hydrated = 'pending';
  const name = el.dataset.island ?? '';
  const load = registry[name];
  if (!load) console.error(`[island ${name}] is not registered; its server HTML stays as it is`);
  else
    try {
      const [{ mount }, mod] = await Promise.all([import('./mount.tsx'), load()]);
      await mount(el, name, mod.default, JSON.parse(el.dataset.props ?? '{}'));
      el.dataset.hydrated = 'true';
      return true;
    } catch (error) {
      console.error(`[island ${name}] failed to hydrate; its server HTML stays usable`, error);
    }
  el.dataset.hydrated = 'failed';
  return false;
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) wakeWhen(el, holdUntilAwake(el, hydrate));
