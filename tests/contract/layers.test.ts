/**
 * The tree is layers, top to bottom: tests/, tools/, dev/, build.ts and bin/, then the folders of src/ (the pipeline
 * and the browser's entry points, routes, layouts, components, islands, the page contract, content, the pure rules).
 * A module imports only from its own layer or those below it, so a view never reaches into the engine, the dev
 * server never into the tools, and nothing into the tests. No import circle joins two files, type-only imports
 * included: each file reads knowing only what it imports.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../dev/root.ts';

/** Top to bottom, a layer's folders (or files) apart by a space; a module may import from its own layer and those below. */
const LAYERS =
  'tests > tools > dev > build.ts bin > src/pipeline src/client > src/routes > src/layouts > src/components > src/islands > src/contract > src/content > src/lib'
    .split(' > ')
    .map((layer) => layer.split(' '));
const layerOf = (file: string) => file.split('/', file.startsWith('src/') ? 2 : 1).join('/');
const rank = (file: string) => LAYERS.findIndex((layer) => layer.includes(layerOf(file)));

/** The modules under `dir`, posix paths from the root; the tools' own installed packages are no part of the tree. */
const modules = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const file = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : modules(file);
    return /\.(tsx?|mjs)$/.test(e.name) ? [file] : [];
  });

/** The relative modules a text imports or re-exports, statically or dynamically, types included. */
const importsIn = (text: string) =>
  [
    ...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'(\.[^']*)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']*)'\s*\)/g),
    ...text.matchAll(/^\s*import\s+'(\.[^']*)'/gm),
  ].map((m) => m[1]!);

/** A circle for each back edge a walk of the graph meets, as "a → b → a". */
function circles(graph: ReadonlyMap<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]): void => {
    if (trail.includes(file)) return void found.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

const FILES = ['build.ts', ...['bin', 'dev', 'src', 'tests', 'tools'].flatMap(modules)];
const GRAPH = new Map(
  FILES.map((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return [file, importsIn(text).map((s) => path.posix.join(path.posix.dirname(file), s))];
  }),
);

describe('layers of the tree', () => {
  it('every module has its place among the layers (a new folder is given one here and in docs/development.md)', () => {
    const unplaced = FILES.filter((f) => rank(f) < 0);
    assert.deepEqual(unplaced, []);
  });

  it('no module imports from a layer above its own', () => {
    const upward = [...GRAPH].flatMap(([file, targets]) =>
      targets.filter((t) => GRAPH.has(t) && rank(t) < rank(file)).map((t) => `${file} imports ${t}`),
    );
    assert.deepEqual(upward, []);
  });

  it('no import circle joins two files', () => assert.deepEqual(circles(GRAPH), []));

  it('the check sees every form of import, and a circle however it is entered', () => {
    const text =
      "import a from './a.ts';\nimport type {\n  B,\n} from '../b.ts';\nexport * from './c.ts';\nimport './d.css';\n" +
      "const e = await import('./e.ts');\nimport react from 'react';";
    assert.deepEqual(importsIn(text), ['./a.ts', '../b.ts', './c.ts', './e.ts', './d.css']);
    const graph = new Map(Object.entries({ a: ['b'], b: ['c', 'a'], c: ['b'], d: ['a'], e: ['d'] }));
    assert.deepEqual(circles(graph), ['b → c → b', 'a → b → a']);
  });
});
