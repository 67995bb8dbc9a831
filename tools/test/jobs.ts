/**
 * What npm test runs, as jobs of one process each. Tests mirror the sources,
 * so a folder of tests proves one part of the code; the files of one folder
 * run in one process, sharing the modules and the content they load (a
 * process per file spent most of its time starting and loading the same
 * content). A test file keeps its hooks inside its own suite, so they
 * apply to its own tests only. Node's tests load React's production build,
 * as the build itself does (one process must never mix the two builds); the
 * islands' tests share one DOM and React's development build (its checks,
 * and act()). Browser tests run a process per file, as each drives its own
 * pages; and a file that starts a test run of its own (the everyday edits)
 * gets a process of its own too.
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
    .flatMap((e) => (e.isDirectory() ? testFiles(root, `${dir}/${e.name}`) : /\.test\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : []))
    .sort();
}

/** Files that need a process of their own: they start a test run in a child process. */
const OWN_PROCESS = new Set(['tests/content/everyday-edits.test.ts']);

/** The longest jobs, first on a machine with no times yet (a fresh clone): the walk of every route, the everyday edits' second test run. */
const KNOWN_LONGEST = ['tests/e2e/every-route.test.ts', 'tests/content/everyday-edits.test.ts'];

/** Folders whose tests neither read dist/ nor build a site: they may run while dist/ is being built. */
const BUILD_FREE = new Set(['tests/lib', 'tests/islands']);

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
    if (stage === 'e2e') {
      for (const f of files) jobs.push({ name: f, stage, files: [f], imports, afterBuild, env });
      continue;
    }
    for (const f of files.filter((x) => OWN_PROCESS.has(x))) jobs.push({ name: f, stage, files: [f], imports, afterBuild, env });
    const shared = files.filter((x) => !OWN_PROCESS.has(x));
    if (shared.length) jobs.push({ name: `${folder}/`, stage, files: shared, imports, afterBuild, env });
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
  const guess = (j: Job) => (KNOWN_LONGEST.includes(j.name) ? 1e9 - KNOWN_LONGEST.indexOf(j.name) : size(j) * (j.stage === 'e2e' ? 4 : 1));
  const known = jobs.every((j) => lastTimes[j.name] !== undefined);
  const weight = (j: Job) => (known ? lastTimes[j.name] : guess(j));
  return [...jobs].sort((a, b) => weight(b) - weight(a));
}
