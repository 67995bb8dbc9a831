/**
 * What the full build (fullBuild.ts) and the dev session (devSession.ts) share: content, images, CSS, scripts and page
 * modules kept in memory, and each route rendered with them into its HTML and its report.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Content } from '../content/shapes.ts';
import { ContentError } from '../content/load/loader.ts';
import { ParseCache } from '../content/parseCache.ts';
import { parseAhead } from '../content/parseAhead.ts';
import { loadSiteContent } from './content.ts';
import { NOT_FOUND } from '../lib/sitePaths.ts';
import type { Assets, BuiltCss } from '../contract/render.ts';
import type { ShareCard } from '../contract/image.ts';
import { buildStyles } from './assets/css.ts';
import { recording, type Deps } from '../contract/reads.ts';
import { trackContent, TrackedImages } from './deps.ts';
import {
  AvifDemand,
  copyFaviconIco,
  copyOriginal,
  processImages,
  unreadableImages,
  type ImageSource,
  type ImageStats,
} from './assets/images.ts';
import { publishSquareLogo, ShareCards } from './assets/share.ts';
import { expandRoutes, loadRouteModules, outputFile, staticRoutes, type RouteFile, type RouteEntry } from './routes.ts';
import { renderPage, type RenderedPage } from './renderPage.tsx';
import { buildScripts } from './assets/scripts.ts';
import { hostFiles } from './host/siteFiles.ts';
import { contentSecurityPolicy, cspMeta, inlineHashes } from './host/headers.ts';
import { hostNeeds, type Host } from './host/hosts.ts';
import { writeAtomic } from './writeFiles.ts';

export interface RouteReport {
  path: string;
  file: string;
  /** The whole file, inline CSS included. */
  htmlBytes: number;
  /** The markup alone, without the inline CSS, gzipped (-9); measured only when the builder measures. */
  htmlGzip?: number;
  /** The first flight: the whole file gzipped (-9), inline CSS included; no stylesheet blocks the first paint. Measured only when the builder measures. */
  firstFlight?: number;
  islands: string[];
  noindex: boolean;
  /** The page's Content-Security-Policy as a header sends it (its inline scripts' and style blocks' hashes). */
  csp: string;
}

export interface RendererOptions {
  /** Project root holding src/ (its code and its CSS). */
  root: string;
  /** The content folder (root/content unless a bench or test points elsewhere). */
  contentDir: string;
  cacheDir: string;
  /** Record what each route reads, for incremental re-rendering (the dev server). */
  track?: boolean;
  /** Show drafts and unfinished files, marked as such (the dev server); a build leaves them out. */
  preview?: boolean;
  /** Gzip every page for the report's sizes (the printed table); a quiet build skips that cost. */
  measure?: boolean;
  /** Where parsed front matter and rendered Markdown are kept (default: "markdown" beside cacheDir, .cache/markdown). */
  parseCacheDir?: string;
  /** The day to build for, YYYY-MM-DD (default: SITE_TODAY, else today in the company's time zone). */
  today?: string;
  /** The host the site is built for (src/pipeline/host/hosts.ts); none: files for any static host. */
  host?: Host;
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** The list of CSS keys React writes on each style block it hoists (`data-href`), for its client to match them. */
const STYLE_KEYS = /(<style data-precedence="[^"]*") data-href="[^"]*"/g;

/** The style blocks React hoists into a page's head (src/contract/Styles.tsx). */
const INLINE_STYLE = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/** The page with its policy in a <meta> right after its charset, before every style block and script it governs. */
function withMetaCsp(html: string, policy: string): string {
  const charset = '<meta charSet="utf-8"/>';
  const at = html.indexOf(charset);
  if (at < 0) throw new Error('A page has no <meta charSet="utf-8"/> to put its Content-Security-Policy after');
  return html.slice(0, at + charset.length) + cspMeta(policy) + html.slice(at + charset.length);
}

export class SiteRenderer {
  readonly opts: RendererOptions;
  content!: Content;
  /** The view of the content pages render with (tracked in dev). */
  private view!: Content;
  images = new TrackedImages();
  assets!: Assets;
  /** Every CSS file of src/, minified, by key (see src/contract/Styles.tsx). */
  styles = new Map<string, BuiltCss>();
  /** CSS files written as files of their own (by path), each once. */
  private stylesheetWrites = new Map<string, Promise<void>>();
  scriptBytes: Record<string, number> = {};
  routes: RouteEntry[] = [];
  reports = new Map<string, RouteReport>();
  deps = new Map<string, Deps>();
  stubs: string[] = [];
  imageStats: ImageStats = { encoded: 0, reused: 0 };
  /** The AVIF files the rendered pages named, made before those pages are written. */
  private readonly avif = new AvifDemand();
  /** Each processed source's file, cache key and upright size (what share cards and the logo are made from). */
  private readonly sources = new Map<string, ImageSource>();
  /** The share cards the rendered pages named, made before those pages are written, like their AVIF files. */
  private readonly cards: ShareCards;
  timings: Record<string, number> = {};
  /** Parsed front matter and rendered Markdown, kept beside the image cache (.cache/markdown). */
  readonly parseCache: ParseCache;

  constructor(opts: RendererOptions) {
    this.opts = opts;
    this.cards = new ShareCards({ cacheDir: opts.cacheDir, sourceOf: (src) => this.sources.get(src) });
    this.parseCache = new ParseCache(opts.parseCacheDir ?? path.join(path.dirname(opts.cacheDir), 'markdown'));
  }

  /** A page's share card; noting the source as read, so the dev server renders the page again when the photo changes. */
  private readonly shareCard = (src: string, position?: string): ShareCard => {
    this.images.get(src);
    return this.cards.card(src, position);
  };

  /** Adds the time since `started` to the phase `label`; gives back `value`. */
  time<T>(label: string, started: number, value: T): T {
    this.timings[label] = (this.timings[label] ?? 0) + (performance.now() - started);
    return value;
  }

  /** Runs `run`, its time counted in the phase `label`. */
  async timed<T>(label: string, run: () => Promise<T>): Promise<T> {
    const t = performance.now();
    return this.time(label, t, await run());
  }

  /** Parses on every core the Markdown files the parse cache lacks (a first build), for load() to read. */
  async parseAhead(): Promise<void> {
    await this.timed('parse ahead', () => parseAhead(this.opts.contentDir, this.parseCache));
  }

  /** Loads and validates the content; throws ContentError listing every problem. */
  load(): Content {
    const t = performance.now();
    const { preview, today } = this.opts;
    this.content = loadSiteContent(this.opts.contentDir, { preview, cache: this.parseCache, today });
    this.view = this.opts.track ? trackContent(this.content) : this.content;
    return this.time('content', t, this.content);
  }

  /**
   * Loads the content like load(); when it has problems, the photos it names
   * are checked too, and those that cannot be read join the same report, so
   * one failed build lists everything to fix instead of the photos coming
   * only once the rest is fixed.
   */
  async loadReportingImages(): Promise<Content> {
    try {
      return this.load();
    } catch (e) {
      if (!(e instanceof ContentError) || !e.images) throw e;
      const sources = [...e.images];
      const unreadable = await unreadableImages({
        imagesDir: path.join(this.opts.contentDir, 'images'),
        sources,
        cacheDir: this.opts.cacheDir,
      });
      throw unreadable.length ? new ContentError([...e.issues, ...unreadable]) : e;
    }
  }

  private get imagesDir(): string {
    return path.join(this.content.root, 'images');
  }

  imageSources(): string[] {
    return [...this.content.images];
  }

  async processImages(dir: string, sources: string[]): Promise<void> {
    if (!sources.length) return;
    const { imagesDir, avif: avifOnDemand } = this;
    const outDir = path.join(dir, 'img');
    const options = { imagesDir, sources, outDir, cacheDir: this.opts.cacheDir, avifOnDemand };
    const processed = await this.timed('images', () => processImages(options));
    for (const [src, image] of processed.images) this.images.set(src, image);
    for (const [src, source] of processed.sources) this.sources.set(src, source);
    this.addStats(processed.stats);
  }

  /** Adds `now` less `before` to the image counts. */
  private addStats(now: ImageStats, before: ImageStats = { encoded: 0, reused: 0 }): void {
    this.imageStats.encoded += now.encoded - before.encoded;
    this.imageStats.reused += now.reused - before.reused;
  }

  /** Makes the AVIF files and share cards that pages rendered since the last call name, into the site in `dir`. */
  async publishWantedImages(dir: string): Promise<void> {
    const before = { avif: { ...this.avif.stats }, cards: { ...this.cards.stats } };
    await this.timed('images', () => Promise.all([this.avif.flush(), this.cards.flush(path.join(dir, 'img'))]));
    this.addStats(this.avif.stats, before.avif);
    this.addStats(this.cards.stats, before.cards);
  }

  /** The files made from one source each for other sites and browsers: the default share card, the favicon, the square logo. */
  async copyOriginals(dir: string): Promise<{ ogImage: string; favicon: string; logo: string }> {
    const { site } = this.content;
    const common = { imagesDir: this.imagesDir, outDir: path.join(dir, 'img'), cacheDir: this.opts.cacheDir };
    const logoSource = this.sources.get(site.logo.src);
    if (!logoSource) throw new Error(`Image "${site.logo.src}" was not processed`);
    const [favicon, logo] = await Promise.all([
      // The site's icon (site.json logo.mark): published as it is for the pages' <link rel="icon">, and as /favicon.ico.
      copyOriginal({ ...common, src: site.logo.mark }),
      publishSquareLogo({ ...common, src: site.logo.src, source: logoSource, stats: this.imageStats }),
    ]);
    await copyFaviconIco({ imagesDir: this.imagesDir, src: site.logo.mark, outDir: dir, cacheDir: this.opts.cacheDir });
    // Made with the pages' cards (every page without a photo of its own names it).
    const ogImage = this.cards.card(site.ogImage).url;
    return { ogImage, favicon, logo: logo.url };
  }

  async buildStyles(): Promise<void> {
    this.styles = await this.timed('css', () => buildStyles(path.join(this.opts.root, 'src')));
  }

  async buildScripts(assetsOut: string): Promise<{ enhance: string; islands: string }> {
    const steps = path.join(path.dirname(this.opts.cacheDir), 'steps');
    const { bytes, enhance, islands } = await this.timed('scripts', () =>
      buildScripts(path.join(this.opts.root, 'src'), assetsOut, '/assets', steps),
    );
    this.scriptBytes = bytes;
    return { enhance, islands };
  }

  /** Page modules, imported once: a process never sees new module code anyway (the dev server restarts for that). */
  private pageModules?: RouteFile[];

  async findRoutes(): Promise<RouteEntry[]> {
    const t = performance.now();
    this.pageModules ??= await loadRouteModules(path.join(this.opts.root, 'src', 'routes'));
    const routes = expandRoutes(this.pageModules, this.content);
    const produced = new Set(routes.map((r) => r.path));
    const missing = [
      ...staticRoutes,
      ...this.content.tours.map((t) => t.href),
      ...this.content.blog.map((b) => b.href),
      NOT_FOUND,
    ].filter((r) => !produced.has(r));
    if (missing.length) throw new Error(`No page module renders: ${missing.join(', ')}`);
    return this.time('routes', t, routes);
  }

  /** Renders one route; returns its HTML and the CSS files it loads on demand, and records its report (and what it read). */
  render(route: RouteEntry): RenderedPage {
    const t = performance.now();
    const deps: Deps = new Set();
    const props = { content: this.view, path: route.path, params: route.params };
    const page = recording(deps, () =>
      renderPage(route.module, props, {
        content: this.view,
        images: this.images,
        assets: this.assets,
        styles: this.styles,
        shareCard: this.shareCard,
      }),
    );
    if (this.opts.track) this.deps.set(route.path, deps);
    const policy = {
      formEndpoint: this.content.site.formService.endpoint,
      analytics: this.content.site.analytics,
      hashes: inlineHashes(page.html),
    };
    // A host that sends no per-page header gets the policy in the page; the not-found page always carries it (it answers addresses no header rule names).
    const needs = hostNeeds(this.opts.host);
    if (needs.metaCsp || route.path === NOT_FOUND)
      page.html = withMetaCsp(page.html, contentSecurityPolicy({ ...policy, meta: true }));
    // The policy in every page costs its first flight about 0.4 KB (its hashes do not compress); the style blocks' data-href, which only
    // React's own rendering of a whole document would read (islands never render into the head), gives half of it back.
    if (needs.metaCsp) page.html = page.html.replace(STYLE_KEYS, '$1');
    this.time('render', t, undefined);
    const z = performance.now();
    this.reports.set(route.path, {
      path: route.path,
      file: outputFile(route.path),
      htmlBytes: Buffer.byteLength(page.html),
      ...(this.opts.measure ? { htmlGzip: gz(page.html.replace(INLINE_STYLE, '')), firstFlight: gz(page.html) } : {}),
      islands: page.islands,
      noindex: page.noindex,
      csp: contentSecurityPolicy(policy),
    });
    if (this.opts.measure) this.time('gzip', z, undefined);
    return page;
  }

  /** Writes the CSS files a page loads on demand, each once (a hashed name: a file already there has the same bytes). */
  writeStylesheets(dir: string, keys: string[]): Promise<unknown> {
    return Promise.all(
      keys.map((key) => {
        const css = this.styles.get(key)!;
        const file = path.join(dir, 'assets', css.file);
        let written = this.stylesheetWrites.get(file);
        if (!written) {
          written = existsSync(file) ? Promise.resolve() : writeAtomic(file, css.code);
          this.stylesheetWrites.set(file, written);
        }
        return written;
      }),
    );
  }

  /** Writes a page, after the CSS files it loads (so a visitor never gets a page whose files are missing); `atomic` for a site being served. */
  async writePage(dir: string, page: RenderedPage, atomic: boolean): Promise<void> {
    const t = performance.now();
    await this.writeStylesheets(dir, page.stylesheets);
    const file = path.join(dir, outputFile(page.path));
    // A full build made every page's folder beforehand: one mkdir per folder, not per page.
    if (atomic) await writeAtomic(file, page.html);
    else await writeFile(file, page.html);
    // Full builds overlap writes with rendering (see fullBuild.ts); only sequential writes are timed on their own.
    if (atomic) this.time('write', t, undefined);
  }

  /** The host files of the site as rendered (src/pipeline/host/siteFiles.ts); notes the addresses given a redirect stub. */
  hostFiles(): Map<string, string> {
    const { files, stubs } = hostFiles(this.content, this.routeReports(), this.opts.host);
    this.stubs = stubs;
    return files;
  }

  /** Routes in build order, reports in the same order. */
  routeReports(): RouteReport[] {
    return this.routes.map((r) => this.reports.get(r.path)!);
  }
}
