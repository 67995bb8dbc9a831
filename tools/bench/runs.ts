/** The bench's measurements (a build or a variant, Eleventy's, the dev server's edits), each in a process of its own. */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../cli.ts';

export const ELEVENTY_DIR = path.join(import.meta.dirname, 'eleventy');

export interface ProcessRun {
  wallMs: number;
  /** CPU time of the process itself (esbuild's and sharp's threads count, esbuild's own process does not). */
  cpuMs: number;
  peakMB: number;
  /** Ours only: texts parsed and taken from the parse cache, images encoded and taken from the cache, page phase. */
  parses?: { parsed: number; cached: number };
  images?: { encoded: number; reused: number };
  pagesMs?: number;
  routes?: number;
}

export interface Variant {
  name: string;
  /** What it tells (printed beside its ratio). */
  what: string;
  args: (out: string) => string[];
  before?: () => void;
}

const buildArgs = (contentDir: string, out: string) => ['--quiet', '--usage', '--content', contentDir, '--out', out];

/** The build and the variants that show what each kept cache and bundle saves (docs/performance.md, "Figures"). */
export function variants(contentDir: string, work: string): Variant[] {
  const bin = path.join(ROOT, 'bin', 'build.mjs');
  const parseCache = path.join(work, 'parse-cache-cold');
  return [
    { name: 'build', what: 'npm run build, parse cache kept', args: (out) => [bin, ...buildArgs(contentDir, out)] },
    {
      name: 'cold',
      what: 'an empty parse cache: every text parsed',
      args: (out) => [bin, ...buildArgs(contentDir, out), '--parse-cache', parseCache],
      before: () => rmSync(parseCache, { recursive: true, force: true }),
    },
    {
      name: 'unbundled',
      what: "build.ts started through tsx, not bin/build.mjs's bundle",
      args: (out) => ['--import', 'tsx', path.join(ROOT, 'build.ts'), ...buildArgs(contentDir, out)],
    },
  ];
}

/** Node run with `args` to its end: the JSON object its last line prints, and its wall time; a failure names `name`. */
function processRun(name: string, args: string[], cwd: string): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const p = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d));
    p.stderr.on('data', (d: Buffer) => (err += d));
    p.on('close', (code) => {
      const wallMs = performance.now() - started;
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve({ ...(JSON.parse(line) as ProcessRun), wallMs });
      else reject(new Error(`${name} failed (exit ${code}): ${(err || out).slice(-800)}`));
    });
  });
}

export function runBuild(v: Variant, out: string): Promise<ProcessRun> {
  v.before?.();
  return processRun(v.name, v.args(out), ROOT);
}

export const runEleventy = (dir: string) => processRun('Eleventy', [path.join(ELEVENTY_DIR, 'run.mjs'), dir], dir);

export interface DevEdit {
  what: 'body' | 'title';
  ms: number;
}

/** `npm run dev` on `contentDir`: each edit's latency, from its save to the first answer of the page carrying it. */
export async function devEdits(contentDir: string, out: string): Promise<{ firstMs: number; edits: DevEdit[] }> {
  const started = performance.now();
  const dev = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'dev', 'dev.ts'), '--port', '0', '--out', out, '--content', contentDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      dev.stdout.on('data', (d: Buffer) => {
        output += d;
        const m = /Serving .* at (http\S+)/.exec(output);
        if (m) resolve(m[1]);
      });
      dev.on('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
    });
    const firstMs = performance.now() - started;
    const blog = path.join(contentDir, 'blog');
    // Real posts (not the generated g*.md): what an editor would touch.
    const files = readdirSync(blog)
      .filter((n) => /^\d.*\.md$/.test(n))
      .sort();
    const edits: DevEdit[] = [];
    const edit = async (what: DevEdit['what'], file: string, marker: string, change: (text: string) => string) => {
      const full = path.join(blog, file);
      const text = readFileSync(full, 'utf8');
      const id = /^id:\s*(\d+)/m.exec(text)![1];
      const saved = performance.now();
      writeFileSync(full, change(text));
      for (;;) {
        const page = await (await fetch(`${url}/blog/${id}`)).text();
        if (page.includes(marker)) break;
        if (performance.now() - saved > 30_000) throw new Error(`the dev server never showed the edit of ${file}`);
      }
      edits.push({ what, ms: performance.now() - saved });
      // The reload it caused settles before the next edit.
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    for (let i = 0; i < 5; i++) {
      const marker = `Bench edit ${i + 1} ${Date.now()}`;
      await edit('body', files[(i * 5) % files.length], marker, (t) => `${t}\n\n${marker}.\n`);
    }
    const marker = `Edited ${Date.now()}: `;
    await edit('title', files[1], marker, (t) =>
      t.replace(/^title: (["']?)/m, (_m, q: string) => `title: ${q}${marker}`),
    );
    return { firstMs, edits };
  } finally {
    dev.kill();
  }
}
