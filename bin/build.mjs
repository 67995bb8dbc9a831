#!/usr/bin/env node
// npm run build, from one bundle of its TypeScript (compiling every module at start took longer than building a
// small site), kept in .cache/build/ under a hash of every source file, so any change to the code makes a new one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React picks its production build when first loaded: before the bundle's imports run.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'src');

/** The source files under `dir`, sorted. */
const sources = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => /\.(ts|tsx|css|json)$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();

const files = [
  path.join(root, 'build.ts'),
  path.join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
  ...sources(srcDir),
].sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update('\0').update(readFileSync(f)).update('\0');
const outDir = path.join(root, '.cache', 'build');
const name = hash.digest('hex').slice(0, 16);
const bundle = path.join(outDir, `build-${name}.mjs`);

if (!existsSync(bundle)) {
  mkdirSync(outDir, { recursive: true });
  const { build } = await import('esbuild');
  const routesDir = path.join(srcDir, 'routes');
  const routeFiles = sources(routesDir)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.relative(routesDir, f).split(path.sep).join('/'));
  const entry = [
    ...routeFiles.map((f, i) => `import * as r${i} from ${JSON.stringify(path.join(routesDir, f))};`),
    // The pipeline imports route files by path; bundled, it takes them from here.
    `globalThis.__bundledRouteModules = {${routeFiles.map((f, i) => `${JSON.stringify(f)}: r${i}`).join(', ')}};`,
    `export { main } from ${JSON.stringify(path.join(root, 'build.ts'))};`,
  ].join('\n');
  const ownImportMetaUrl = {
    // Modules find files beside themselves through import.meta.url: bundled, it must still name their own file.
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx)$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8').replaceAll(
          'import.meta.url',
          JSON.stringify(pathToFileURL(args.path).href),
        );
        return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
  await build({
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies join the bundle too (one file to load, not hundreds), but for those with native parts or data
    // files of their own; a CommonJS one's require() is Node's.
    external: ['sharp', 'lightningcss', 'esbuild', 'browserslist', 'chokidar'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
    plugins: [ownImportMetaUrl],
    stdin: { contents: entry, resolveDir: root, sourcefile: 'bundle-entry.js', loader: 'js' },
    jsx: 'automatic',
    outfile: `${bundle}.tmp.mjs`,
  });
  renameSync(`${bundle}.tmp.mjs`, bundle);
}

const { main } = await import(pathToFileURL(bundle).href);
await main(process.argv.slice(2));
