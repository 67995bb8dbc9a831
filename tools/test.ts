/** npm test (docs/testing.md): type-check, Biome and build, then node --test per environment and Playwright; totals. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { dayIn, TODAY_ENV } from '../src/lib/today.ts';
import { lint } from './lint/run.ts';
import { ROOT } from './cli.ts';
import { CMS_DIR, ensureInstalledInBackground } from '../dev/toolPackages.ts';

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
// One "today" for the whole run (the company's): a run crossing midnight must not check one day's site by the next's.
process.env[TODAY_ENV] ||= (() => {
  try {
    return dayIn(JSON.parse(readFileSync(`${ROOT}/content/site.json`, 'utf8')).timeZone);
  } catch {
    return dayIn('UTC'); // a broken site.json: the build reports it
  }
})();
// Only the build of dist/ may annotate a GitHub run, not the tests' broken fixtures; nor report to an outer node:test.
const testEnv = { ...process.env };
for (const name of ['NODE_TEST_CONTEXT', 'GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_OUTPUT'])
  delete testEnv[name];

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
/** Runs a command of the project, its output printed in one piece when it ends. */
function run(name: string, args: string[], env: NodeJS.ProcessEnv = testEnv): Promise<{ code: number; out: string }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`=== ${name} (done ${seconds()} into the run) ===\n${out.trimEnd()}\n`);
      resolve({ code: code ?? 1, out });
    }),
  );
}
function stop(why: string): never {
  console.error(why);
  process.exit(1);
}
const nodeTests = (...imports: string[]) => [
  '--import',
  'tsx',
  ...imports,
  ...'--test --test-reporter=spec --test-timeout=600000 tests/helpers/entry.ts'.split(' '),
];

// The CMS's local backend, installed on first use, before the CMS walks' dev server would wait for it.
ensureInstalledInBackground(CMS_DIR).catch(() => {});
const typecheck = run('type-check', ['node_modules/typescript/bin/tsc', '--noEmit'], process.env);
const built = run('build of dist/', ['bin/build.mjs', '--quiet'], process.env);
// The islands' tests need neither dist/ nor the checks: they start at once.
const jobs = [run('tests/islands/ (node --test, happy-dom)', nodeTests('--import', './tests/helpers/dom.ts'))];
if (!lint()) stop('Format or lint errors: stopping before the tests.');
if ((await typecheck).code) stop('Type errors: stopping before the tests.');
if ((await built).code) stop('The build failed: stopping before the tests.');
jobs.push(run('unit and built-output tests (node --test)', nodeTests(), { ...testEnv, NODE_ENV: 'production' }));
jobs.push(run('browser tests (Playwright)', ['node_modules/@playwright/test/cli.js', 'test']));

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
for (const { code, out } of await Promise.all(jobs)) {
  // node:test ends with "ℹ pass 12"; Playwright with "  12 passed (1.2m)", and "  1 flaky" for one passed on retry.
  // Colour (FORCE_COLOR) would wrap each count in escape codes that the patterns below must not see.
  const text = stripVTControlCharacters(out);
  const count = (re: RegExp) => [...text.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0);
  const failed = count(/^ℹ (?:fail|cancelled) (\d+)/gm) + count(/^ {2}(\d+) (?:failed|interrupted)/gm);
  totals.passed += count(/^ℹ pass (\d+)/gm) + count(/^ {2}(\d+) passed/gm);
  totals.flaky += count(/^ {2}(\d+) flaky/gm);
  totals.skipped += count(/^ℹ (?:skipped|todo) (\d+)/gm) + count(/^ {2}(\d+) skipped/gm);
  // A run that failed without a failing test (it could not start, or load a file) is one failure.
  totals.failed += failed || (code ? 1 : 0);
}
// A flaky test does not fail the run; on GitHub it is a warning on the check, so it is seen.
if (totals.flaky && process.env.GITHUB_ACTIONS)
  console.log(`::warning::${totals.flaky} browser test(s) passed only on retry`);
const flaky = totals.flaky ? `, ${totals.flaky} flaky (passed on retry: their traces are in test-results/)` : '';
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${flaky} (${seconds()})`,
);
process.exit(totals.failed ? 1 : 0);
