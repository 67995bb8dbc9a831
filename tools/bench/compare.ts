/**
 * Our build against Eleventy at equal page weight: the same generated
 * posts, each tool in a fresh process (its start counted), A B C A B C … on
 * the same machine in the same run, so drift hits all alike. Eleventy writes
 * the same post pages (our built post page as its template), the /blog list,
 * a sitemap and a feed; our build writes those and the rest of the site.
 *
 * Ours runs twice a round: warm (front matter and Markdown taken from
 * .cache/markdown, as every build after the first) and cold (an empty parse
 * cache: every file parsed by gray-matter and remark, as the first build
 * after a clone or a parser upgrade). Images come from their cache in both;
 * Eleventy keeps nothing between builds.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ELEVENTY_DIR, ensureInstalled } from '../install.ts';
import { writeEleventyProject } from './eleventy/project.ts';
import type { Content } from '../../src/content/shapes.ts';
import { jsonOf, lowerMedian as median } from '../cli.ts';

export interface ProcessRun {
  /** Wall time from starting the process to its exit. */
  wallMs: number;
  cpuMs: number;
  peakMB: number;
  /** Ours only: texts parsed, and taken from the parse cache. */
  parses?: { parsed: number; cached: number };
}

export interface Comparison {
  posts: number;
  /** Ours with a warm parse cache. */
  ours: ProcessRun[];
  /** Ours with an empty parse cache. */
  oursCold: ProcessRun[];
  eleventy: ProcessRun[];
  /** Medians of ours (warm) / Eleventy's. */
  wallRatio: number;
  cpuRatio: number;
  /** Medians of ours (cold) / Eleventy's. */
  coldWallRatio: number;
  coldCpuRatio: number;
}

/** A process's wall time and the last line it printed, parsed. */
async function timed<T>(cmd: string, args: string[], cwd: string): Promise<T & { wallMs: number }> {
  const failed = (code: number | null, output: string) =>
    `${path.basename(args[args.length - 2] ?? cmd)} failed (exit ${code}): ${output.slice(-800)}`;
  const { value, wallMs } = await jsonOf<T>(cmd, args, { cwd, failed });
  return { ...value, wallMs };
}

export async function compareWithEleventy(opts: {
  root: string;
  contentDir: string;
  workDir: string;
  cacheDir: string;
  posts: number;
  rounds: number;
  /** Our build of this content, loaded: the Eleventy templates are cut from its pages. */
  content: Content;
  ourDist: string;
}): Promise<Comparison> {
  ensureInstalled(ELEVENTY_DIR);
  const project = path.join(opts.workDir, 'eleventy');
  writeEleventyProject(project, opts.contentDir, opts.ourDist, opts.content.blog, opts.content.site);
  const ours: ProcessRun[] = [];
  const oursCold: ProcessRun[] = [];
  const eleventy: ProcessRun[] = [];
  // Ours as `npm run build` runs it (bin/build.mjs), without npm's own start; cold with a parse cache of its own, empty.
  const runOurs = async (into: ProcessRun[], cold = false) => {
    const parseCache = path.join(opts.workDir, 'parse-cache-cold');
    rmSync(parseCache, { recursive: true, force: true });
    const args = [
      path.join(opts.root, 'bin', 'build.mjs'),
      '--quiet',
      '--usage',
      '--content',
      opts.contentDir,
      '--out',
      path.join(opts.workDir, 'ours'),
      ...(cold ? ['--parse-cache', parseCache] : []),
    ];
    const r = await timed<Required<Omit<ProcessRun, 'wallMs'>>>(process.execPath, args, opts.root);
    into.push({ wallMs: r.wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB, parses: r.parses });
    rmSync(parseCache, { recursive: true, force: true });
  };
  const runEleventy = async () => {
    const r = await timed<ProcessRun>(process.execPath, [path.join(ELEVENTY_DIR, 'run.mjs'), project], project);
    eleventy.push({ wallMs: r.wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB });
  };
  // One unmeasured round warms the disk cache, tsx's compile cache and our parse cache.
  await runOurs(ours);
  await runEleventy();
  ours.length = 0;
  eleventy.length = 0;
  for (let i = 0; i < opts.rounds; i++) {
    await runOurs(ours);
    await runEleventy();
    await runOurs(oursCold, true);
  }
  const ratio = (a: ProcessRun[], k: 'wallMs' | 'cpuMs') =>
    median(a.map((r) => r[k])) / median(eleventy.map((r) => r[k]));
  return {
    posts: opts.posts,
    ours,
    oursCold,
    eleventy,
    wallRatio: ratio(ours, 'wallMs'),
    cpuRatio: ratio(ours, 'cpuMs'),
    coldWallRatio: ratio(oursCold, 'wallMs'),
    coldCpuRatio: ratio(oursCold, 'cpuMs'),
  };
}
