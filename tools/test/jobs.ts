/**
 * What npm test runs, as jobs of one process each: the files of a test folder share one (a file keeps its hooks inside
 * its own suite), browser test files a few, grouped by size, and a few files have one of their own; docs/testing.md
 * ("How npm test runs", "Why a runner of its own") says why.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type Stage = 'unit' | 'components' | 'e2e';

export interface Job {
  /** What the report calls it: the folder, or the file. */
  name: string;
  stage: Stage;
  files: string[];
  /** Modules imported before the tests (the DOM for the islands' tests). */
  imports: string[];
  /** True when the job reads the built site or builds one itself: it waits for the build of dist/. */
  afterBuild: boolean;
  /** Environment variables of its process. */
  env: Record<string, string>;
}

/** Test files under `dir` (repository-relative, posix), sorted. */
export function testFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? testFiles(root, `${dir}/${e.name}`) : /\.test\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
    )
    .sort();
}

/**
 * Files with a process of their own: the everyday edits start a test run in a
 * child process; the walk of every route is one of the longest jobs; the dev server's
 * test runs a server of its own and restarts it; the early-tap test's twenty
 * page loads are a short file but a long job (up to a minute on a busy
 * machine), which grouped by size would push its group past the time limit;
 * the CMS's two files each run a dev server of their own (their walks, split
 * in two so that the two halves run side by side).
 */
const OWN_PROCESS = new Set([
  'tests/content/everyday-edits.test.ts',
  'tests/e2e/every-route.test.ts',
  'tests/e2e/dev.test.ts',
  'tests/e2e/islands-early-tap.test.ts',
  'tests/e2e/cms.test.ts',
  'tests/e2e/cms-entries.test.ts',
]);

/**
 * How many processes the other browser test files share: few enough to load
 * each thing rarely, enough that no group outlasts the walk of every route by
 * much, so the pool of jobs still ends evenly on two cores.
 */
const E2E_PROCESSES = 5;

/** `files` in `count` groups of about equal size (largest file first, each into the lightest group), each group sorted. */
export function groupsBySize(files: { file: string; size: number }[], count: number): string[][] {
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({ size: 0, files: [] as string[] }));
  for (const f of [...files].sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.files.push(f.file);
    lightest.size += f.size;
  }
  return groups.map((g) => g.files.sort()).sort((a, b) => a[0].localeCompare(b[0]));
}

/** A job's name for some files of one folder: "tests/e2e/{a,b}.test.ts". */
const groupName = (folder: string, files: string[]) =>
  files.length === 1
    ? files[0]
    : `${folder}/{${files.map((f) => path.posix.basename(f).replace(/\.test\.tsx?$/, '')).join(',')}}.test.ts`;

/** The longest jobs, first on a machine with no times yet (a fresh clone): the CMS walks, the walk of every route, the everyday edits' second test run. */
const KNOWN_LONGEST = [
  'tests/e2e/cms-entries.test.ts',
  'tests/e2e/cms.test.ts',
  'tests/e2e/every-route.test.ts',
  'tests/content/everyday-edits.test.ts',
];

/** Folders whose tests neither read dist/ nor build a site: they may run while dist/ is being built. */
const BUILD_FREE = new Set(['tests/lib', 'tests/islands', 'tests/workflows']);

export function jobsFor(root: string): Job[] {
  const jobs: Job[] = [];
  const folders = readdirSync(path.join(root, 'tests'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !['helpers', 'fixtures'].includes(e.name))
    .map((e) => `tests/${e.name}`)
    .sort();
  for (const folder of folders) {
    const files = testFiles(root, folder);
    const stage: Stage = folder === 'tests/e2e' ? 'e2e' : folder === 'tests/islands' ? 'components' : 'unit';
    const imports = stage === 'components' ? ['./tests/helpers/dom.ts'] : [];
    const afterBuild = !BUILD_FREE.has(folder);
    const env: Record<string, string> = stage === 'components' ? {} : { NODE_ENV: 'production' };
    const job = (name: string, group: string[]): Job => ({ name, stage, files: group, imports, afterBuild, env });
    for (const f of files.filter((x) => OWN_PROCESS.has(x))) jobs.push(job(f, [f]));
    const shared = files.filter((x) => !OWN_PROCESS.has(x));
    if (!shared.length) continue;
    if (stage !== 'e2e') {
      jobs.push(job(`${folder}/`, shared));
      continue;
    }
    const sized = shared.map((file) => ({ file, size: statSync(path.join(root, file)).size }));
    for (const group of groupsBySize(sized, E2E_PROCESSES)) jobs.push(job(groupName(folder, group), group));
  }
  return jobs;
}

/**
 * Longest first, so the last job to start is a short one: by the time each
 * job took last time when every job has one, else by its files' size
 * (browser tests weigh more: they wait on pages), the known longest first.
 */
export function ordered(root: string, jobs: Job[], lastTimes: Record<string, number>): Job[] {
  const size = (j: Job) => j.files.reduce((n, f) => n + statSync(path.join(root, f)).size, 0);
  const guess = (j: Job) =>
    KNOWN_LONGEST.includes(j.name) ? 1e9 - KNOWN_LONGEST.indexOf(j.name) : size(j) * (j.stage === 'e2e' ? 4 : 1);
  const known = jobs.every((j) => lastTimes[j.name] !== undefined);
  const weight = (j: Job) => (known ? lastTimes[j.name] : guess(j));
  return [...jobs].sort((a, b) => weight(b) - weight(a));
}
