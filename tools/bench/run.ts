/**
 * One bench measurement, in its own process so its peak memory is its own.
 * argv[2] is JSON: { mode: 'build' | 'dev', contentDir, outDir, cacheDir }.
 *  - build: one full build (as `npm run build` does it); prints its report.
 *  - dev:   the dev server's initial build (with dependency tracking), then
 *           three one-post body edits and one title edit, each applied as
 *           the dev server applies it; prints how long each took.
 * Prints one JSON line on stdout.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../cli.ts';
import { build } from '../../build.ts';
import { fullBuild } from '../../dev/worker.ts';
import { htmlFiles } from '../html.ts';

export interface BuildRun {
  mode: 'build';
  routes: number;
  ms: number;
  /** CPU time of this whole process (its start included), user and system. */
  cpuMs: number;
  timings: Record<string, number>;
  encoded: number;
  reused: number;
  /** Front matter and Markdown texts parsed, and taken from the parse cache. */
  parses: { parsed: number; cached: number };
  peakMB: number;
}

export interface DevEdit {
  what: 'body' | 'title';
  ms: number;
  written: string[];
  rendered: number;
}

export interface DevRun {
  mode: 'dev';
  routes: number;
  initialMs: number;
  edits: DevEdit[];
  peakMB: number;
  /** With `verify`: files whose incremental result differs from a fresh full build of the edited content. */
  mismatches?: string[];
}

/** Every page and host file of a build, for comparing two builds. */
function outputs(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const rel of [...htmlFiles(dir), 'sitemap.xml', 'feed.xml', '_headers', '_redirects', 'robots.txt']) {
    files.set(rel, readFileSync(path.join(dir, rel), 'utf8'));
  }
  return files;
}

const peakMB = () => Math.round(process.resourceUsage().maxRSS / 1024);

type Dir = 'contentDir' | 'outDir' | 'cacheDir';

async function main(): Promise<void> {
  const opts = JSON.parse(process.argv[2]) as { mode: 'build' | 'dev'; verify?: boolean } & Record<Dir, string>;
  const dirs = { root: ROOT, contentDir: opts.contentDir, outDir: opts.outDir, cacheDir: opts.cacheDir };
  if (opts.mode === 'build') {
    const r = await build({ ...dirs, quiet: true });
    const usage = process.resourceUsage();
    const run: BuildRun = {
      mode: 'build',
      routes: r.routes.length,
      ms: r.ms,
      cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
      timings: r.timings,
      encoded: r.images.encoded,
      reused: r.images.reused,
      parses: r.parses,
      peakMB: peakMB(),
    };
    console.log(JSON.stringify(run));
    return;
  }

  const { builder, ms } = await fullBuild(dirs);
  const blogDir = path.join(opts.contentDir, 'blog');
  // Real posts (not the generated g*.md): what an editor would touch.
  const files = readdirSync(blogDir)
    .filter((n) => /^\d.*\.md$/.test(n))
    .sort();
  const edits: DevEdit[] = [];
  const apply = async (what: DevEdit['what'], file: string, edit: (text: string) => string) => {
    const full = path.join(blogDir, file);
    writeFileSync(full, edit(readFileSync(full, 'utf8')));
    const r = await builder.update(opts.outDir, { content: true });
    edits.push({
      what,
      ms: r.ms,
      written: [...r.written, ...r.hostFiles],
      rendered: r.written.length + r.unchanged.length,
    });
  };
  for (let i = 0; i < 3; i++) {
    await apply('body', files[(i * 5) % files.length], (t) => `${t}\n\nA paragraph added by the bench (${i + 1}).\n`);
  }
  await apply('title', files[1], (t) =>
    t.replace(/^title: (["']?)/m, (_m, quote: string) => `title: ${quote}Edited: `),
  );
  const run: DevRun = { mode: 'dev', routes: builder.routes.length, initialMs: ms, edits, peakMB: peakMB() };
  if (opts.verify) {
    // The incremental result must be exactly what a fresh build of the edited content gives.
    const fresh = `${opts.outDir}-fresh`;
    await build({ ...dirs, outDir: fresh, quiet: true });
    const [a, b] = [outputs(opts.outDir), outputs(fresh)];
    run.mismatches = [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f));
    rmSync(fresh, { recursive: true, force: true });
  }
  console.log(JSON.stringify(run));
}

await main();
