/**
 * The dev server's file watcher: changed files (absolute paths) in batches, one per burst of writes. chokidar
 * watches a file again when a rename replaces it (git checkout, editors' safe write), which Node's recursive
 * fs.watch on Linux loses track of; it drops a second change within 50 ms, so its raw events are reported too:
 * a save may be reported twice, never missed.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { watch, type ChokidarOptions } from 'chokidar';

export interface WatchOptions {
  paths: string[];
  onBatch(files: string[]): void;
  onError?(error: unknown): void;
  /** Quiet time that ends a burst (an editor writes a file in several steps). */
  debounceMs?: number;
}

export interface DevWatcher {
  /** Resolves once every path is watched: a write after that is reported. */
  ready: Promise<void>;
  /** Whether changed files are waiting for the end of their burst. */
  readonly queued: boolean;
  close(): Promise<void>;
}

/** The files a raw event may be about: a folder's watcher names the child, a file's itself (both, when alike). */
export function rawEventPaths(watchedPath: string, name: string | Buffer | null | undefined): string[] {
  if (name === null || name === undefined || name.toString() === '') return [watchedPath];
  const child = path.join(watchedPath, name.toString());
  return name.toString() === path.basename(watchedPath) ? [watchedPath, child] : [child];
}

/** Collects files until `debounceMs` pass without one, or `maxWaitMs` since the first (steady writes still build). */
export function createBatcher(onBatch: (files: string[]) => void, debounceMs = 20, maxWaitMs = 200) {
  const files = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let first = 0;
  const flush = () => {
    timer = undefined;
    const batch = [...files];
    files.clear();
    if (batch.length) onBatch(batch);
  };
  return {
    add(file: string) {
      files.add(file);
      const now = Date.now();
      if (!timer) first = now;
      clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(debounceMs, first + maxWaitMs - now)));
    },
    get queued() {
      return timer !== undefined;
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      files.clear();
    },
  };
}

export function watchFiles(opts: WatchOptions): DevWatcher {
  const batcher = createBatcher(opts.onBatch, opts.debounceMs);
  const resolved = opts.paths.map((p) => path.resolve(p));
  // A file watched on its own (build.ts) is watched through its folder, whose watch outlives any rename: chokidar
  // watches a renamed file again only once a stat returns, and a save in that window was lost. A path that does
  // not exist yet is watched as a folder.
  const files = new Set(resolved.filter((p) => statSync(p, { throwIfNoEntry: false })?.isFile()));
  const folders = new Set(resolved.filter((p) => !files.has(p)));
  const fileFolders = new Set([...files].map((f) => path.dirname(f)));

  const watchers = [
    folders.size &&
      chokidarWatch([...folders], () => true, {
        // Hidden files and folders (.git, editors' temporaries) are never content or code.
        ignored: (p: string) => !folders.has(path.resolve(p)) && path.basename(p).startsWith('.'),
      }),
    fileFolders.size &&
      chokidarWatch([...fileFolders], (file) => files.has(file), {
        depth: 0,
        ignored: (p: string) => !fileFolders.has(path.resolve(p)) && !files.has(path.resolve(p)),
      }),
  ].filter((w) => !!w);

  function chokidarWatch(paths: string[], accept: (file: string) => boolean, options: ChokidarOptions) {
    // Unlinks are reported at once (atomic mode holds them back 100 ms to pair them with an add).
    const watcher = watch(paths, { ignoreInitial: true, atomic: false, ...options });
    const add = (file: string) => {
      if (accept(file)) batcher.add(file);
    };
    watcher.on('all', (_event, file) => add(path.resolve(file)));
    watcher.on('raw', (_event, name, details) => {
      const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
      if (watchedPath) for (const file of rawEventPaths(path.resolve(watchedPath), name)) add(file);
    });
    watcher.on('error', (e) => opts.onError?.(e));
    return { watcher, ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())) };
  }

  return {
    ready: Promise.all(watchers.map((w) => w.ready)).then(() => {}),
    get queued() {
      return batcher.queued;
    },
    async close() {
      batcher.cancel();
      await Promise.all(watchers.map((w) => w.watcher.close()));
    },
  };
}
