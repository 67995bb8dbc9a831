/**
 * npm run bench: build speed and memory on the real content and on generated blogs (a copy of content/ plus posts
 * reusing the real bodies and images), against Eleventy; docs/performance.md says what it measures and what it lists
 * as problems. Each build runs in its own process, so its peak memory (maxRSS) is its own. Prints a table and writes
 * reports/bench.json.
 *
 *   tsx tools/bench/main.ts [--sizes 250,1000,4000] [--no-dev] [--cold] [--vs 1000,4000] [--rounds 3]
 *
 * --no-dev leaves out the dev server's first build and edits; --cold encodes images (and parses every Markdown file)
 * into empty caches first, to show the cost the caches save (every later build must then encode nothing); --vs names
 * the sizes Eleventy builds too (by default those from 1,000 posts), --rounds how often each (medians).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { generateContentRoot } from './blog-generator.ts';
import { compareWithEleventy, type Comparison } from './compare.ts';
import type { BuildRun, DevRun } from './run.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { ParseCache } from '../../src/content/parseCache.ts';
import { flag, jsonOf, lowerMedian as median, ROOT, tableLines } from '../cli.ts';

const argv = process.argv.slice(2);
const numbers = (list: string) =>
  list
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const sizes = numbers(flag('--sizes') ?? '250,1000,4000');
const withDev = !argv.includes('--no-dev');
const cold = argv.includes('--cold');
const vsSizes = new Set(numbers(flag('--vs') ?? sizes.filter((n) => n >= 1000).join(',')));
const rounds = Math.max(1, Number(flag('--rounds') ?? 3));

async function child<T>(opts: object): Promise<T> {
  const args = ['--import', 'tsx', path.join(ROOT, 'tools', 'bench', 'run.ts'), JSON.stringify(opts)];
  const failed = (code: number | null, out: string) => `bench run failed (exit ${code}): ${out.slice(-500)}`;
  return (await jsonOf<T>(process.execPath, args, { cwd: ROOT, stderr: 'inherit', failed })).value;
}

interface Row {
  label: string;
  posts: number;
  build: BuildRun;
  dev?: DevRun;
  vs?: Comparison;
}

const rows: Row[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'bench-out-'));
const cacheDir = cold ? path.join(work, 'image-cache') : path.join(ROOT, '.cache', 'images');

async function measure(label: string, extraPosts: number | 'real'): Promise<void> {
  const root = generateContentRoot(ROOT, extraPosts === 'real' ? 0 : Math.max(0, extraPosts));
  try {
    process.stdout.write(`  ${label}: build… `);
    const outDir = path.join(work, `${label.replace(/\W+/g, '-')}-dist`);
    const buildRun = await child<BuildRun>({ mode: 'build', contentDir: root.contentDir, outDir, cacheDir });
    process.stdout.write(`${(buildRun.ms / 1000).toFixed(1)} s`);
    let dev: DevRun | undefined;
    if (withDev) {
      process.stdout.write('; dev… ');
      // Small sites also check the incremental output against a fresh build (big ones would double the bench time).
      const verify = root.posts <= 300;
      dev = await child<DevRun>({
        mode: 'dev',
        contentDir: root.contentDir,
        outDir: path.join(work, `${label.replace(/\W+/g, '-')}-dev`),
        cacheDir,
        verify,
      });
      process.stdout.write(
        `edit ${Math.round(median(dev.edits.filter((e) => e.what === 'body').map((e) => e.ms)))} ms`,
      );
    }
    let vs: Comparison | undefined;
    if (vsSizes.has(root.posts)) {
      process.stdout.write(`; against Eleventy (${rounds} rounds each)… `);
      vs = await compareWithEleventy({
        root: ROOT,
        contentDir: root.contentDir,
        workDir: path.join(work, `${label.replace(/\W+/g, '-')}-vs`),
        cacheDir,
        posts: root.posts,
        rounds,
        content: loadSiteContent(root.contentDir, {
          cache: new ParseCache(path.join(path.dirname(cacheDir), 'markdown')),
        }),
        ourDist: outDir,
      });
      process.stdout.write(
        `warm: wall x${vs.wallRatio.toFixed(2)}, CPU x${vs.cpuRatio.toFixed(2)}; cold: wall x${vs.coldWallRatio.toFixed(2)}, CPU x${vs.coldCpuRatio.toFixed(2)}`,
      );
    }
    process.stdout.write('\n');
    rows.push({ label, posts: root.posts, build: buildRun, dev, vs });
  } finally {
    root.cleanup();
  }
}

console.log(
  `Bench: ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}${cold ? ', cold image cache' : ''}`,
);
try {
  await measure('real content', 'real');
  await measure('real content, again', 'real');
  for (const n of sizes) await measure(`${n} posts`, n - rows[0].posts);
} finally {
  rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

/** Wall time of rendering, measuring and writing the pages, per page: the part that grows with the blog. */
const perRoute = (b: BuildRun) =>
  (b.timings.pages ?? (b.timings.render ?? 0) + (b.timings.gzip ?? 0) + (b.timings.write ?? 0)) / b.routes;
const table = rows.map((r) => {
  const body = r.dev?.edits.filter((e) => e.what === 'body') ?? [];
  const title = r.dev?.edits.find((e) => e.what === 'title');
  return {
    run: r.label,
    posts: r.posts,
    routes: r.build.routes,
    'build s': +(r.build.ms / 1000).toFixed(2),
    'pages/s': Math.round(r.build.routes / (r.build.ms / 1000)),
    'ms/page': +perRoute(r.build).toFixed(2),
    'peak MB': r.build.peakMB,
    'img enc/cached': `${r.build.encoded}/${r.build.reused}`,
    'md parsed/cached': `${r.build.parses.parsed}/${r.build.parses.cached}`,
    'dev first s': r.dev ? +(r.dev.initialMs / 1000).toFixed(2) : '',
    'dev edit ms': body.length ? Math.round(median(body.map((e) => e.ms))) : '',
    'pages rewritten': body.length ? median(body.map((e) => e.written.filter((w) => w.startsWith('/')).length)) : '',
    'title edit ms': title ? Math.round(title.ms) : '',
    'dev peak MB': r.dev?.peakMB ?? '',
  };
});

const print = (data: Record<string, string | number>[]) => console.log(`\n${tableLines(data).join('\n')}`);
print(table);

const vsRows = rows.filter((r) => r.vs);
if (vsRows.length) {
  const s = (ms: number) => +(ms / 1000).toFixed(2);
  const med = (runs: { wallMs: number; cpuMs: number }[], k: 'wallMs' | 'cpuMs') => median(runs.map((r) => r[k]));
  console.log(
    `\nAgainst Eleventy 3.1 at equal page weight (the same posts: post pages, /blog, sitemap, feed; ours also builds the rest of the site), fresh process each, medians of ${rounds}.` +
      `\nOurs warm: front matter and Markdown from the parse cache (.cache/markdown), as every build after the first; cold: an empty parse cache, every file parsed (gray-matter, remark), as the first build after a clone or a parser upgrade:`,
  );
  print(
    vsRows.map((r) => ({
      posts: r.posts,
      'warm wall s': s(med(r.vs!.ours, 'wallMs')),
      'warm CPU s': s(med(r.vs!.ours, 'cpuMs')),
      'cold wall s': s(med(r.vs!.oursCold, 'wallMs')),
      'cold CPU s': s(med(r.vs!.oursCold, 'cpuMs')),
      'Eleventy wall s': s(med(r.vs!.eleventy, 'wallMs')),
      'Eleventy CPU s': s(med(r.vs!.eleventy, 'cpuMs')),
      'warm wall ratio': r.vs!.wallRatio.toFixed(2),
      'warm CPU ratio': r.vs!.cpuRatio.toFixed(2),
      'cold wall ratio': r.vs!.coldWallRatio.toFixed(2),
      'cold CPU ratio': r.vs!.coldCpuRatio.toFixed(2),
    })),
  );
  for (const r of vsRows) {
    const [warm, cold] = [med(r.vs!.ours, 'wallMs'), med(r.vs!.oursCold, 'wallMs')];
    const verdict =
      r.vs!.coldWallRatio <= 1
        ? 'within the goal'
        : 'over the goal of 1.0: remark parses every post, which only the parse cache avoids';
    console.log(
      `  ${r.posts} posts: a cold build takes x${r.vs!.coldWallRatio.toFixed(2)} Eleventy's wall time (${verdict}); the parse cache takes our build from ${s(cold)} s to ${s(warm)} s (x${(warm / cold).toFixed(2)}).`,
    );
  }
}

const problems: string[] = [];
for (const r of vsRows)
  if (r.vs!.wallRatio > 1)
    problems.push(
      `${r.label}: our build takes ${r.vs!.wallRatio.toFixed(2)}x Eleventy's wall time (goal: at most 1.0)`,
    );
for (const r of rows.slice(1))
  if (r.build.encoded)
    problems.push(`${r.label}: ${r.build.encoded} images encoded, but every image was already in the cache`);
// The real content was built just before: its second build must parse nothing.
for (const r of rows.filter((x) => x.label === 'real content, again'))
  if (r.build.parses.parsed)
    problems.push(`${r.label}: ${r.build.parses.parsed} texts parsed, but every one was already in the parse cache`);
for (const r of vsRows) {
  const parsed = r.vs!.ours.reduce((n, x) => n + (x.parses?.parsed ?? 0), 0);
  if (parsed)
    problems.push(
      `${r.posts} posts: the warm builds against Eleventy parsed ${parsed} texts, but every one was already in the parse cache`,
    );
}
const generated = rows.filter((r) => r.label.endsWith('posts'));
if (generated.length >= 2) {
  const [small, big] = [generated[0], generated[generated.length - 1]];
  const ratio = perRoute(big.build) / perRoute(small.build);
  console.log(
    `\nScaling: ${perRoute(small.build).toFixed(2)} ms per page at ${small.posts} posts, ${perRoute(big.build).toFixed(2)} at ${big.posts} (x${ratio.toFixed(2)} for x${(big.posts / small.posts).toFixed(0)} posts).`,
  );
  if (ratio > 2)
    problems.push(
      `per-page cost grew x${ratio.toFixed(2)} from ${small.posts} to ${big.posts} posts: something is worse than linear`,
    );
}
for (const r of rows) {
  if (r.dev?.mismatches?.length)
    problems.push(`${r.label}: after the dev edits, ${r.dev.mismatches.join(', ')} differ from a fresh build`);
  if (r.dev?.mismatches)
    console.log(
      `  ${r.label}: incremental output ${r.dev.mismatches.length ? 'DIFFERS from' : 'is identical to'} a fresh build of the edited content`,
    );
}
for (const r of rows) {
  const body = r.dev?.edits.filter((e) => e.what === 'body') ?? [];
  if (body.length && median(body.map((e) => e.ms)) >= 1000)
    problems.push(`${r.label}: a one-post edit took ${Math.round(median(body.map((e) => e.ms)))} ms in dev mode`);
}
for (const r of rows) {
  for (const e of r.dev?.edits ?? [])
    console.log(
      `  ${r.label}, ${e.what} edit: ${Math.round(e.ms)} ms, rewrote ${e.written.join(', ')} (${e.rendered} rendered)`,
    );
}

mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30), node: process.version },
  coldCache: cold,
  table,
  runs: rows,
  problems,
};
writeFileSync(path.join(ROOT, 'reports', 'bench.json'), JSON.stringify(report, null, 2) + '\n');
console.log(`\nWrote reports/bench.json${problems.length ? `\n\nProblems:\n  ${problems.join('\n  ')}` : ''}`);
process.exitCode = problems.length ? 1 : 0;
