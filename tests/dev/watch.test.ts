/**
 * The dev server's watcher: raw events map to their files, bursts become one batch (never held back forever), and on
 * a real folder every save is reported: in place, renamed over the file, several within one tick, added and deleted.
 */
import { execFileSync } from 'node:child_process';
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdirSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createBatcher, rawEventPaths, watchFiles, type DevWatcher } from '../../dev/watch.ts';
import { folder } from '../helpers/folder.ts';

describe('rawEventPaths', () => {
  it("a folder's event names the child; a file's event names the file itself", () => {
    assert.deepEqual(rawEventPaths('/c/blog', '01-post.md'), ['/c/blog/01-post.md']);
    assert.deepEqual(rawEventPaths('/c/blog/01-post.md', '01-post.md'), [
      '/c/blog/01-post.md',
      '/c/blog/01-post.md/01-post.md',
    ]);
    assert.deepEqual(rawEventPaths('/c/blog', null), ['/c/blog']);
    assert.deepEqual(rawEventPaths('/c/blog', Buffer.from('x.md')), ['/c/blog/x.md']);
  });
});

describe('createBatcher', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'] }));
  afterEach(() => mock.timers.reset());

  it('hands over a burst at once after a quiet time, each file once', () => {
    const batches: string[][] = [];
    const b = createBatcher((files) => batches.push(files), 20, 200);
    b.add('a');
    mock.timers.tick(10);
    b.add('b');
    b.add('a');
    mock.timers.tick(19);
    assert.deepEqual(batches, []);
    assert.equal(b.queued, true);
    mock.timers.tick(1);
    assert.deepEqual(batches, [['a', 'b']]);
    assert.equal(b.queued, false);
  });

  it('never holds a steady stream of writes back longer than the longest wait', () => {
    const batches: string[][] = [];
    const b = createBatcher((files) => batches.push(files), 20, 100);
    for (let t = 0; t < 100; t += 10) {
      b.add(`f${t}`);
      mock.timers.tick(10);
    }
    assert.equal(batches.length, 1, 'a batch went out at 100 ms although writes kept coming');
    assert.equal(batches[0].length, 10);
  });
});

describe('watchFiles on a real folder', () => {
  let root: string;
  let dir: string;
  let watcher: DevWatcher;
  const seen: string[][] = [];
  let wake: ((files: string[]) => void) | undefined;

  before(async () => {
    root = folder({ 'content/blog/post.md': 'one', 'build.ts': 'one' });
    dir = path.join(root, 'content');
    watcher = watchFiles({
      // A folder, and a file watched on its own (as the dev server watches build.ts).
      paths: [dir, path.join(root, 'build.ts')],
      debounceMs: 10,
      onBatch(files) {
        seen.push(files);
        wake?.(files);
      },
    });
    await watcher.ready;
  });
  after(() => watcher?.close());

  /** Waits (on the watcher's own batches, with a deadline) until `file` is reported after `save` ran. */
  async function reported(file: string, save: () => void): Promise<void> {
    seen.length = 0;
    const deadline = AbortSignal.timeout(5000);
    await new Promise<void>((resolve, reject) => {
      wake = (files) => files.includes(file) && resolve();
      deadline.onabort = () => reject(new Error(`${file} was not reported; batches: ${JSON.stringify(seen)}`));
      save();
    });
  }

  it('reports in-place saves, saves renamed over the file, every save after them, and saves right after another', async () => {
    const post = path.join(dir, 'blog', 'post.md');
    const tmp = path.join(dir, 'blog', '.post.md.tmp');
    await reported(post, () => writeFileSync(post, 'two'));
    for (let i = 0; i < 3; i++) {
      await reported(post, () => {
        writeFileSync(tmp, `renamed ${i}`);
        renameSync(tmp, post);
      });
      await reported(post, () => writeFileSync(post, `in place ${i}`));
    }
    // Saves right after another one: chokidar drops a second change event within 50 ms; the raw event still reports it.
    await reported(post, () => writeFileSync(post, 'bbbb'));
    await reported(post, () => writeFileSync(post, 'cccc'));
  });

  // A save after a rename over a file watched alone is reported even when the pool is held, and so when it is not.
  it('reports a save right after a rename over a file watched alone, even with the thread pool held', async () => {
    const entry = path.join(root, 'build.ts');
    // Every thread of the pool held (each opening a FIFO no one writes to yet): a report that needs a stat first
    // (chokidar watching a renamed file again, the way that once lost a save for good) can't come until they are let go.
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const fifo = path.join(root, '.pool-fifo');
    execFileSync('mkfifo', [fifo]);
    const held = Array.from({ length: threads }, () => open(fifo, 'r'));
    try {
      // Twice: the watch must be set up again after each rename, not only the first.
      for (let i = 0; i < 2; i++) {
        await reported(entry, () => {
          writeFileSync(`${entry}.tmp`, `renamed while the pool is held ${i}`);
          renameSync(`${entry}.tmp`, entry);
        });
        await reported(entry, () => writeFileSync(entry, `saved while the pool is held ${i}`));
      }
    } finally {
      // A writer lets every reader's open return; it stays open until they all have.
      const writer = openSync(fifo, 'w');
      for (const handle of await Promise.all(held)) await handle.close();
      closeSync(writer);
      unlinkSync(fifo);
    }
  });

  it('reports files added and deleted, also in a new folder', async () => {
    const added = path.join(dir, 'blog', 'added.md');
    await reported(added, () => writeFileSync(added, 'new'));
    await reported(added, () => unlinkSync(added));
    const nested = path.join(dir, 'drafts', 'x.md');
    await reported(nested, () => {
      mkdirSync(path.dirname(nested));
      writeFileSync(nested, 'draft');
    });
  });
});
