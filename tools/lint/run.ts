/** Biome, the formatter and linter (biome.json at the root), installed here on first use (dev/toolPackages.ts). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from '../../dev/toolPackages.ts';
import { ROOT } from '../cli.ts';

const BIN = path.join(import.meta.dirname, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

export function biome(args: string[], capture = false) {
  ensureInstalled(import.meta.dirname);
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: capture ? 'pipe' : 'inherit',
  });
}

/** npm test's check of format and lint (`biome ci`; a warning fails it too): prints its report, true when it passed. */
export function lint(): boolean {
  const started = performance.now();
  const run = biome(['ci', '--error-on-warnings'], true);
  console.log(`=== format and lint (biome ci, ${((performance.now() - started) / 1000).toFixed(1)} s) ===`);
  if (run.status === 0) return true;
  console.log(`${run.stdout}${run.stderr}`.trim());
  console.log('`npm run format` formats and applies the safe fixes; `npm run lint` lists what is left.');
  return false;
}
