/**
 * npm run bench [-- --sizes real,1000,4000] [--rounds 3] [--no-dev] (docs/performance.md, "Measuring"): the builds
 * side by side, A B C … each round so that the machine's load hits all alike, then the dev server's edits.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { generateContentRoot } from './blog-generator.ts';
import { writeEleventyProject } from './eleventy/project.ts';
import { devEdits, ELEVENTY_DIR, runBuild, runEleventy, variants, type DevEdit, type ProcessRun } from './runs.ts';
import { ensureInstalled } from '../../dev/toolPackages.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { flag, lowerMedian as median, ROOT, tableLines } from '../cli.ts';

const sizes = (flag('--sizes') ?? 'real,1000').split(',');
const rounds = Math.max(1, Number(flag('--rounds') ?? 3));
const withDev = !process.argv.includes('--no-dev');
/** Eleventy builds the same posts from this size on: a small blog's build is mostly our whole-site work. */
const ELEVENTY_FROM = 1000;
/** The budgets (docs/performance.md): against Eleventy's wall time, and a dev edit's latency. */
const WARM_BUDGET = 1.0;
const COLD_BUDGET = 1.9;
const devBudgetMs = (generated: boolean) => (generated ? 500 : 200);
/** A cache or bundle stays only where it saves this much of the wall time of the build it serves. */
const MIN_SAVING = 0.1;

interface Row {
  label: string;
  posts: number;
  runs: Record<string, ProcessRun[]>;
  dev?: { firstMs: number; edits: DevEdit[] };
}

const REAL_POSTS = readdirSync(path.join(ROOT, 'content', 'blog')).filter((f) => f.endsWith('.md')).length;
const rows: Row[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
const wall = (runs: ProcessRun[]) => median(runs.map((r) => r.wallMs));
const cpu = (runs: ProcessRun[]) => median(runs.map((r) => r.cpuMs));
const s = (ms: number) => +(ms / 1000).toFixed(2);
const load = () => loadavg()[0].toFixed(1);

console.log(`Bench: ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`);
try {
  for (const size of sizes) {
    const root = generateContentRoot(ROOT, size === 'real' ? 0 : Math.max(0, Number(size) - REAL_POSTS));
    const label = size === 'real' ? 'real content' : `${root.posts} posts`;
    const dir = path.join(work, label.replace(/\W+/g, '-'));
    try {
      const out = (name: string) => path.join(dir, name.replace(/\W+/g, '-'));
      const all = variants(root.contentDir, dir);
      const runs: Record<string, ProcessRun[]> = Object.fromEntries(all.map((v) => [v.name, []]));
      process.stdout.write(`  ${label} (load ${load()}): `);
      // One unmeasured build warms the disk, the bundle and the parse cache, and gives Eleventy its templates.
      await runBuild(all[0], out('build'));
      let eleventy: string | undefined;
      if (root.posts >= ELEVENTY_FROM) {
        ensureInstalled(ELEVENTY_DIR);
        eleventy = path.join(dir, 'eleventy');
        const content = loadSiteContent(root.contentDir);
        writeEleventyProject(eleventy, root.contentDir, out('build'), content.blog, content.site);
        await runEleventy(eleventy);
        runs.Eleventy = [];
      }
      for (let i = 0; i < rounds; i++) {
        for (const v of all) runs[v.name].push(await runBuild(v, out(v.name)));
        if (eleventy) runs.Eleventy.push(await runEleventy(eleventy));
        process.stdout.write(`round ${i + 1} `);
      }
      let dev: Row['dev'];
      if (withDev) {
        process.stdout.write('; dev… ');
        dev = await devEdits(root.contentDir, out('dev'));
      }
      process.stdout.write(`(load ${load()})\n`);
      rows.push({ label, posts: root.posts, runs, dev });
    } finally {
      root.cleanup();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const explained = new Map(variants('', '').map((v) => [v.name, v.what]));
explained.set('Eleventy', 'Eleventy 3 writing the same post pages, /blog, sitemap and feed');
console.log(`\nMedians of ${rounds} rounds, each build in a fresh process (its start counted); ratios of wall times.`);
for (const r of rows) {
  const build = r.runs.build;
  const table = Object.entries(r.runs).map(([name, runs]) => ({
    [r.label]: name,
    'wall s': s(wall(runs)),
    'CPU s': s(cpu(runs)),
    'peak MB': median(runs.map((x) => x.peakMB)),
    '÷ build': (wall(runs) / wall(build)).toFixed(2),
    ...(r.runs.Eleventy && { '÷ Eleventy': (wall(runs) / wall(r.runs.Eleventy)).toFixed(2) }),
    what: explained.get(name) ?? '',
  }));
  console.log(`\n${tableLines(table).join('\n')}`);
  const b = build[0];
  console.log(
    `  ${b.routes} routes; per page ${(median(build.map((x) => x.pagesMs ?? 0)) / (b.routes ?? 1)).toFixed(2)} ms; images ${b.images?.encoded} encoded / ${b.images?.reused} cached; texts ${b.parses?.parsed} parsed / ${b.parses?.cached} cached`,
  );
  if (r.dev) {
    const edits = r.dev.edits.map((e) => `${e.what} ${Math.round(e.ms)} ms`).join(', ');
    console.log(`  dev server: first build and serving ${s(r.dev.firstMs)} s; edits, save to first answer: ${edits}`);
  }
}

const problems: string[] = [];
for (const r of rows) {
  const ratio = (name: string, of = 'build') => wall(r.runs[name]) / wall(r.runs[of]);
  for (const [name, what] of [
    ['cold', 'the parse cache'],
    ['unbundled', "bin/build.mjs's bundle"],
  ])
    if (ratio(name) - 1 < MIN_SAVING)
      problems.push(`${r.label}: ${what} saves ${Math.round((ratio(name) - 1) * 100)}% of the build's wall time`);
  if (r.runs.Eleventy) {
    if (ratio('build', 'Eleventy') > WARM_BUDGET)
      problems.push(`${r.label}: a warm build takes x${ratio('build', 'Eleventy').toFixed(2)} Eleventy's wall time`);
    if (ratio('cold', 'Eleventy') > COLD_BUDGET)
      problems.push(`${r.label}: a cold build takes x${ratio('cold', 'Eleventy').toFixed(2)} Eleventy's wall time`);
  }
  for (const x of r.runs.build) {
    if (x.images?.encoded) problems.push(`${r.label}: ${x.images.encoded} images encoded though all were cached`);
    if (x.parses?.parsed) problems.push(`${r.label}: ${x.parses.parsed} texts parsed though all were cached`);
  }
  const body = r.dev?.edits.filter((e) => e.what === 'body').map((e) => e.ms) ?? [];
  const budget = devBudgetMs(r.label !== 'real content');
  if (body.length && median(body) > budget)
    problems.push(
      `${r.label}: a one-post edit was served ${Math.round(median(body))} ms after the save (budget ${budget})`,
    );
}

mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
const machine = { cpus: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30), node: process.version };
const report = { date: new Date().toISOString(), machine, rounds, rows, problems };
writeFileSync(path.join(ROOT, 'reports', 'bench.json'), JSON.stringify(report, null, 2) + '\n');
console.log(`\nWrote reports/bench.json${problems.length ? `\n\nProblems:\n  ${problems.join('\n  ')}` : ''}`);
process.exitCode = problems.length ? 1 : 0;
