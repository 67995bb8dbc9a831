/**
 * One process for many test files: a module that imports each of them, so
 * they register their tests in one run of node:test and share what they
 * load. Written under .cache/ (it names absolute paths of this checkout).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function entryFor(root: string, name: string, files: string[]): string {
  if (files.length === 1) return path.join(root, files[0]);
  const dir = path.join(root, '.cache', 'test-entries');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.test.ts`);
  writeFileSync(
    file,
    files.map((f) => `import ${JSON.stringify(pathToFileURL(path.join(root, f)).href)};`).join('\n') + '\n',
  );
  return file;
}
