/**
 * One node:test process for many test files (Node 20 starts one per file): TEST_FILES (one a line), else tests/islands/
 * under happy-dom (./dom.ts imported first), otherwise every other folder but tests/e2e/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const tests = path.resolve(import.meta.dirname, '..');
const dom = typeof document !== 'undefined';
const files =
  process.env.TEST_FILES?.split('\n').filter(Boolean) ??
  readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && !/^e2e\b/.test(f) && /^islands\b/.test(f) === dom)
    .sort()
    .map((f) => path.join(tests, f));
// One module of static imports: every file registers its tests before any runs, as in a process of its own.
const imports = files.map((f) => `import ${JSON.stringify(pathToFileURL(path.resolve(f)).href)};`).join('\n');
await import(`data:text/javascript,${encodeURIComponent(imports)}`);
