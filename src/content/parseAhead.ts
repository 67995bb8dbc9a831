/**
 * A first build (a fresh clone, a parser upgrade) parses the Markdown files the parse cache lacks on every core
 * (node:worker_threads), primed into the cache the synchronous loader reads. A few misses are left to the loader:
 * starting threads would cost more.
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MARKDOWN_PAGES, POSTS, TOURS } from './load/collections.ts';
import { keyOf, type ParseCache } from './parseCache.ts';
import type { ParseJob } from './parseWorker.ts';
import { readText } from './load/files.ts';

/** Fewer misses than this are parsed by the loader itself. */
const MIN_MISSES = 100;
/** Files sent to a thread at a time: few messages, yet the threads finish together. */
const BATCH = 25;

/** The worker: bin/build.mjs bundles one beside the build's bundle; else the source, loaded through tsx as its parent is. */
function startWorker(root: string): Worker {
  const bundled = (globalThis as { __bundledParseWorker?: string }).__bundledParseWorker;
  if (bundled) return new Worker(new URL(bundled), { workerData: { root } });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./parseWorker.ts', import.meta.url).href)}); })`;
  return new Worker(source, { eval: true, workerData: { root } });
}

/** Parses, on several threads, the Markdown files of `contentDir` not yet in `cache`; returns how many it parsed. */
export async function parseAhead(contentDir: string, cache: ParseCache): Promise<number> {
  const jobs: ParseJob[] = [];
  const seen = new Set<string>();
  for (const { dir, shiftHeadings } of [TOURS, POSTS, MARKDOWN_PAGES]) {
    const full = path.join(contentDir, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) {
      if (!name.endsWith('.md')) continue;
      const text = readText(path.join(full, name));
      const key = keyOf('fm', text);
      if (seen.has(key) || cache.has(key)) continue;
      seen.add(key);
      jobs.push({ text, shiftHeadings: !!shiftHeadings });
    }
  }
  if (jobs.length < MIN_MISSES) return 0;
  cache.ensureFolder();
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / BATCH)));
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = startWorker(cache.root);
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          if (next >= jobs.length) {
            // The thread ends once its entries are on disk; the build does not wait for that.
            worker.postMessage('close');
            worker.unref();
            return resolve();
          }
          worker.postMessage(jobs.slice(next, next + BATCH));
          next += BATCH;
        };
        worker.on('message', (entries: [string, string][]) => {
          for (const [key, json] of entries) cache.prime(key, json);
          send();
        });
        worker.on('error', reject);
        send();
      });
    }),
  );
  return jobs.length;
}
