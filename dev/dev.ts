/**
 * npm run dev: build, serve the site with the production headers, rebuild on every change under content/ and src/
 * (docs/development.md, "The dev server": what each kind of change rebuilds), and reload open pages. Changes that
 * arrive while a build runs are merged and applied after it. Open pages hold a Server-Sent Events connection
 * (/__dev/events), reload when their route was rewritten, and show a failed build's errors over the last good page;
 * the reload script is an external file (/__dev/reload.js), so the strict Content-Security-Policy stays as deployed.
 *
 *   tsx dev/dev.ts [--port 4321] [--out dist] [--content content]
 * --port 0 picks a free port. Once files are watched it prints "Dev server at <url>"; /__dev/status answers what it
 * is doing, as JSON.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/pipeline/host/headers.ts';
import { serve } from './preview.ts';
import type { ChangeSet } from '../src/pipeline/devSession.ts';
import type { WorkerMessage } from './worker.ts';
import { workerOptions } from './options.ts';
import { changesFor, mergeChanges, isEmptyChange, describeUpdate } from './changes.ts';
import { RELOAD_JS } from './client.ts';
import { watchFiles } from './watch.ts';
import { flag, ROOT } from './root.ts';
import { localBackend, LOCAL_BACKEND_PATH } from './cmsBackend.ts';

const port = Number(flag('--port') ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not ${flag('--port') ?? process.env.PORT}`);
  process.exit(2);
}
const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));
const contentDir = path.resolve(flag('--content') ?? path.join(ROOT, 'content'));
const workerOpts = workerOptions({ root: ROOT, contentDir, outDir });

// ---------------------------------------------------------------------------
// What open pages are told
// ---------------------------------------------------------------------------

/** Successful builds so far; a page is served with the number it was read at. */
let generation = 0;
/** The last build that changed every page (first build, new build process, new assets). */
let allAt = 0;
/** The last build that rewrote or removed each route. */
const changedAt = new Map<string, number>();
/** The error of the last build while it failed (the site served is the last good one). */
let failure: string | undefined;

const clients = new Set<ServerResponse>();

// The build process and what waits for it (busy until the first one starts: changes wait for it).
let worker: ChildProcess | undefined;
let busy = true;
/** Builds and updates started so far: a test can wait for one to start however quickly it ends. */
let builds = 0;
let pending: ChangeSet = {};
let restartPending = false;
let started = 0;
let firstBuild = true;
const ms = (n: number) => `${Math.round(n)} ms`;

function sendEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function broadcast(event: string, data: unknown): void {
  for (const res of clients) sendEvent(res, event, data);
}

function succeeded(written: string[], all: boolean): void {
  generation++;
  if (all) allAt = generation;
  for (const p of written) changedAt.set(p, generation);
  if (all || written.length) broadcast('reload', { all, paths: written });
  if (failure !== undefined) {
    failure = undefined;
    // Pages that showed the error reload even when their own HTML came out as it was (an undo).
    broadcast('fixed', {});
  }
}

function failed(message: string): void {
  failure = message;
  broadcast('failed', { message });
}

/** Until a build succeeds there is no site: every page is this one, which shows build errors and reloads once there is. */
const waitingHtml = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Building…</title></head>
<body><main><h1>Building the site…</h1><p>This page reloads when the build is done.</p></main>
<script type="module" src="/__dev/reload.js?v=${generation}"></script></body></html>
`;

const watcher = watchFiles({
  paths: [contentDir, path.join(ROOT, 'src'), path.join(ROOT, 'build.ts')],
  onBatch(files) {
    const { change, restart } = changesFor(files, { root: ROOT, contentDir });
    if (restart) restartPending = true;
    pending = mergeChanges(pending, change);
    next();
  },
  onError: (e) => console.error('Watching files:', e),
});
// The first build starts once every file is watched: a save is either read by it or seen as a change.
await watcher.ready;

// The CMS at /admin/ edits the repository the content folder is in (loaded in the background).
const cms = localBackend(path.dirname(contentDir));

const { url } = await serve({
  dir: outDir,
  port,
  // Read while each page is answered, right after its file: the page learns the build it was read at.
  get inject() {
    return `<script type="module" src="/__dev/reload.js?v=${generation}"></script>`;
  },
  handle(req, res, u) {
    // Every answer of the dev server's own is fresh each time.
    const answer = (status: number, type: string, body: string, headers = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
      return true;
    };
    if (u.pathname === '/__dev/reload.js') return answer(200, 'text/javascript; charset=utf-8', RELOAD_JS);
    if (u.pathname === '/__dev/events') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write('retry: 500\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      // A build that finished after the page was read but before it connected would otherwise go unseen.
      const seen = Number(u.searchParams.get('v')) || 0;
      const routes = [u.searchParams.get('path') ?? '/', ...(u.searchParams.has('notFound') ? ['/404'] : [])];
      if (allAt > seen || routes.some((r) => (changedAt.get(r) ?? 0) > seen))
        sendEvent(res, 'reload', { all: true, paths: [] });
      else if (failure !== undefined) sendEvent(res, 'failed', { message: failure });
      return true;
    }
    if (u.pathname === LOCAL_BACKEND_PATH) {
      cms.handle(req, res, url);
      return true;
    }
    if (u.pathname === '/__dev/status') {
      const status = {
        generation,
        builds,
        building: busy,
        waiting: restartPending || !isEmptyChange(pending) || watcher.queued,
        failure: failure ?? null,
      };
      return answer(200, 'application/json; charset=utf-8', JSON.stringify(status));
    }
    if (existsSync(path.join(outDir, 'index.html'))) return false;
    const policy = { 'Content-Security-Policy': contentSecurityPolicy() };
    return answer(503, 'text/html; charset=utf-8', waitingHtml(), policy);
  },
});

// ---------------------------------------------------------------------------
// The build process
// ---------------------------------------------------------------------------

function startWorker(reason: string): void {
  worker?.removeAllListeners();
  worker?.kill();
  // The new process reads everything afresh, so what was pending is covered.
  pending = {};
  restartPending = false;
  busy = true;
  builds++;
  started = performance.now();
  console.log(reason);
  const child = fork(path.join(ROOT, 'dev', 'worker.ts'), [JSON.stringify(workerOpts)], {
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
    failed(`The build process stopped (exit ${code}). Save a file to start it again.`);
    restartPending = true;
    // Changes that were waiting for it are not left waiting for another one.
    if (!isEmptyChange(pending)) next();
  });
}

function onMessage(m: WorkerMessage): void {
  busy = false;
  const took = performance.now() - started;
  if (m.type === 'ready') {
    console.log(`Built ${m.routes} routes in ${ms(m.ms)} (images ${m.encoded} encoded, ${m.reused} cached).`);
    const shown = path.relative(process.cwd(), outDir);
    if (firstBuild)
      console.log(`Serving ${shown && !shown.startsWith('..') ? shown : outDir} at ${url}  (Ctrl+C to stop)`);
    firstBuild = false;
    succeeded([], true);
  } else if (m.type === 'updated') {
    console.log(describeUpdate(m.result, took));
    succeeded([...m.result.written, ...m.result.removed], m.result.assetsChanged);
  } else {
    const serving = generation
      ? 'the site being served is the last good one'
      : 'there is no site to serve until a build succeeds';
    console.error(`\nBuild failed; ${serving}.\n${m.message}\n`);
    failed(m.message);
  }
  next();
}

function next(): void {
  if (busy) return;
  if (restartPending) {
    startWorker('Code changed: full rebuild in a fresh build process…');
    return;
  }
  if (!isEmptyChange(pending) && worker) {
    const change = pending;
    pending = {};
    busy = true;
    builds++;
    started = performance.now();
    worker.send({ type: 'change', change });
  }
}

console.log(`Dev server at ${url}`);
startWorker('Building…');

const stop = () => {
  void watcher.close();
  for (const res of clients) res.end();
  worker?.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
