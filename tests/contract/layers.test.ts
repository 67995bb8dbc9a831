/**
 * The folders of src/ are layers, and a module imports only from its own
 * layer or the layers below it: the pipeline drives routes, routes use
 * layouts, layouts use components, components place islands, and everything
 * rests on the page contract, the content types and the pure rules. The
 * browser's entry points (src/client) sit beside the pipeline at the top.
 * So a view never reaches into the engine, and the contract both sides share
 * is one place (src/contract).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers/site.ts';

/** Top to bottom; a folder may import from its own rank and those after it. */
const LAYERS: readonly (readonly string[])[] = [
  ['pipeline', 'client'],
  ['routes'],
  ['layouts'],
  ['components'],
  ['islands'],
  ['contract'],
  ['content'],
  ['lib'],
];
/** Folders without modules. */
const NO_MODULES = new Set(['styles']);

const SRC = path.join(ROOT, 'src');
const rank = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? modules(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports, statically or dynamically. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
    ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
  ].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0];

describe('layers of src/', () => {
  it('every folder of src/ has its place among the layers', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !NO_MODULES.has(e.name))
      .map((e) => e.name);
    assert.deepEqual(
      folders.filter((f) => rank(f) < 0),
      [],
      'a new folder of src/ must be given a layer here (and in docs/development.md)',
    );
  });

  it('no module imports from a layer above its own', () => {
    const upward: string[] = [];
    for (const file of modules(SRC)) {
      const from = folderOf(file);
      for (const target of importsOf(file)) {
        if (!target.startsWith(SRC + path.sep)) continue;
        const to = folderOf(target);
        if (rank(to) < rank(from))
          upward.push(`${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)} (${from} is below ${to})`);
      }
    }
    assert.deepEqual(upward, []);
  });

  it('the check sees the imports a module writes', () => {
    // The reader must find each form, or the test above would pass on anything.
    const file = path.join(SRC, 'pipeline', 'renderPage.tsx');
    const found = importsOf(file).map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    assert.ok(found.includes('layouts/Document.tsx'), found.join(', '));
    assert.ok(found.includes('contract/render.ts'), found.join(', '));
  });
});
