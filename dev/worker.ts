/**
 * The dev server's build process. It builds the site once (into a temporary
 * folder, swapped in whole), then keeps everything in memory (content, page
 * modules, processed images, asset URLs and what each route read) and, for
 * each change the parent reports, re-renders only what the change touched,
 * writing files in place atomically. Code changes that the server imports
 * (pages, components, layouts, islands, lib) need fresh modules: the parent
 * then replaces this process with a new one.
 *
 * Messages in:  { type: 'change', change: ChangeSet }
 * Messages out: { type: 'ready', ... } | { type: 'updated', ... } | { type: 'failed', message }
 * Exactly one message out per change in (the parent sends the next change only after it).
 */
import '../src/pipeline/production.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, forgetParsed, formatIssue } from '../src/content/load/loader.ts';
import { DevSession, type ChangeSet, type UpdateResult } from '../src/pipeline/devSession.ts';
import { writeAndSwap } from '../src/pipeline/writeFiles.ts';
import type { WorkerOptions } from './options.ts';

export { workerOptions, type WorkerOptions } from './options.ts';

export type WorkerMessage =
  | { type: 'ready'; ms: number; routes: number; encoded: number; reused: number }
  | { type: 'updated'; result: UpdateResult }
  /** For a content mistake, one `file: field: message` line per problem. */
  | { type: 'failed'; message: string };

/**
 * Builds everything into a fresh folder and swaps it in; the session (`builder`) is then ready for updates. It records
 * what each route reads (to re-render only what an edit touched) and previews drafts and unfinished files, marked.
 */
export async function fullBuild(opts: WorkerOptions): Promise<{ builder: DevSession; ms: number }> {
  const started = performance.now();
  const builder = new DevSession({ root: opts.root, contentDir: opts.contentDir, cacheDir: opts.cacheDir });
  await builder.renderer.parseAhead();
  builder.renderer.load();
  await writeAndSwap(opts.outDir, (dir) => builder.build(dir), {});
  return { builder, ms: performance.now() - started };
}

function describe(e: unknown): string {
  if (e instanceof ContentError) return e.issues.map(formatIssue).join('\n');
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/** Runs as the forked child: argv is a JSON WorkerOptions. */
async function main(): Promise<void> {
  const opts = JSON.parse(process.argv[2]) as WorkerOptions;
  const send = (m: WorkerMessage) => process.send?.(m);
  let builder: DevSession | undefined;
  /** After a failed update the in-memory state may not match the files: the next change rebuilds all. */
  let stale = true;
  let queue = Promise.resolve();

  const rebuildAll = async () => {
    const { builder: b, ms } = await fullBuild(opts);
    builder = b;
    stale = false;
    send({ type: 'ready', ms, routes: b.routes.length, encoded: b.imageStats.encoded, reused: b.imageStats.reused });
  };

  const handle = async (change: ChangeSet) => {
    // Files the watcher saw change are read again even when their size, time and inode look the same
    // (two saves within one tick of the file system clock): a save is never taken for the one before.
    forgetParsed(change.files ?? []);
    try {
      if (!builder || stale) await rebuildAll();
      else send({ type: 'updated', result: await builder.update(opts.outDir, change) });
    } catch (e) {
      // A content mistake leaves the state as it was (the loader throws before anything changes).
      if (!(e instanceof ContentError)) stale = true;
      send({ type: 'failed', message: describe(e) });
    }
  };

  process.on('message', (m: { type: string; change: ChangeSet }) => {
    if (m.type === 'change') queue = queue.then(() => handle(m.change));
  });
  process.on('disconnect', () => process.exit(0));
  queue = queue.then(() => handle({}));
}

// Only as the dev server's forked child: the bench and the tests import fullBuild from here.
const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (process.send && isEntry) await main();
