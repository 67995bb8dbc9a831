/** The CSS of src/, every file bundled and minified by lightningcss once per build (docs/development.md, "CSS"). */
import { createHash } from 'node:crypto';
import path from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, bundleAsync } from 'lightningcss';
import type { BuiltCss } from '../../contract/render.ts';
import { BROWSER_TARGETS } from './targets.ts';
import { filesUnder } from '../filesUnder.ts';

const targets = browserslistToTargets(browserslist(BROWSER_TARGETS));

/** Every CSS file of `srcDir` by key: its path there without ".css" (src/components/Hero.css is "components/Hero"). */
export async function buildStyles(srcDir: string): Promise<Map<string, BuiltCss>> {
  const built = await Promise.all(
    filesUnder(srcDir)
      .filter((f) => f.endsWith('.css'))
      .sort()
      .map(async (rel): Promise<[string, BuiltCss]> => {
        const { code } = await bundleAsync({ filename: path.join(srcDir, rel), minify: true, targets });
        const text = code.toString();
        const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
        return [rel.slice(0, -'.css'.length), { code: text, file: `${path.posix.basename(rel, '.css')}-${hash}.css` }];
      }),
  );
  return new Map(built);
}
