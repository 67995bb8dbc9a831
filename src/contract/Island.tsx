/** Server side of an island: the wrapper brings its CSS (for the server HTML, before hydration) and its fallback's. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { assertJsonSerialisable } from '../lib/safeJson.ts';
import { useRender } from './render.ts';
import { Styles, styleKey } from './Styles.tsx';

export type HydrateWhen = 'visible' | 'idle' | 'interaction';

const islandsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'islands');
const ERROR_FALLBACK_CSS = new URL('../islands/shared/ErrorFallback.css', import.meta.url);

interface IslandProps<P> {
  component: ComponentType<P>;
  props: P;
  hydrate: HydrateWhen;
  className?: string;
}

export function Island<P extends object>({ component: Component, props, hydrate, className }: IslandProps<P>) {
  const name = Component.displayName ?? Component.name;
  if (!name || !existsSync(path.join(islandsDir, `${name}.tsx`)))
    throw new Error(
      `Island "${name || '(anonymous)'}" must be the default export of src/islands/${name || 'Name'}.tsx, named like its file`,
    );
  assertJsonSerialisable(props, `Island "${name}"`);
  const render = useRender();
  render.islands.add(name);
  const css = new URL(`../islands/${name}.css`, import.meta.url);
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
    >
      {render.styles.has(styleKey(css)) && <Styles of={css} />}
      <Styles of={ERROR_FALLBACK_CSS} />
      <Component {...props} />
    </div>
  );
}
