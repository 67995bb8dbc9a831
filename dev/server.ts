/**
 * The dev server's process, started by dev.ts: keeps the Site its first build made, renders each page from it on
 * request, makes a new one on a save; a save of code it imports asks dev.ts for a fresh process (fresh modules).
 */
import '../src/pipeline/production.ts';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, forgetParsed, formatIssue } from '../src/content/load/loader.ts';
import { ParseCache } from '../src/content/parseCache.ts';
import { buildStyles } from '../src/pipeline/assets/css.ts';
import { buildScripts } from '../src/pipeline/assets/scripts.ts';
import { contentSecurityPolicy } from '../src/pipeline/host/headers.ts';
import { headersFile, hostFiles } from '../src/pipeline/host/files.ts';
import { findRoutes, routeOfOutput } from '../src/pipeline/routes.ts';
import { loadContent, publishImages, publishNamed, renderRoute, type Site } from '../src/pipeline/site.ts';
import { mergeNew } from '../src/pipeline/writeFiles.ts';
import { matchRedirect } from '../src/lib/redirects.ts';
import { NOT_FOUND, SITE_FILE } from '../src/lib/sitePaths.ts';
import { ADMIN_PATH } from '../src/pipeline/admin/write.ts';
import { build } from '../build.ts';
import { headersFor, parseHeaderBlocks, readHeaderBlocks, resolveFile, serve, TYPES } from './preview.ts';
import { RELOAD_JS } from './client.ts';
import { watchFiles } from './watch.ts';
import { localBackend, LOCAL_BACKEND_PATH } from './cmsBackend.ts';

/** What saves ask of the Site: content files to read again whatever their stamps say, images (under content/images). */
export type Change = { files: string[]; images: string[]; content: boolean; styles: boolean; scripts: boolean };

/** What saved files ask, added to `into` (a change not made yet); `restart`: code the server imports was saved. */
export function changesFor(files: string[], dirs: { root: string; contentDir: string }, into?: Change) {
  const change = into ?? { files: [], images: [], content: false, styles: false, scripts: false };
  let restart = false;
  for (const file of files) {
    const inContent = file.startsWith(dirs.contentDir + path.sep);
    const rel = path.relative(inContent ? dirs.contentDir : dirs.root, file).replaceAll(path.sep, '/');
    const base = path.posix.basename(rel);
    // Editor droppings and atomic-write temporaries.
    if (!base || base.startsWith('.') || base.endsWith('~') || /\.(swp|swx|tmp)$/.test(base) || /^\d+$/.test(base))
      continue;
    if (inContent) {
      change.files.push(file);
      if (rel.startsWith('images/')) change.images.push(rel.slice('images/'.length));
      else change.content = true;
    } else if (rel.startsWith('src/') && rel.endsWith('.css')) change.styles = true;
    // The chrome script and the island runtime are bundled for the browser only; the server never imports them.
    else if (rel.startsWith('src/client/')) change.scripts = true;
    else if (rel.startsWith('src/') || rel === 'build.ts') restart = true;
  }
  return { change: change.files.length || change.styles || change.scripts ? change : undefined, restart };
}

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Host files, made from every page as the build makes them. */
const HOST_FILES = new Set([SITE_FILE.sitemap, SITE_FILE.feed, SITE_FILE.robots, '/_headers', '/_redirects']);

/** The answer to `pathname` rendered from `site`, as the hosts give it. */
export async function respond(site: Site, outDir: string, pathname: string): Promise<Answer> {
  const blocks = (routes: { path: string; csp: string }[] = []) =>
    headersFor(parseHeaderBlocks(headersFile(routes, site.opts.host)), pathname);
  if (HOST_FILES.has(pathname)) {
    const pages = site.routes.map((r) => renderRoute(site, r));
    const text = hostFiles(site.content, pages, site.opts.host).files.get(pathname.slice(1)) ?? '';
    const type = TYPES[path.extname(pathname)] ?? TYPES['.txt'];
    return { status: 200, headers: { ...blocks(), 'Content-Type': type }, body: text };
  }
  // A page asked for by its file's name (about/index.html, 404.html) is that page, as the hosts serve the file.
  const asFile = /(^|\/)index\.html$|^\/404\.html$/.test(pathname) ? routeOfOutput(pathname.slice(1)) : undefined;
  const clean = asFile ?? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const route = site.routes.find((r) => r.path === clean && (r.path !== NOT_FOUND || asFile));
  // A route's address with a trailing slash redirects to the one without; else the redirect table's.
  const to = route ? !asFile && clean !== pathname && clean : matchRedirect(site.content.redirects, pathname);
  if (to) return { status: 301, headers: { ...blocks(), Location: to }, body: '' };
  const page = renderRoute(site, route ?? site.routes.find((r) => r.path === NOT_FOUND)!);
  await publishNamed(site, [page], outDir);
  const headers = { ...(route ? blocks([page]) : blocks()), 'Content-Type': 'text/html; charset=utf-8' };
  return { status: route ? 200 : 404, headers, body: page.html };
}

/** The Site after `change`: only what it asks is made again. */
export async function update(site: Site, change: Change, outDir: string, cache: ParseCache): Promise<Site> {
  forgetParsed(change.files);
  let next = site;
  if (change.content || change.images.length) {
    const content = await loadContent(site.opts, cache);
    const { images, sources, originals } = await publishImages(site.opts, content, outDir, site, change.images);
    const routes = findRoutes(site.modules, content);
    next = { ...next, content, images, sources, assets: { ...site.assets, ...originals }, routes };
  }
  const src = path.join(site.opts.root, 'src');
  if (change.styles) next = { ...next, styles: await buildStyles(src) };
  if (change.scripts) {
    // Built beside the site, then only new (hashed) files moved in: a file being served is never rewritten.
    const stage = path.join(outDir, `.stage-${process.pid}`);
    await rm(stage, { recursive: true, force: true });
    try {
      const { enhance, islands, bytes } = await buildScripts(src, stage, '/assets');
      if (existsSync(stage)) await mergeNew(stage, path.join(outDir, 'assets'));
      next = { ...next, assets: { ...next.assets, enhance, islands }, scriptBytes: bytes };
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }
  return next;
}

function describe(e: unknown): string {
  if (e instanceof ContentError) return e.issues.map(formatIssue).join('\n');
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/** As dev.ts's child: argv is JSON { root, contentDir, outDir, url, restarted }. */
async function main(): Promise<void> {
  const { root, contentDir, outDir, url, restarted } = JSON.parse(process.argv[2]) as Record<string, string>;
  const cache = new ParseCache(path.join(root, '.cache', 'markdown'), contentDir);
  const clients = new Set<ServerResponse>();
  const send = (res: ServerResponse, event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => {
    for (const res of clients) send(res, event, data);
  };
  // A page learns the version (when the Site was made) it was rendered at; `failure`: the last change's, if any.
  let site: Site | undefined;
  let version = 0;
  let failure: string | undefined;
  let busy = true;
  /** Builds and changes started so far: a test can wait for one to start however quickly it ends. */
  let builds = 0;
  let pending: Change | undefined;
  let flushing: NodeJS.Timeout | undefined;
  let built: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => (built = resolve));

  const made = (next: Site, line: string) => {
    site = next;
    version = Date.now();
    console.log(line);
    // Every open page reloads (the CMS only closes its error): it renders from the new Site.
    broadcast('reload', { all: true, paths: [] });
    failure = undefined;
  };
  const failed = (e: unknown) => {
    failure = describe(e);
    const serving = site
      ? 'the site being served is the last good one'
      : 'there is no site to serve until a build succeeds';
    console.error(`\nBuild failed; ${serving}.\n${failure}\n`);
    broadcast('failed', { message: failure });
  };
  /** Applies the changes saved so far, one batch at a time; the first build, or a build after it failed, first. */
  const next = async (): Promise<void> => {
    const change = pending;
    pending = undefined;
    busy = true;
    builds++;
    const started = performance.now();
    try {
      if (!site) {
        forgetParsed(change?.files ?? []);
        const r = await build({ root, contentDir, outDir, preview: true, quiet: true });
        const { encoded, reused } = r.images;
        made(
          r.site,
          `Built ${r.routes.length} routes in ${Math.round(r.ms)} ms (images ${encoded} encoded, ${reused} cached).`,
        );
        const shown = path.relative(process.cwd(), outDir);
        if (!restarted)
          console.log(`Serving ${shown && !shown.startsWith('..') ? shown : outDir} at ${url}  (Ctrl+C to stop)`);
        built();
      } else if (change) {
        const what = [change.content && 'content', change.styles && 'CSS', change.scripts && 'scripts'];
        const next = await update(site, change, outDir, cache);
        made(
          next,
          `Changed (${what.filter(Boolean).join(', ') || 'images'}) in ${Math.round(performance.now() - started)} ms: open pages reload.`,
        );
        // Kept for the next start once saves pause: writing it must not hold up the pages that reload now.
        clearTimeout(flushing);
        flushing = setTimeout(() => void cache.flush(), 2000);
      }
    } catch (e) {
      failed(e);
    }
    busy = false;
    if (pending) return next();
  };

  const watcher = watchFiles({
    paths: [contentDir, path.join(root, 'src'), path.join(root, 'build.ts')],
    onBatch(files) {
      const { change, restart } = changesFor(files, { root, contentDir }, pending);
      // Fresh modules: dev.ts starts a new process, which reads everything afresh.
      if (restart) process.send?.({ type: 'restart' });
      pending = change;
      if (pending && !busy) void next();
    },
    onError: (e) => console.error('Watching files:', e),
  });
  // The first build starts once every file is watched: a save is either read by it or seen as a change.
  await watcher.ready;

  // The CMS at /admin/ edits the repository the content folder is in (loaded in the background).
  const cms = localBackend(path.dirname(contentDir));
  const script = (v: number) => `<script type="module" src="/__dev/reload.js?v=${v}"></script>`;
  const { server } = await serve({
    dir: outDir,
    handle(req, res, u) {
      // The dev server's own answers are fresh each time (unless the site's headers say otherwise).
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
        if (site && version > (Number(u.searchParams.get('v')) || 0)) send(res, 'reload', { all: true, paths: [] });
        else if (failure !== undefined) send(res, 'failed', { message: failure });
        return true;
      }
      if (u.pathname === LOCAL_BACKEND_PATH) return cms.handle(req, res, url);
      if (u.pathname === '/__dev/status') {
        const waiting = pending !== undefined || watcher.queued;
        const status = { generation: site ? version : 0, builds, building: busy, waiting, failure: failure ?? null };
        return answer(200, 'application/json; charset=utf-8', JSON.stringify(status));
      }
      // No site yet: a page that reloads once there is one (a replacing process holds the request instead), with 200,
      // as a 503 would be reported by the browser as an error of a page that is about to be fine.
      if (!site && (!restarted || failure !== undefined))
        return answer(200, 'text/html; charset=utf-8', waitingPage(script(0)), {
          'Content-Security-Policy': contentSecurityPolicy(),
        });
      // The CMS's page, the folder's one page, with the script too (it shows errors, and never reloads).
      if (u.pathname === ADMIN_PATH.slice(0, -1)) {
        const page = readFileSync(path.join(outDir, ADMIN_PATH, 'index.html'), 'utf8');
        const headers = headersFor(readHeaderBlocks(outDir), u.pathname);
        return answer(200, 'text/html; charset=utf-8', page.replace('</body>', `${script(version)}</body>`), headers);
      }
      // The folder answers with a file of its own (an image, a script, the CMS), not a rendered answer.
      const file = resolveFile(outDir, u.pathname);
      if (file && !HOST_FILES.has(u.pathname) && (!file.endsWith('.html') || u.pathname.startsWith('/admin')))
        return false;
      void firstBuild.then(async () => {
        const at = version;
        const a = await respond(site!, outDir, u.pathname).catch((e: unknown) => renderFailed(e));
        const html = a.headers['Content-Type']?.startsWith('text/html');
        const body = html ? a.body.replace('</body>', `${script(at)}</body>`) : a.body;
        res.writeHead(a.status, a.headers).end(req.method === 'HEAD' ? '' : body);
      });
      return true;
    },
  });
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
  process.on('disconnect', () => process.exit(0));
  await next();
}

/** Every page until the first build succeeds: it shows its errors and reloads once there is a site. */
const waitingPage = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Building…</title></head>
<body data-dev-waiting><main><h1>Building the site…</h1><p>This page reloads when the build is done.</p></main>
${script}</body></html>
`;

/** A page that threw while rendering (code being written): its error, in the page (with the reload script). */
function renderFailed(e: unknown): Answer {
  const body = `<!doctype html><title>Render failed</title><body><pre>${describe(e).replaceAll('<', '&lt;')}</pre></body>`;
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy() };
  return { status: 500, headers, body };
}

// Only as dev.ts's child: the tests import respond and update from here.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) await main();
