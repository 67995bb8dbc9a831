/**
 * npm test: the type-check, Biome's check and the build of dist/ beside every test, run as a pool of processes;
 * docs/testing.md ("How npm test runs", "Why a runner of its own") says in what order and why.
 *   tsx tools/test/main.ts [--only unit|components|e2e] [--no-build] [--jobs N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_ARGS } from '../chromium.ts';
import { serve } from '../../dev/preview.ts';
import { entryFor } from './entry.ts';
import { jobsFor, ordered, type Job, type Stage } from './jobs.ts';
import { dayIn, TODAY_ENV } from '../../src/lib/today.ts';
import { lint } from '../lint/run.ts';
import { flag, ROOT } from '../cli.ts';
import { CMS_DIR, ensureInstalledInBackground } from '../install.ts';

const args = process.argv.slice(2);
const only = flag('--only') as Stage | undefined;
const build = !args.includes('--no-build');
// One process per core: the browser tests keep the browser's own processes busy too, and more at once only made every job slower.
const concurrency = Math.max(1, Number(flag('--jobs') ?? process.env.TEST_JOBS ?? availableParallelism()));
const TIMES = path.join(ROOT, '.cache', 'test-times.json');
/**
 * A test still running after this fails as timed out, naming itself, instead of holding the run (and CI) for good.
 * node:test holds a whole process's entry (a group of files) to it too, so it is a safety net far above any
 * job's time on a busy machine: with two whole runs at once on 2 cores the longest jobs took about 4 minutes.
 */
const TEST_TIMEOUT_MS = 600_000;

// One "today" for the whole run (the build and every test that loads the content), in the company's time zone:
// a run that crosses midnight there must not build one day's site and check it against the next day's posts.
process.env[TODAY_ENV] ||= (() => {
  try {
    return dayIn(JSON.parse(readFileSync(path.join(ROOT, 'content', 'site.json'), 'utf8')).timeZone);
  } catch {
    return dayIn('UTC'); // a broken site.json: the build reports it
  }
})();

const running = new Set<ChildProcess>();

/** The totals node:test's spec reporter prints at the end of a run ("ℹ pass 12"). */
const KEYS = ['tests', 'pass', 'fail', 'cancelled', 'skipped'] as const;
type Counts = Record<(typeof KEYS)[number], number>;
const countsOf = (output: string) =>
  Object.fromEntries(KEYS.map((k) => [k, Number(new RegExp(`^ℹ ${k} (\\d+)`, 'm').exec(output)?.[1] ?? 0)])) as Counts;

interface Done {
  code: number;
  out: string;
  ms: number;
}

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<Done> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, out, ms: performance.now() - started });
    });
  });
}

function stop(message: string): never {
  console.error(message);
  for (const child of running) child.kill('SIGKILL');
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------
// The type-check and the build, side by side
// ---------------------------------------------------------------------------

const started = performance.now();
const typecheck = only
  ? Promise.resolve(undefined)
  : run(process.execPath, [path.join('node_modules', 'typescript', 'bin', 'tsc'), '--noEmit']).then((r) => {
      console.log(`=== type-check (${seconds(r.ms)}) ===${r.out.trim() ? `\n${r.out.trim()}` : ''}`);
      if (r.code !== 0) stop('Type errors: stopping before the tests.');
    });
const needsBuild = build && only !== 'components';
const built = !needsBuild
  ? Promise.resolve(undefined)
  : run(process.execPath, ['bin/build.mjs', '--quiet']).then((r) => {
      console.log(`=== build of dist/ (${seconds(r.ms)}) ===${r.out.trim() ? `\n${r.out.trim()}` : ''}`);
      if (r.code !== 0) stop('The build failed: stopping before the tests.');
    });
if (!only && !lint()) stop('Format or lint errors: stopping before the tests.');

// ---------------------------------------------------------------------------
// The jobs
// ---------------------------------------------------------------------------

let jobs = jobsFor(ROOT).filter((j) => !only || j.stage === only);
const totals = Object.fromEntries(KEYS.map((k) => [k, 0])) as Counts;
const failedJobs: string[] = [];
if (jobs.some((j) => j.stage === 'e2e') && !existsSync(CHROMIUM_PATH)) {
  console.error(
    `\nChromium is missing at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (never a downloaded browser). Browser tests not run.`,
  );
  failedJobs.push('browser tests (no Chromium)');
  totals.fail += 1;
  jobs = jobs.filter((j) => j.stage !== 'e2e');
}

const lastTimes: Record<string, number> = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
const queue = ordered(ROOT, jobs, lastTimes);
const times: Record<string, number> = {};
// NODE_TEST_CONTEXT would make a job report to an outer test runner instead of exiting with its own result.
// On GitHub Actions only the build of dist/ speaks to the run (annotations, the summary): the builds tests make of
// broken fixtures must not annotate the pull request's files nor fill its summary (a test that checks them sets its own).
const jobEnv = { ...process.env };
for (const name of ['NODE_TEST_CONTEXT', 'GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_OUTPUT']) delete jobEnv[name];

/**
 * One browser and one server of dist/ for every browser test, started when
 * the first needs them: each file connects instead of starting its own,
 * which cost more than many of the tests themselves.
 */
let browserTests:
  | Promise<{ browser: BrowserServer; close: () => Promise<void>; env: Record<string, string> }>
  | undefined;
function sharedForBrowserTests() {
  browserTests ??= (async () => {
    const [browser, site] = await Promise.all([
      chromium.launchServer({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
        headless: true,
      }),
      serve({ dir: path.join(ROOT, 'dist') }),
      // The CMS's local backend (installed on first use) once, before the dev servers of several files would each start it.
      // A failed install fails only the CMS tests: each dev server reports it and its backend answers 503.
      ensureInstalledInBackground(CMS_DIR).catch(() => {}),
    ]);
    const close = async () => {
      await browser.close();
      await new Promise<void>((r) => site.server.close(() => r()));
    };
    return { browser, close, env: { TEST_BROWSER_WS: browser.wsEndpoint(), TEST_SITE_URL: site.url } };
  })();
  return browserTests;
}

async function runJob(job: Job): Promise<void> {
  const entry = entryFor(ROOT, job.name, job.files);
  const imports = ['tsx', ...job.imports].flatMap((m) => ['--import', m]);
  const shared = job.stage === 'e2e' ? (await sharedForBrowserTests()).env : {};
  const r = await run(
    process.execPath,
    [...imports, '--test', '--test-reporter=spec', `--test-timeout=${TEST_TIMEOUT_MS}`, entry],
    { ...jobEnv, ...job.env, ...shared },
  );
  times[job.name] = r.ms;
  const counts = countsOf(r.out);
  for (const k of KEYS) totals[k] += counts[k];
  // A process that failed without reporting a failing test (it crashed, or could not load a file) is one failure.
  if (r.code !== 0 && counts.fail + counts.cancelled === 0) totals.fail += 1;
  if (r.code !== 0) failedJobs.push(job.name);
  console.log(
    `\n=== ${job.name}: ${job.files.length} file${job.files.length === 1 ? '' : 's'}, ${counts.pass} passed, ${counts.fail + counts.cancelled} failed (${seconds(r.ms)}) ===\n${r.out.trimEnd()}`,
  );
}

/** Runs the queue `concurrency` at a time; a job that needs dist/ waits for the build (the others start at once). */
async function worker(): Promise<void> {
  for (;;) {
    const next = queue.findIndex((j) => !j.afterBuild || buildDone);
    if (next === -1) {
      if (!queue.length) return;
      await built;
      continue;
    }
    const [job] = queue.splice(next, 1);
    await runJob(job);
  }
}

let buildDone = !needsBuild;
void built.then(() => (buildDone = true));
await Promise.all([typecheck, ...Array.from({ length: concurrency }, worker)]);
await built;
if (browserTests) await (await browserTests).close();

mkdirSync(path.dirname(TIMES), { recursive: true });
writeFileSync(TIMES, JSON.stringify({ ...lastTimes, ...times }, null, 2) + '\n');
const slowest = Object.entries(times)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5)
  .map(([name, ms]) => `${name} ${seconds(ms)}`);
console.log(`\nslowest jobs: ${slowest.join(', ')}`);
if (failedJobs.length) console.log(`failed: ${failedJobs.join(', ')}`);
console.log(
  `\ntests: ${totals.pass} passed, ${totals.fail + totals.cancelled} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} (${jobs.length} processes, ${concurrency} at a time, ${seconds(performance.now() - started)})`,
);
process.exit(failedJobs.length || totals.fail || totals.cancelled ? 1 : 0);
