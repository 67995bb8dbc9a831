/** styles/ to hashed, minified CSS via lightningcss, with explicit browser targets. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, bundleAsync } from 'lightningcss';
import { BROWSER_TARGETS } from './targets.ts';


const targets = browserslistToTargets(browserslist(BROWSER_TARGETS));

export async function buildCss(stylesDir: string, outDir: string, urlBase = '/assets'): Promise<{ urls: Record<string, string>; bytes: Record<string, number> }> {
  await mkdir(outDir, { recursive: true });
  const entries: [string, string][] = [['site', path.join(stylesDir, 'site.css')]];
  const pagesDir = path.join(stylesDir, 'pages');
  if (existsSync(pagesDir)) {
    for (const f of readdirSync(pagesDir).filter((n) => n.endsWith('.css')).sort()) entries.push([f.slice(0, -4), path.join(pagesDir, f)]);
  }
  const urls: Record<string, string> = {};
  const bytes: Record<string, number> = {};
  await Promise.all(
    entries.map(async ([name, filename]) => {
      const { code } = await bundleAsync({ filename, minify: true, targets });
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      const file = `${name}-${hash}.css`;
      await writeFile(path.join(outDir, file), code);
      urls[name] = `${urlBase}/${file}`;
      bytes[name] = code.length;
    }),
  );
  return { urls, bytes };
}
