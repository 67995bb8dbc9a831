/**
 * npm run dev (docs/development.md, "The dev server"): the build of `npm run build`, with drafts shown, into the
 * served folder; then every page rendered on request from the current content by the build process (worker.ts),
 * the folder serving images, scripts and the CMS. A save in content/ loads the content again, a CSS save rebuilds
 * the CSS, a save in src/client the browser's scripts; any other code the server imports starts a fresh build
 * process. Then open pages reload: they hold a Server-Sent Events connection (/__dev/events), and show a failed
 * change's errors over the last good page; the script is an external file (/__dev/reload.js), so the strict
 * Content-Security-Policy stays as deployed.
 *
 *   tsx dev/dev.ts [--port 4321] [--out dist] [--content content]
 * --port 0 picks a free port. Once files are watched it prints "Dev server at <url>"; /__dev/status answers what it
 * is doing, as JSON.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/pipeline/host/headers.ts';
import { resolveFile, serve } from './preview.ts';
import { changesFor, rendered, type Answer, type Change, type WorkerMessage } from './worker.ts';
import { RELOAD_JS } from './client.ts';
import { watchFiles } from './watch.ts';
import { flag, ROOT } from '../tools/cli.ts';
import { localBackend, LOCAL_BACKEND_PATH } from './cmsBackend.ts';

const port = Number(flag('--port') ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not ${flag('--port') ?? process.env.PORT}`);
  process.exit(2);
}
const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));
const contentDir = path.resolve(flag('--content') ?? path.join(ROOT, 'content'));

/** Successful builds and changes so far; a page is served with the number it was rendered at. */
let generation = 0;
/** The error of the last change while it failed (pages are rendered from the last good content). */
let failure: string | undefined;
const clients = new Set<ServerResponse>();

// The build process and what waits for it (busy until the first one starts: changes wait for it).
let worker: ChildProcess | undefined;
let busy = true;
/** Builds and changes started so far: a test can wait for one to start however quickly it ends. */
let builds = 0;
let pending: Change | undefined;
let restartPending = false;
let firstBuild = true;
/** Requests the build process is rendering, and those waiting for its first build; the generation of each of its Sites. */
const asked = new Map<number, { url: string; reply: (a: Answer & { version: number }) => void }>();
const held: number[] = [];
let childReady = false;
let generationOf = new Map<number, number>();
let version = 0;

function sendEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
const broadcast = (event: string, data: unknown) => {
  for (const res of clients) sendEvent(res, event, data);
};

function succeeded(): void {
  generation++;
  generationOf.set(++version, generation);
  broadcast('reload', { all: true, paths: [] });
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

const script = (v: number) => `<script type="module" src="/__dev/reload.js?v=${v}"></script>`;
/** Until the first build succeeds there is no site: every page is this one, which shows its errors and reloads once there is. */
const waitingHtml = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Building…</title></head>
<body data-dev-waiting><main><h1>Building the site…</h1><p>This page reloads when the build is done.</p></main>
${script(generation)}</body></html>
`;

const watcher = watchFiles({
  paths: [contentDir, path.join(ROOT, 'src'), path.join(ROOT, 'build.ts')],
  onBatch(files) {
    const { change, restart } = changesFor(files, { root: ROOT, contentDir }, pending);
    if (restart) restartPending = true;
    pending = change;
    next();
  },
  onError: (e) => console.error('Watching files:', e),
});
// The first build starts once every file is watched: a save is either read by it or seen as a change.
await watcher.ready;

// The CMS at /admin/ edits the repository the content folder is in (loaded in the background).
const cms = localBackend(path.dirname(contentDir));
let lastId = 0;

const { url } = await serve({
  dir: outDir,
  port,
  // The CMS's page (the folder's only HTML served as a file) learns the build it was read at.
  get inject() {
    return script(generation);
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
      // A change that finished after the page was rendered but before it connected would otherwise go unseen.
      if (generation > (Number(u.searchParams.get('v')) || 0)) sendEvent(res, 'reload', { all: true, paths: [] });
      else if (failure !== undefined) sendEvent(res, 'failed', { message: failure });
      return true;
    }
    if (u.pathname === LOCAL_BACKEND_PATH) {
      cms.handle(req, res, url);
      return true;
    }
    if (u.pathname === '/__dev/status') {
      const waiting = restartPending || pending !== undefined || watcher.queued;
      const status = { generation, builds, building: busy, waiting, failure: failure ?? null };
      return answer(200, 'application/json; charset=utf-8', JSON.stringify(status));
    }
    // No site yet (or a new build process whose first build failed): this page, which reloads once there is one.
    if (!generation || (!childReady && failure !== undefined))
      return answer(503, 'text/html; charset=utf-8', waitingHtml(), {
        'Content-Security-Policy': contentSecurityPolicy(),
      });
    if (!rendered(u.pathname, resolveFile(outDir, u.pathname))) return false;
    const id = ++lastId;
    asked.set(id, {
      url: u.pathname,
      reply: ({ status, headers, body, version: v }) => {
        const html = headers['Content-Type']?.startsWith('text/html');
        const sent = html ? body.replace('</body>', `${script(generationOf.get(v) ?? generation)}</body>`) : body;
        res.writeHead(status, headers).end(req.method === 'HEAD' ? '' : sent);
      },
    });
    ask(id);
    return true;
  },
});

/** Sends a request to the build process, or holds it until a new one has built the site. */
function ask(id: number): void {
  if (childReady) worker?.send({ type: 'request', id, url: asked.get(id)!.url });
  else held.push(id);
}

function startWorker(reason: string): void {
  worker?.removeAllListeners();
  worker?.kill();
  // The new process reads everything afresh, so what was pending is covered.
  pending = undefined;
  restartPending = false;
  busy = true;
  builds++;
  childReady = false;
  // What the old process had not answered, the new one renders.
  held.push(...asked.keys());
  generationOf = new Map();
  version = 0;
  console.log(reason);
  const child = fork(path.join(ROOT, 'dev', 'worker.ts'), [JSON.stringify({ root: ROOT, contentDir, outDir })], {
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
    for (const { reply } of asked.values())
      reply({ status: 500, headers: {}, body: 'The build process stopped.', version: 0 });
    asked.clear();
    held.length = 0;
    // Changes that were waiting for it are not left waiting for another one.
    if (pending) next();
  });
}

function onMessage(m: WorkerMessage): void {
  if (m.type === 'response') {
    asked.get(m.id)?.reply(m);
    asked.delete(m.id);
    return;
  }
  busy = false;
  if (m.type === 'ready') {
    console.log(
      `Built ${m.routes} routes in ${Math.round(m.ms)} ms (images ${m.encoded} encoded, ${m.reused} cached).`,
    );
    const shown = path.relative(process.cwd(), outDir);
    if (firstBuild)
      console.log(`Serving ${shown && !shown.startsWith('..') ? shown : outDir} at ${url}  (Ctrl+C to stop)`);
    firstBuild = false;
    succeeded();
    childReady = true;
    for (const id of held.splice(0)) ask(id);
  } else if (m.type === 'updated') {
    console.log(`Changed (${m.what}) in ${Math.round(m.ms)} ms: open pages reload.`);
    succeeded();
  } else {
    const serving = generation
      ? 'pages are rendered from the last good content'
      : 'there is no site to serve until a build succeeds';
    console.error(`\nBuild failed; ${serving}.\n${m.message}\n`);
    failed(m.message);
  }
  next();
}

function next(): void {
  if (busy) return;
  if (restartPending) startWorker('Code changed: full rebuild in a fresh build process…');
  else if (pending && worker) {
    const change = pending;
    pending = undefined;
    busy = true;
    builds++;
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
