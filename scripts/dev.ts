/**
 * npm run dev: build, serve the site with the production headers, rebuild on
 * every change under content/, src/ and styles/, and reload open pages.
 *
 * - Content edits (Markdown, JSON, images) re-render only the routes that
 *   read what changed, in the build process that keeps everything loaded
 *   (one post: that post, /blog, the home page if it lists it, sitemap, feed).
 * - Styles and browser-only code (src/client) rebuild their bundles in that
 *   same process and re-render every page with the new asset URLs.
 * - Code the server imports (pages, components, layouts, islands, lib, build)
 *   gets a fresh build process: a full rebuild with fresh modules.
 * Open pages hold a Server-Sent Events connection (/__dev/events) and reload
 * when their route was rewritten. The reload script is an external file
 * (/__dev/reload.js), so the strict Content-Security-Policy stays as deployed.
 *
 *   tsx scripts/dev.ts [--port 4321] [--out dist] [--content content]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../src/build/serve.ts';
import type { ChangeSet } from '../src/build/site.ts';
import type { WorkerMessage, WorkerOptions } from './lib/dev-worker.ts';
import { classifyChange, mergeChanges, isEmptyChange, describeUpdate } from './lib/dev-changes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const port = Number(flag('--port') ?? process.env.PORT ?? 4321);
const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));
const contentDir = path.resolve(flag('--content') ?? path.join(ROOT, 'content'));
const workerOpts: WorkerOptions = {
  root: ROOT,
  contentDir,
  outDir,
  cacheDir: path.join(ROOT, '.cache', 'images'),
};

// ---------------------------------------------------------------------------
// Reloading open pages
// ---------------------------------------------------------------------------

const RELOAD_JS = `// Dev only: reload this page when the dev server rewrites it.
const here = location.pathname.replace(/\\/+$/, '') || '/';
const notFound = document.body.dataset.page === 'not-found';
const events = new EventSource('/__dev/events');
events.addEventListener('reload', (e) => {
  const { all, paths } = JSON.parse(e.data);
  if (all || paths.includes(here) || (notFound && paths.includes('/404'))) location.reload();
});
`;

const clients = new Set<ServerResponse>();

function broadcast(data: { all: boolean; paths: string[] }): void {
  for (const res of clients) res.write(`event: reload\ndata: ${JSON.stringify(data)}\n\n`);
}

const { url } = await serve({
  dir: outDir,
  port,
  inject: '<script type="module" src="/__dev/reload.js"></script>',
  handle(req, res, u) {
    if (u.pathname === '/__dev/reload.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(RELOAD_JS);
      return true;
    }
    if (u.pathname === '/__dev/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    }
    return false;
  },
});

// ---------------------------------------------------------------------------
// The build process
// ---------------------------------------------------------------------------

let worker: ChildProcess | undefined;
let busy = false;
let pending: ChangeSet = {};
let restartPending = false;
let started = 0;
let firstBuild = true;
const ms = (n: number) => `${Math.round(n)} ms`;

function startWorker(reason: string): void {
  worker?.removeAllListeners();
  worker?.kill();
  busy = true;
  started = performance.now();
  console.log(reason);
  const child = fork(path.join(ROOT, 'scripts', 'lib', 'dev-worker.ts'), [JSON.stringify(workerOpts)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  worker = child;
  child.on('message', (m: WorkerMessage) => onMessage(m));
  child.on('exit', (code) => {
    if (worker !== child) return;
    worker = undefined;
    busy = false;
    console.error(`The build process stopped (exit ${code}); it restarts on the next change.`);
    restartPending = true;
  });
}

function onMessage(m: WorkerMessage): void {
  busy = false;
  const took = performance.now() - started;
  if (m.type === 'ready') {
    console.log(`Built ${m.routes} routes in ${ms(m.ms)} (images ${m.encoded} encoded, ${m.reused} cached).`);
    const shown = path.relative(process.cwd(), outDir);
    if (firstBuild) console.log(`Serving ${shown && !shown.startsWith('..') ? shown : outDir} at ${url}  (Ctrl+C to stop)`);
    firstBuild = false;
    broadcast({ all: true, paths: [] });
  } else if (m.type === 'updated') {
    console.log(describeUpdate(m.result, took));
    if (m.result.written.length || m.result.removed.length || m.result.assetsChanged) {
      broadcast({ all: m.result.assetsChanged, paths: [...m.result.written, ...m.result.removed] });
    }
  } else {
    console.error(`\nBuild failed; the site being served is the last good one.\n${m.message}\n`);
  }
  next();
}

function next(): void {
  if (busy) return;
  if (restartPending) {
    restartPending = false;
    pending = {};
    startWorker('Code changed: full rebuild in a fresh build process…');
    return;
  }
  if (!isEmptyChange(pending) && worker) {
    const change = pending;
    pending = {};
    busy = true;
    started = performance.now();
    worker.send({ type: 'change', change });
  }
}

// ---------------------------------------------------------------------------
// Watching
// ---------------------------------------------------------------------------

let timer: NodeJS.Timeout | undefined;
const changedFiles = new Set<string>();

function onFsEvent(file: string): void {
  changedFiles.add(file);
  clearTimeout(timer);
  // Editors write a file in several steps; one batch per burst.
  timer = setTimeout(() => {
    const files = [...changedFiles];
    changedFiles.clear();
    for (const f of files) {
      // Named as if under content/ even when --content points elsewhere.
      const rel = f.startsWith(contentDir + path.sep) ? path.join('content', path.relative(contentDir, f)) : path.relative(ROOT, f);
      const kind = classifyChange(rel);
      if (kind === 'restart') restartPending = true;
      else if (kind) pending = mergeChanges(pending, kind);
    }
    next();
  }, 30);
}

const watchers: FSWatcher[] = [];
for (const dir of [contentDir, path.join(ROOT, 'src'), path.join(ROOT, 'styles')]) {
  watchers.push(watch(dir, { recursive: true }, (_event, name) => name && onFsEvent(path.join(dir, name.toString()))));
}
watchers.push(watch(path.join(ROOT, 'build.ts'), () => onFsEvent(path.join(ROOT, 'build.ts'))));

startWorker('Building…');

const stop = () => {
  for (const w of watchers) w.close();
  for (const res of clients) res.end();
  worker?.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
