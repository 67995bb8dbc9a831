/**
 * Our build against Eleventy at equal page weight: the same generated
 * posts, each tool in a fresh process (its start counted), A B A B … on the
 * same machine in the same run, so drift hits both alike. Eleventy writes
 * the same post pages (our built post page as its template), the /blog list,
 * a sitemap and a feed; our build writes those and the rest of the site.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ELEVENTY_DIR, ensureInstalled } from '../install.ts';
import { writeEleventyProject } from './eleventy/project.ts';
import type { Content } from '../../src/content/loader.ts';

export interface ProcessRun {
  /** Wall time from starting the process to its exit. */
  wallMs: number;
  cpuMs: number;
  peakMB: number;
}

export interface Comparison {
  posts: number;
  ours: ProcessRun[];
  eleventy: ProcessRun[];
  /** Medians of ours / Eleventy's. */
  wallRatio: number;
  cpuRatio: number;
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
      else reject(new Error(`${path.basename(args[args.length - 2] ?? cmd)} failed (exit ${code}): ${(err || out).slice(-800)}`));
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
  const eleventy: ProcessRun[] = [];
  // Ours as `npm run build` runs it (bin/build.mjs), without npm's own start.
  const runOurs = async () => {
    const args = [path.join(opts.root, 'bin', 'build.mjs'), '--quiet', '--usage', '--content', opts.contentDir, '--out', path.join(opts.workDir, 'ours')];
    const { wallMs, line } = await timed(process.execPath, args, opts.root);
    const r = JSON.parse(line) as { cpuMs: number; peakMB: number };
    ours.push({ wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB });
  };
  const runEleventy = async () => {
    const { wallMs, line } = await timed(process.execPath, [path.join(ELEVENTY_DIR, 'run.mjs'), project], project);
    const r = JSON.parse(line) as { cpuMs: number; peakMB: number };
    eleventy.push({ wallMs, cpuMs: r.cpuMs, peakMB: r.peakMB });
  };
  // One unmeasured round each warms the disk cache and tsx's compile cache.
  await runOurs();
  await runEleventy();
  ours.length = 0;
  eleventy.length = 0;
  for (let i = 0; i < opts.rounds; i++) {
    await runOurs();
    await runEleventy();
  }
  return {
    posts: opts.posts,
    ours,
    eleventy,
    wallRatio: median(ours.map((r) => r.wallMs)) / median(eleventy.map((r) => r.wallMs)),
    cpuRatio: median(ours.map((r) => r.cpuMs)) / median(eleventy.map((r) => r.cpuMs)),
  };
}
