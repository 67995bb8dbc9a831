/**
 * The dev server's build process (docs/development.md, "The dev server"). It runs the build `npm run build` runs
 * (with drafts shown) into the served folder, keeps what the pages were rendered with (a Site), and renders each
 * page the server asks for with it, on request. A change makes a new Site: the content loaded again, new images
 * processed, the CSS or the browser's scripts built again. Code the server imports needs fresh modules: the parent
 * then replaces this process with a new one.
 *
 * In: { type: 'change', change: Change } | { type: 'request', id, url }.
 * Out: 'ready' | 'updated' | 'failed' (one per change, in order), and one 'response' per request.
 */
import '../src/pipeline/production.ts';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, forgetParsed, formatIssue } from '../src/content/loader.ts';
import { ParseCache } from '../src/content/parseCache.ts';
import { buildStyles } from '../src/pipeline/assets/css.ts';
import { buildScripts } from '../src/pipeline/assets/scripts.ts';
import { contentSecurityPolicy } from '../src/pipeline/host/headers.ts';
import { headersFile, hostFiles } from '../src/pipeline/host/siteFiles.ts';
import { findRoutes, loadContent, publishImages, publishNamed, renderRoute, type Site } from '../src/pipeline/site.ts';
import { mergeNew } from '../src/pipeline/writeFiles.ts';
import { matchRedirect } from '../src/lib/redirects.ts';
import { NOT_FOUND, SITE_FILE } from '../src/lib/sitePaths.ts';
import { build } from '../build.ts';
import { headersFor, parseHeaderBlocks } from './preview.ts';

/** What a batch of saves asks of the build process. */
export interface Change {
  /** Content files (absolute paths) saved: read again, whatever their stamps say. */
  files: string[];
  /** Images (relative to content/images) added or edited. */
  images: string[];
  content: boolean;
  styles: boolean;
  scripts: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type WorkerMessage =
  | { type: 'ready'; ms: number; routes: number; encoded: number; reused: number }
  | { type: 'updated'; ms: number; what: string }
  /** For a content mistake, one `file: field: message` line per problem. */
  | { type: 'failed'; message: string }
  /** `version`: the Site it was rendered from, counted from 1 (the first build) by the 'ready' and 'updated' before it. */
  | ({ type: 'response'; id: number; version: number } & Answer);

/** The files a host reads beside the pages: made from every page, as the build makes them. */
const HOST_FILES = new Set([SITE_FILE.sitemap, SITE_FILE.feed, SITE_FILE.robots, '/_headers', '/_redirects']);

/** Whether the build process answers `pathname` (the rest are the folder's files: images, scripts, the CMS). */
export function rendered(pathname: string, file: string | undefined): boolean {
  return HOST_FILES.has(pathname) || !file || (file.endsWith('.html') && !pathname.startsWith('/admin'));
}

/**
 * What a batch of saved files (absolute paths) asks, added to `into` (a change not sent yet): the content loaded
 * again, images processed, the CSS or the browser's scripts built again; `restart` for code the server imports,
 * which needs a fresh build process. Undefined when nothing the site is made of changed.
 */
export function changesFor(
  files: string[],
  dirs: { root: string; contentDir: string },
  into?: Change,
): { change?: Change; restart: boolean } {
  const change = into ?? { files: [], images: [], content: false, styles: false, scripts: false };
  let restart = false;
  for (const file of files) {
    const inContent = file.startsWith(dirs.contentDir + path.sep);
    const rel = path
      .relative(inContent ? dirs.contentDir : dirs.root, file)
      .split(path.sep)
      .join('/');
    const base = rel.split('/').pop() ?? '';
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

const TYPES: Record<string, string> = { '.xml': 'application/xml', '.txt': 'text/plain' };

/** The answer to a request for `pathname`, as the hosts give it: a page, a host file, a redirect, or the not-found page. */
export async function respond(site: Site, outDir: string, pathname: string): Promise<Answer> {
  const blocks = (routes: { path: string; csp: string }[] = []) =>
    headersFor(parseHeaderBlocks(headersFile(routes, site.opts.host)), pathname);
  const html = { 'Content-Type': 'text/html; charset=utf-8' };
  if (HOST_FILES.has(pathname)) {
    const pages = site.routes.map((r) => renderRoute(site, r));
    const text = hostFiles(site.content, pages, site.opts.host).files.get(pathname.slice(1)) ?? '';
    const type = `${TYPES[path.extname(pathname)] ?? 'text/plain'}; charset=utf-8`;
    return { status: 200, headers: { ...blocks(), 'Content-Type': type }, body: text };
  }
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = site.routes.find((r) => r.path === clean && r.path !== NOT_FOUND);
  if (route && clean !== pathname) return { status: 301, headers: { ...blocks(), Location: clean }, body: '' };
  const to = route ? undefined : matchRedirect(site.content.redirects, pathname);
  if (to) return { status: 301, headers: { ...blocks(), Location: to }, body: '' };
  const page = renderRoute(site, route ?? site.routes.find((r) => r.path === NOT_FOUND)!);
  await publishNamed(site, [page], outDir);
  const headers = route ? blocks([page]) : blocks();
  return { status: route ? 200 : 404, headers: { ...headers, ...html }, body: page.html };
}

/** The Site after `change`: content and images, CSS and scripts made again only where the change asks. */
export async function update(site: Site, change: Change, outDir: string, cache: ParseCache): Promise<Site> {
  forgetParsed(change.files);
  let next = site;
  if (change.content || change.images.length) {
    const content = await loadContent(site.opts, cache);
    const made = await publishImages(site.opts, content, outDir, site, change.images);
    const assets = { ...site.assets, ...made.originals };
    next = {
      ...next,
      content,
      images: made.images,
      sources: made.sources,
      assets,
      routes: findRoutes(site.modules, content),
    };
  }
  const src = path.join(site.opts.root, 'src');
  if (change.styles) next = { ...next, styles: await buildStyles(src) };
  if (change.scripts) {
    // Built beside the site, then only new (hashed) files moved in: a file being served is never rewritten.
    const stage = path.join(outDir, `.stage-${process.pid}`);
    await rm(stage, { recursive: true, force: true });
    try {
      const steps = path.join(path.dirname(site.opts.cacheDir), 'steps');
      const scripts = await buildScripts(src, path.join(stage, 'assets'), '/assets', steps);
      if (existsSync(path.join(stage, 'assets')))
        await mergeNew(path.join(stage, 'assets'), path.join(outDir, 'assets'));
      next = { ...next, assets: { ...next.assets, enhance: scripts.enhance, islands: scripts.islands } };
      next = { ...next, scriptBytes: scripts.bytes };
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

/** Runs as the forked child: argv is JSON { root, contentDir, outDir }. */
async function main(): Promise<void> {
  const { root, contentDir, outDir } = JSON.parse(process.argv[2]) as Record<string, string>;
  const cacheDir = path.join(root, '.cache', 'images');
  const cache = new ParseCache(path.join(root, '.cache', 'markdown'), contentDir);
  const send = (m: WorkerMessage) => process.send?.(m);
  let site: Site | undefined;
  let version = 0;
  let flushing: NodeJS.Timeout | undefined;
  let changes = Promise.resolve();

  const handle = async (change?: Change) => {
    const started = performance.now();
    try {
      if (!site) {
        const report = await build({ root, contentDir, outDir, cacheDir, preview: true, quiet: true });
        site = report.site;
        version++;
        const { encoded, reused } = report.images;
        send({ type: 'ready', ms: report.ms, routes: site.routes.length, encoded, reused });
      } else if (change) {
        site = await update(site, change, outDir, cache);
        version++;
        const what = [change.content && 'content', change.styles && 'CSS', change.scripts && 'scripts'];
        send({ type: 'updated', ms: performance.now() - started, what: what.filter(Boolean).join(', ') || 'images' });
        // Kept for the next start, once saves pause: writing it must not hold up the pages that reload now.
        clearTimeout(flushing);
        flushing = setTimeout(() => void cache.flush(), 2000);
      }
    } catch (e) {
      // The last good Site stays: pages are still served from it.
      send({ type: 'failed', message: describe(e) });
    }
  };

  process.on('message', (m: { type: 'change'; change: Change } | { type: 'request'; id: number; url: string }) => {
    if (m.type === 'change') {
      changes = changes.then(() => handle(m.change));
      return;
    }
    const answered = { type: 'response' as const, id: m.id, version };
    if (!site) send({ ...answered, status: 503, headers: {}, body: '' });
    else
      respond(site, outDir, new URL(m.url, 'http://localhost').pathname).then(
        (a) => send({ ...answered, ...a }),
        (e: unknown) => {
          const body = `<!doctype html><title>Render failed</title><pre>${String(describe(e)).replaceAll('<', '&lt;')}</pre>`;
          const headers = {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': contentSecurityPolicy(),
          };
          send({ ...answered, status: 500, headers, body });
        },
      );
  });
  process.on('disconnect', () => process.exit(0));
  changes = changes.then(() => handle());
}

// Only as the dev server's forked child: the tests import respond and update from here.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) await main();

/** Only for tests/e2e/dev.test.ts's comparison with a fresh build, until that test goes: the build the server starts with. */
export const workerOptions = (o: { root: string; contentDir: string; outDir: string }) => o;
export const fullBuild = (o: { root: string; contentDir: string; outDir: string }) =>
  build({ ...o, cacheDir: path.join(o.root, '.cache', 'images'), preview: true, quiet: true });
