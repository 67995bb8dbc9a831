/** Writing a site so that no visitor ever reads half of it: a file at a time, or a whole new folder swapped in. */
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';

/** A temporary file of its own (builds, and a build's tasks, may write one cache file at once), then a rename. */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** The replaced sites beside a build's folder, left for the next build to delete. */
const REPLACED = '.dist-old-';

/**
 * Writes a site with `write` into a new folder, then swaps it in for `outDir` (a failed build leaves it as it was);
 * the next build deletes the replaced one in a process of its own, which it waits for: deleting thousands of pages
 * takes as long as writing them, and a build leaves no process behind. Gives the swap's milliseconds.
 */
export async function writeAndSwap(outDir: string, write: (dir: string) => Promise<void>): Promise<number> {
  const parent = path.dirname(outDir);
  const replaced = existsSync(parent) ? readdirSync(parent).filter((name) => name.startsWith(REPLACED)) : [];
  const deleting = new Promise((resolve) => {
    if (!replaced.length) return resolve(undefined);
    const script =
      'for (const d of process.argv.slice(1)) require("node:fs").rmSync(d, { recursive: true, force: true })';
    const dirs = replaced.map((name) => path.join(parent, name));
    spawn(process.execPath, ['-e', script, ...dirs], { stdio: 'ignore' }).on('close', resolve);
  });
  const tmp = path.join(parent, `.dist-tmp-${process.pid}`);
  await rm(tmp, { recursive: true, force: true });
  try {
    await write(tmp);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  } finally {
    await deleting;
  }
  const t = performance.now();
  if (existsSync(outDir)) await rename(outDir, path.join(parent, `${REPLACED}${process.pid}-${Date.now()}`));
  await rename(tmp, outDir);
  return performance.now() - t;
}

/** Moves files of `from` into `to` that `to` lacks (hashed names: an existing one has the same bytes). */
export async function mergeNew(from: string, to: string): Promise<void> {
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    if (e.isDirectory()) {
      await mkdir(dest, { recursive: true });
      await mergeNew(src, dest);
    } else if (!existsSync(dest)) await rename(src, dest);
  }
}

/**
 * Puts a cached output into the site: a hard link (cache files are only ever renamed over, never changed), else a
 * copy (another disk). A file already there (two renders at once in the dev server) is replaced whole by a rename.
 */
export async function publish(cached: string, dest: string): Promise<void> {
  try {
    await link(cached, dest);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return copyFile(cached, dest);
    const tmp = `${dest}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    await link(cached, tmp).catch(() => copyFile(cached, tmp));
    await rename(tmp, dest);
  }
}
