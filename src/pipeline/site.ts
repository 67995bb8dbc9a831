/**
 * The build as a pipeline of values (docs/development.md, "From content to page"): each step returns a new value, so
 * a change makes a new Site and the dev server renders with the build's own functions.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ContentError } from '../content/load/loader.ts';
import type { Content } from '../content/shapes.ts';
import type { ParseCache } from '../content/parseCache.ts';
import { NOT_FOUND } from '../lib/sitePaths.ts';
import type { Assets, BuiltCss } from '../contract/render.ts';
import type { ProcessedImage } from '../contract/image.ts';
import { buildStyles } from './assets/css.ts';
import { buildScripts } from './assets/scripts.ts';
import {
  copyFaviconIco,
  copyOriginal,
  makeAvif,
  processImages,
  unreadableImages,
  type ImageSource,
  type ImageStats,
} from './assets/images.ts';
import { makeCards, publishSquareLogo, shareCard, type CardRequest } from './assets/share.ts';
import { loadSiteContent } from './content.ts';
import { findRoutes, loadRouteModules, outputFile, type RouteEntry, type RouteFile } from './routes.ts';
import { renderPage, type RenderedPage } from './renderPage.tsx';
import { contentSecurityPolicy, cspMeta, HOISTED_STYLE, inlineHashes } from './host/headers.ts';
import { hostNeeds, type Host } from './host/hosts.ts';
import { hostFiles } from './host/files.ts';
import { writeAdmin } from './admin/write.ts';
import { writeAtomic } from './writeFiles.ts';

export interface SiteOptions {
  /** Project root holding src/ (its code and its CSS). */
  root: string;
  /** The content folder (root/content unless a bench or test points elsewhere). */
  contentDir: string;
  /** The image cache (.cache/images); the parse cache and the CMS's bundle sit beside it. */
  cacheDir: string;
  /** Show drafts and unfinished files, marked as such (the dev server); a build leaves them out. */
  preview?: boolean;
  /** The day to build for, YYYY-MM-DD (default: SITE_TODAY, else today in the company's time zone). */
  today?: string;
  /** The host the site is built for (host/hosts.ts); none: files for any static host. */
  host?: Host;
  /** Gzip every page for the report's sizes (the printed table); a quiet build skips that cost. */
  measure?: boolean;
}

/** What pages render with: the content and everything made from it for one folder. */
export interface Site {
  readonly opts: SiteOptions;
  readonly content: Content;
  readonly images: ReadonlyMap<string, ProcessedImage>;
  /** Each processed source's file, cache key and upright size (what AVIF, share cards and the logo are made from). */
  readonly sources: ReadonlyMap<string, ImageSource>;
  /** Every CSS file of src/, minified, by key (see src/contract/Styles.tsx). */
  readonly styles: ReadonlyMap<string, BuiltCss>;
  readonly assets: Assets;
  readonly scriptBytes: Readonly<Record<string, number>>;
  readonly modules: readonly RouteFile[];
  readonly routes: readonly RouteEntry[];
}

export interface RouteReport extends Pick<RenderedPage, 'path' | 'islands' | 'noindex'> {
  file: string;
  htmlBytes: number;
  /** The markup alone, without the inline CSS, gzipped (-9); measured only when the site measures. */
  htmlGzip?: number;
  /** The first flight: the whole file gzipped (-9), inline CSS included; no stylesheet blocks the first paint. */
  firstFlight?: number;
  /** The page's Content-Security-Policy as a header sends it (its inline scripts' and style blocks' hashes). */
  csp: string;
}

/** What a page names beside itself, made by publishNamed before the page is read. */
export interface Named {
  /** The AVIF files it shows (their addresses). */
  avif: string[];
  cards: CardRequest[];
  /** Keys of the CSS files it loads on demand. */
  stylesheets: string[];
}

export type Page = RouteReport & Named & { html: string };

/** Loads and checks the content; on problems, the photos it names are checked too, so one report lists everything. */
export async function loadContent(opts: SiteOptions, cache?: ParseCache): Promise<Content> {
  try {
    return loadSiteContent(opts.contentDir, { preview: opts.preview, cache, today: opts.today });
  } catch (e) {
    if (!(e instanceof ContentError) || !e.images) throw e;
    const imagesDir = path.join(opts.contentDir, 'images');
    const unreadable = await unreadableImages({ imagesDir, sources: [...e.images], cacheDir: opts.cacheDir });
    throw unreadable.length ? new ContentError([...e.issues, ...unreadable]) : e;
  }
}

const addStats = (...all: ImageStats[]): ImageStats => ({
  encoded: all.reduce((n, s) => n + s.encoded, 0),
  reused: all.reduce((n, s) => n + s.reused, 0),
});

/**
 * The content's images published into `dir`: every source's WebP (given `from`, only those it lacks or `edited`),
 * then the favicon, /favicon.ico, the square logo, and the default share card's address.
 */
export async function publishImages(
  opts: SiteOptions,
  content: Content,
  dir: string,
  from?: Pick<Site, 'images' | 'sources'>,
  edited: readonly string[] = [],
): Promise<Pick<Site, 'images' | 'sources'> & { originals: Omit<Assets, 'enhance' | 'islands'>; stats: ImageStats }> {
  const imagesDir = path.join(content.root, 'images');
  const common = { imagesDir, outDir: path.join(dir, 'img'), cacheDir: opts.cacheDir };
  const wanted = [...content.images].filter((src) => !from?.images.has(src) || edited.includes(src));
  const made = await processImages({ ...common, sources: wanted });
  const images = new Map([...(from?.images ?? []), ...made.images]);
  const sources = new Map([...(from?.sources ?? []), ...made.sources]);
  const { site } = content;
  const logoSource = sources.get(site.logo.src);
  if (!logoSource) throw new Error(`Image "${site.logo.src}" was not processed`);
  const logoStats: ImageStats = { encoded: 0, reused: 0 };
  // Originals after the images: those check every source and report all unreadable ones together.
  const [favicon, logo] = await Promise.all([
    // The site's icon (site.json logo.mark): published as it is for the pages' <link rel="icon">, and as /favicon.ico.
    copyOriginal({ ...common, src: site.logo.mark }),
    publishSquareLogo({ ...common, src: site.logo.src, source: logoSource, stats: logoStats }),
  ]);
  await copyFaviconIco({ ...common, src: site.logo.mark, outDir: dir });
  const ogImage = shareCard(sources, site.ogImage).url;
  return { images, sources, originals: { ogImage, favicon, logo: logo.url }, stats: addStats(made.stats, logoStats) };
}

/** The whole Site of `content` in the new folder `dir`: images, CSS, scripts and routes. */
export async function makeSite(opts: SiteOptions, content: Content, dir: string) {
  const src = path.join(opts.root, 'src');
  const [{ images, sources, originals, stats }, styles, scripts, modules] = await Promise.all([
    publishImages(opts, content, dir),
    buildStyles(src),
    buildScripts(src, path.join(dir, 'assets'), '/assets'),
    loadRouteModules(path.join(src, 'routes')),
  ]);
  const assets = { enhance: scripts.enhance, islands: scripts.islands, ...originals };
  const routes = findRoutes(modules, content);
  const site: Site = { opts, content, images, sources, styles, assets, scriptBytes: scripts.bytes, modules, routes };
  return { site, stats };
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** The list of CSS keys React writes on each style block it hoists (`data-href`), for its client to match them. */
const STYLE_KEYS = /(<style data-precedence="[^"]*") data-href="[^"]*"/g;

/** An AVIF file a page names: in a srcset, a preload or an island's props. */
const AVIF_URL = /\/img\/[\w.-]+\.avif/g;

/** The page with its policy in a <meta> right after its charset, before every style block and script it governs. */
function withMetaCsp(html: string, policy: string): string {
  const charset = '<meta charSet="utf-8"/>';
  const at = html.indexOf(charset);
  if (at < 0) throw new Error('A page has no <meta charSet="utf-8"/> to put its Content-Security-Policy after');
  return html.slice(0, at + charset.length) + cspMeta(policy) + html.slice(at + charset.length);
}

/** One route rendered: its HTML as the site's host gets it, its report, and what it names beside itself. */
export function renderRoute(site: Site, route: RouteEntry): Page {
  const { content, sources, opts } = site;
  const props = { content, path: route.path, params: route.params };
  const page = renderPage(route.module, props, {
    ...site,
    shareCard: (src, position) => shareCard(sources, src, position),
  });
  const policy = {
    formEndpoint: content.site.formService.endpoint,
    analytics: content.site.analytics,
    hashes: inlineHashes(page.html),
  };
  // A host that sends no per-page header gets the policy in the page; the not-found page always carries it (it answers addresses no header rule names).
  const needs = hostNeeds(opts.host);
  let html = page.html;
  if (needs.metaCsp || route.path === NOT_FOUND)
    html = withMetaCsp(html, contentSecurityPolicy({ ...policy, meta: true }));
  // The policy in every page costs its first flight about 0.4 KB (its hashes do not compress); the style blocks' data-href, which only
  // React's own rendering of a whole document would read (islands never render into the head), gives half of it back.
  if (needs.metaCsp) html = html.replace(STYLE_KEYS, '$1');
  return {
    ...page,
    html,
    file: outputFile(route.path),
    htmlBytes: Buffer.byteLength(html),
    ...(opts.measure ? { htmlGzip: gz(html.replace(HOISTED_STYLE, '')), firstFlight: gz(html) } : {}),
    csp: contentSecurityPolicy(policy),
    avif: [...new Set(Array.from(html.matchAll(AVIF_URL), (m) => m[0]))],
  };
}

/** Makes what pages name into `dir`: AVIF, share cards (and the default one), CSS loaded on demand (hashed names). */
export async function publishNamed(site: Site, named: readonly Named[], dir: string): Promise<ImageStats> {
  const common = { sources: site.sources, outDir: path.join(dir, 'img'), cacheDir: site.opts.cacheDir };
  const keys = new Set(named.flatMap((n) => n.stylesheets));
  await Promise.all(
    [...keys].map((key) => {
      const css = site.styles.get(key)!;
      const file = path.join(dir, 'assets', css.file);
      return existsSync(file) ? undefined : writeAtomic(file, css.code);
    }),
  );
  const cards = [{ src: site.content.site.ogImage }, ...named.flatMap((n) => n.cards)];
  const sourceOf = new Map([...site.images.values()].flatMap((i) => i.avif.map((v) => [v.url, i.src] as const)));
  const shown = named.flatMap((n) => n.avif.map((url) => sourceOf.get(url)).filter((src) => src !== undefined));
  const [avif, made] = await Promise.all([makeAvif(shown, common), makeCards(cards, common)]);
  return addStats(avif, made);
}

export interface Built {
  site: Site;
  /** Every route's report, in route order. */
  routes: RouteReport[];
  stubs: string[];
  images: ImageStats;
  /** Milliseconds per phase: assets, pages (rendering, measuring and writing every page), files; a build adds content and swap. */
  timings: Record<string, number>;
}

export async function buildSite(opts: SiteOptions, content: Content, dir: string, cache?: ParseCache): Promise<Built> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const { site, stats } = await makeSite(opts, content, dir);
  const assetsDone = performance.now();
  for (const folder of [...new Set(site.routes.map((r) => path.dirname(path.join(dir, outputFile(r.path)))))].sort())
    mkdirSync(folder, { recursive: true });
  // Written as rendered, synchronously: a page is written in less time than a promise-pooled write costs the thread.
  const pages = site.routes.map((route): Omit<Page, 'html'> => {
    const { html, ...page } = renderRoute(site, route);
    writeFileSync(path.join(dir, page.file), html);
    return page;
  });
  const pagesDone = performance.now();
  const named = await publishNamed(site, pages, dir);
  const { files, stubs } = hostFiles(content, pages, opts.host);
  for (const [name, text] of files) await writeAtomic(path.join(dir, name), text);
  const paths = site.routes.map((r) => r.path);
  await writeAdmin(dir, { ...opts, content, styles: site.styles }, paths);
  await cache?.flush();
  const timings = { assets: assetsDone - started, pages: pagesDone - assetsDone, files: performance.now() - pagesDone };
  const routes = pages.map(({ avif, cards, stylesheets, ...report }) => report);
  return { site, routes, stubs, images: addStats(stats, named), timings };
}
