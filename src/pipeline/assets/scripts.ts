/** Browser code, bundled by esbuild: the site-chrome script, and the island runtime with each island and React as shared, hashed chunks. */
import { esbuildTargets } from './targets.ts';
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

const REGISTRY = 'virtual:island-registry';

/** Every file in src/islands is an island named like the file. */
function islandNames(islandsDir: string): string[] {
  return readdirSync(islandsDir)
    .filter((f) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(f))
    .map((f) => f.slice(0, -4))
    .sort();
}

function registryPlugin(islandsDir: string): Plugin {
  return {
    name: 'island-registry',
    setup(b) {
      b.onResolve({ filter: /^virtual:island-registry$/ }, () => ({ path: REGISTRY, namespace: 'islands' }));
      b.onLoad({ filter: /.*/, namespace: 'islands' }, () => ({
        resolveDir: islandsDir,
        loader: 'js',
        contents:
          'export const islands = {\n' +
          islandNames(islandsDir)
            .map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify('./' + n + '.tsx')}),`)
            .join('\n') +
          '\n};\n',
      }));
    },
  };
}

const common = {
  bundle: true,
  minify: true,
  format: 'esm' as const,
  target: ['es2020', ...esbuildTargets()],
  jsx: 'automatic' as const,
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none' as const,
  metafile: true,
  logLevel: 'silent' as const,
};

/** Bundles the browser code into `outDir`: the enhancement script's and island runtime's addresses, and bytes by URL. */
export async function buildScripts(srcDir: string, outDir: string, urlBase: string) {
  const { build } = await import('esbuild');
  const bytes: Record<string, number> = {};
  const urlOf = (file: string) => `${urlBase}/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  const entryUrl = (meta: Metafile, entry: string) => {
    for (const [file, out] of Object.entries(meta.outputs)) bytes[urlOf(file)] = out.bytes;
    // esbuild reports entry points by their real path; a src/ reached through a symlink must still match.
    const want = realpathSync(entry);
    const hit = Object.entries(meta.outputs).find(
      ([, out]) => out.entryPoint && realpathSync(path.resolve(out.entryPoint)) === want,
    );
    if (!hit) throw new Error(`esbuild produced no output for ${entry}`);
    return urlOf(hit[0]);
  };
  const enhanceEntry = path.join(srcDir, 'client', 'enhance.ts');
  const islandsEntry = path.join(srcDir, 'client', 'islands.ts');
  const [enhance, islands] = await Promise.all([
    build({ ...common, entryPoints: [enhanceEntry], outdir: outDir, entryNames: '[name]-[hash]' }),
    build({
      ...common,
      entryPoints: [islandsEntry],
      outdir: outDir,
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [registryPlugin(path.join(srcDir, 'islands'))],
    }),
  ]);
  return {
    enhance: entryUrl(enhance.metafile!, enhanceEntry),
    islands: entryUrl(islands.metafile!, islandsEntry),
    bytes,
  };
}
