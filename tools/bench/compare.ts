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
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ELEVENTY_DIR, ensureInstalled } from '../install.ts';
import { writeEleventyProject } from './eleventy/project.ts';
import type { Content } from '../../src/content/loader.ts';

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function timed(cmd: string, args: string[], cwd: string): Promise<{ wallMs: number; line: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const p = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d));
    p.stderr.on('data', (d: Buffer) => (err += d));
    p.on('close', (code) => {
      const wallMs = performance.now() - started;
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve({ wallMs, line });
      else
        reject(
          new Error(
            `${path.basename(args[args.length - 2] ?? cmd)} failed (exit ${code}): ${(err || out).slice(-800)}`,
          ),
        );
    });
  });
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
    const { wallMs, line } = await timed(process.execPath, args, opts.root);
    const r = JSON.parse(line) as { cpuMs: number; peakMB: number; parses: { parsed: number; cached: number } };
    into.push({ wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB, parses: r.parses });
    rmSync(parseCache, { recursive: true, force: true });
  };
  const runEleventy = async () => {
    const { wallMs, line } = await timed(process.execPath, [path.join(ELEVENTY_DIR, 'run.mjs'), project], project);
    const r = JSON.parse(line) as { cpuMs: number; peakMB: number };
    eleventy.push({ wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB });
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
