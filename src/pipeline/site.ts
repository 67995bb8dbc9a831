/**
 * The build's working state, kept in one object so the same code serves a
 * one-off build (build.ts: write everything into a fresh folder, then swap
 * it in) and the dev server (keep content, images, assets and page modules
 * in memory; after an edit, re-render only the routes that read what changed
 * and write those files in place, each one atomically).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ContentError, type Content } from '../content/loader.ts';
import { ParseCache } from '../content/parseCache.ts';
import { loadSiteContent } from './content.ts';
import { NOT_FOUND, SITE_FILE } from '../lib/sitePaths.ts';
import type { Assets, BuiltCss } from '../contract/render.ts';
import type { ShareCard } from '../contract/image.ts';
import { buildStyles, sameStyles } from './assets/css.ts';
import { recording, type Deps } from '../contract/reads.ts';
import { affected, changedDeps, trackContent, TrackedImages } from './deps.ts';
import { AvifDemand, copyFaviconIco, copyOriginal, processImages, unreadableImages, type ImageSource, type ImageStats } from './assets/images.ts';
import { publishSquareLogo, ShareCards } from './assets/share.ts';
import { expandRoutes, loadRouteModules, outputFile, staticRoutes, type RouteFile, type RouteEntry } from './routes.ts';
import { renderPage, type RenderedPage } from './render.tsx';
import { buildScripts } from './assets/scripts.ts';
import { netlifyHeaders, netlifyRedirects, redirectStub, robotsTxt, rssFeed, sharedHeaders, sitemapXml, stubPaths } from './host/files.ts';
import { contentSecurityPolicy, cspMeta, inlineHashes } from './host/headers.ts';
import { hostNeeds, type Host } from './host/hosts.ts';
import { adminHeaders, cmsSettings, writeAdmin } from './admin/write.ts';

export interface RouteReport {
  path: string;
  file: string;
  /** The whole file, inline CSS included. */
  htmlBytes: number;
  /** Its inline CSS (the style blocks React hoisted into the head). */
  cssBytes: number;
  /** The markup alone, without the inline CSS, gzipped (-9); measured only when the builder measures. */
  htmlGzip?: number;
  /** The first flight: the whole file gzipped (-9), inline CSS included; no stylesheet blocks the first paint. Measured only when the builder measures. */
  firstFlight?: number;
  islands: string[];
  noindex: boolean;
  /** The page's Content-Security-Policy as a header sends it (its inline scripts' and style blocks' hashes). */
  csp: string;
}

export interface SiteBuilderOptions {
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

/** What an incremental update did. */
export interface UpdateResult {
  /** Routes rendered again and written because their HTML changed. */
  written: string[];
  /** Routes rendered again whose HTML came out the same. */
  unchanged: string[];
  /** Routes that no longer exist (their files were removed). */
  removed: string[];
  /** Host files (sitemap.xml, feed.xml, ...) rewritten. */
  hostFiles: string[];
  /** The CSS or the asset URLs changed, so every page was rendered again. */
  assetsChanged: boolean;
  images: ImageStats;
  ms: number;
  timings: Record<string, number>;
}

export interface ChangeSet {
  /** Any file in the content folder other than images. */
  content?: boolean;
  /** Image files (paths under content/images/) that were added or edited. */
  images?: string[];
  /** A CSS file under src/ (pages inline the CSS of what they render: every page is rendered again). */
  styles?: boolean;
  /** Browser code that the server never imports (src/client). */
  scripts?: boolean;
  /** The content files (absolute paths) a watcher saw change, to be read again whatever their stamps say. */
  files?: string[];
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** The list of CSS keys React writes on each style block it hoists (`data-href`), for its client to match them. */
const STYLE_KEYS = /(<style data-precedence="[^"]*") data-href="[^"]*"/g;

/** The style blocks React hoists into a page's head (src/components/Styles.tsx). */
const INLINE_STYLE = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/** The page with its policy in a <meta> right after its charset, before every style block and script it governs. */
function withMetaCsp(html: string, policy: string): string {
  const charset = '<meta charSet="utf-8"/>';
  const at = html.indexOf(charset);
  if (at < 0) throw new Error('A page has no <meta charSet="utf-8"/> to put its Content-Security-Policy after');
  return html.slice(0, at + charset.length) + cspMeta(policy) + html.slice(at + charset.length);
}

/** Writes a file so a reader never sees half of it: a temporary file, then a rename. */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Replaces `outDir` by the finished `tmp` folder; the old one stays whole until the new one is in place. */
export async function swapInto(tmp: string, outDir: string, opts: { removeOldInBackground?: boolean } = {}): Promise<void> {
  const old = path.join(path.dirname(outDir), `.dist-old-${process.pid}-${Date.now()}`);
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(tmp, outDir);
  if (!existsSync(old)) return;
  if (opts.removeOldInBackground) removeInBackground(old);
  else await rm(old, { recursive: true, force: true });
}

/**
 * Deletes a replaced site in a process of its own, so a build is done once
 * the new site is in place: a site of thousands of pages takes longer to
 * delete than to write. Nothing reads the old folder any more.
 */
function removeInBackground(dir: string): void {
  const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
  child.unref();
}

/** Moves files of `from` into `to` that `to` lacks (hashed names: an existing one has the same bytes). */
async function mergeNew(from: string, to: string): Promise<void> {
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    if (e.isDirectory()) {
      await mkdir(dest, { recursive: true });
      await mergeNew(src, dest);
    } else if (!existsSync(dest)) await rename(src, dest);
  }
}

export class SiteBuilder {
  readonly opts: SiteBuilderOptions;
  content!: Content;
  /** The view of the content pages render with (tracked in dev). */
  private view!: Content;
  images = new TrackedImages();
  assets!: Assets;
  /** Every CSS file of src/, minified, by key (see src/components/Styles.tsx). */
  styles = new Map<string, BuiltCss>();
  /** CSS files written as files of their own (by path), each once. */
  private stylesheetWrites = new Map<string, Promise<void>>();
  scriptBytes: Record<string, number> = {};
  routes: RouteEntry[] = [];
  reports = new Map<string, RouteReport>();
  deps = new Map<string, Deps>();
  /** Digest of each route's and host file's last output (dev only), to leave identical files alone. */
  private lastHtml = new Map<string, string>();
  private lastHost = new Map<string, string>();
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

  constructor(opts: SiteBuilderOptions) {
    this.opts = opts;
    this.cards = new ShareCards({ cacheDir: opts.cacheDir, sourceOf: (src) => this.sources.get(src) });
    this.parseCache = new ParseCache(opts.parseCacheDir ?? path.join(path.dirname(opts.cacheDir), 'markdown'));
  }

  /** A page's share card; noting the source as read, so the dev server renders the page again when the photo changes. */
  private readonly shareCard = (src: string, position?: string): ShareCard => {
    this.images.get(src);
    return this.cards.card(src, position);
  };

  private time<T>(label: string, started: number, value: T): T {
    this.timings[label] = (this.timings[label] ?? 0) + (performance.now() - started);
    return value;
  }

  /** Loads and validates the content; throws ContentError listing every problem. */
  load(): Content {
    const t = performance.now();
    this.content = loadSiteContent(this.opts.contentDir, { preview: this.opts.preview, cache: this.parseCache, today: this.opts.today });
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
      const unreadable = await unreadableImages({ imagesDir: path.join(this.opts.contentDir, 'images'), sources, cacheDir: this.opts.cacheDir });
      throw unreadable.length ? new ContentError([...e.issues, ...unreadable]) : e;
    }
  }

  private get imagesDir(): string {
    return path.join(this.content.root, 'images');
  }

  private imageSources(): string[] {
    return [...this.content.images];
  }

  private async processImages(dir: string, sources: string[]): Promise<void> {
    if (!sources.length) return;
    const t = performance.now();
    const processed = await processImages({ imagesDir: this.imagesDir, sources, outDir: path.join(dir, 'img'), cacheDir: this.opts.cacheDir, avifOnDemand: this.avif });
    const { images, stats } = processed;
    for (const [src, image] of images) this.images.set(src, image);
    for (const [src, source] of processed.sources) this.sources.set(src, source);
    this.imageStats.encoded += stats.encoded;
    this.imageStats.reused += stats.reused;
    this.time('images', t, undefined);
  }

  /** Makes the AVIF files and share cards that pages rendered since the last call name, into the site in `dir`. */
  private async publishWantedImages(dir: string): Promise<void> {
    const t = performance.now();
    const before = { avif: { ...this.avif.stats }, cards: { ...this.cards.stats } };
    await Promise.all([this.avif.flush(), this.cards.flush(path.join(dir, 'img'))]);
    this.imageStats.encoded += this.avif.stats.encoded - before.avif.encoded + this.cards.stats.encoded - before.cards.encoded;
    this.imageStats.reused += this.avif.stats.reused - before.avif.reused + this.cards.stats.reused - before.cards.reused;
    this.time('images', t, undefined);
  }

  /** The files made from one source each for other sites and browsers: the default share card, the favicon, the square logo. */
  private async copyOriginals(dir: string): Promise<{ ogImage: string; favicon: string; logo: string }> {
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

  private async buildStyles(): Promise<void> {
    const t = performance.now();
    this.styles = await buildStyles(path.join(this.opts.root, 'src'));
    this.time('css', t, undefined);
  }

  private async buildScripts(assetsOut: string): Promise<{ enhance: string; islands: string }> {
    const t = performance.now();
    const s = await buildScripts(path.join(this.opts.root, 'src'), assetsOut, '/assets', path.join(path.dirname(this.opts.cacheDir), 'steps'));
    this.scriptBytes = s.bytes;
    return this.time('scripts', t, { enhance: s.enhance, islands: s.islands });
  }

  /** Page modules, imported once: a process never sees new module code anyway (the dev server restarts for that). */
  private pageModules?: RouteFile[];

  private async findRoutes(): Promise<RouteEntry[]> {
    const t = performance.now();
    this.pageModules ??= await loadRouteModules(path.join(this.opts.root, 'src', 'routes'));
    const routes = expandRoutes(this.pageModules, this.content);
    const produced = new Set(routes.map((r) => r.path));
    const missing = [...staticRoutes, ...this.content.tours.map((t) => t.href), ...this.content.blog.map((b) => b.href), NOT_FOUND].filter((r) => !produced.has(r));
    if (missing.length) throw new Error(`No page module renders: ${missing.join(', ')}`);
    return this.time('routes', t, routes);
  }

  /** Renders one route; returns its HTML and the CSS files it loads on demand, and records its report (and what it read). */
  private render(route: RouteEntry): RenderedPage {
    const t = performance.now();
    const deps: Deps = new Set();
    const props = { content: this.view, path: route.path, params: route.params };
    const page = recording(deps, () => renderPage(route.module, props, { content: this.view, images: this.images, assets: this.assets, styles: this.styles, shareCard: this.shareCard }));
    if (this.opts.track) this.deps.set(route.path, deps);
    const policy = { formEndpoint: this.content.site.formService.endpoint, hashes: inlineHashes(page.html) };
    // A host that sends no per-page header gets the policy in the page; the not-found page always carries it (it answers addresses no header rule names).
    const needs = hostNeeds(this.opts.host);
    if (needs.metaCsp || route.path === NOT_FOUND) page.html = withMetaCsp(page.html, contentSecurityPolicy({ ...policy, meta: true }));
    // The policy in every page costs its first flight about 0.4 KB (its hashes do not compress); the style blocks' data-href, which only
    // React's own rendering of a whole document would read (islands never render into the head), gives half of it back.
    if (needs.metaCsp) page.html = page.html.replace(STYLE_KEYS, '$1');
    this.time('render', t, undefined);
    const z = performance.now();
    const css = page.html.match(INLINE_STYLE) ?? [];
    this.reports.set(route.path, {
      path: route.path,
      file: outputFile(route.path),
      htmlBytes: Buffer.byteLength(page.html),
      cssBytes: css.reduce((n, block) => n + Buffer.byteLength(block), 0),
      ...(this.opts.measure ? { htmlGzip: gz(page.html.replace(INLINE_STYLE, '')), firstFlight: gz(page.html) } : {}),
      islands: page.islands,
      noindex: page.noindex,
      csp: contentSecurityPolicy(policy),
    });
    if (this.opts.measure) this.time('gzip', z, undefined);
    return page;
  }

  /** Writes the CSS files a page loads on demand, each once (a hashed name: a file already there has the same bytes). */
  private writeStylesheets(dir: string, keys: string[]): Promise<unknown> {
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

  /** Writes a page, after the CSS files it loads (so a visitor never gets a page whose files are missing). */
  private async writeRoute(dir: string, route: string, page: RenderedPage, atomic: boolean): Promise<boolean> {
    const t = performance.now();
    const { html } = page;
    if (this.opts.track) {
      const digest = createHash('sha1').update(html).digest('base64');
      if (this.lastHtml.get(route) === digest) return false;
      this.lastHtml.set(route, digest);
    }
    await this.writeStylesheets(dir, page.stylesheets);
    const file = path.join(dir, outputFile(route));
    // A full build made every page's folder beforehand (writeAll): one mkdir per folder, not per page.
    if (atomic) await writeAtomic(file, html);
    else await writeFile(file, html);
    // Full builds overlap writes with rendering (see writeAll); only sequential writes are timed on their own.
    if (atomic) this.time('write', t, undefined);
    return true;
  }

  /** Host files from the current state: redirects, headers, robots, sitemap, feed and redirect stubs. */
  private hostFiles(): Map<string, string> {
    const { site } = this.content;
    const files = new Map<string, string>();
    // In route order, whatever order an update rendered them in: the files must equal a fresh build's.
    const routes = this.routeReports();
    const needs = hostNeeds(this.opts.host);
    const stubs = needs.stubs ? stubPaths(this.content.redirects, routes.map((r) => r.path)) : [];
    this.stubs = stubs.map((s) => s.from);
    for (const stub of stubs) files.set(path.join(stub.from.slice(1), 'index.html'), redirectStub(stub.to, site.url, site.formService.endpoint));
    const indexable = routes.filter((r) => !r.noindex && r.path !== NOT_FOUND);
    const lastmod = new Map(this.content.blog.map((b) => [b.href, b.updated ?? b.date]));
    if (needs.ruleFiles) {
      const hosted = [...routes.map((r) => ({ path: r.path === NOT_FOUND ? `/${outputFile(NOT_FOUND)}` : r.path, csp: r.csp })), ...Object.values(SITE_FILE).map((p) => ({ path: p }))];
      files.set('_redirects', netlifyRedirects(this.content.redirects));
      files.set('_headers', (needs.pageRules ? netlifyHeaders(hosted) : sharedHeaders()) + adminHeaders(needs.pageRules, cmsSettings()));
    }
    files.set(SITE_FILE.robots.slice(1), robotsTxt(site.url));
    files.set(SITE_FILE.sitemap.slice(1), sitemapXml(site.url, indexable.map((r) => ({ path: r.path, lastmod: lastmod.get(r.path) }))));
    files.set(SITE_FILE.feed.slice(1), rssFeed(this.content));
    return files;
  }

  private async writeHostFiles(dir: string, atomic: boolean): Promise<string[]> {
    const t = performance.now();
    const written: string[] = [];
    for (const [name, text] of this.hostFiles()) {
      if (this.lastHost.get(name) === text) continue;
      if (atomic) await writeAtomic(path.join(dir, name), text);
      else {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), text);
      }
      this.lastHost.set(name, text);
      written.push(name);
    }
    return this.time('host files', t, written);
  }

  /** Routes in build order, reports in the same order. */
  routeReports(): RouteReport[] {
    return this.routes.map((r) => this.reports.get(r.path)!);
  }

  /** Builds the whole site into `dir`, a new, empty folder. Loads the content first unless already loaded. */
  async writeAll(dir: string): Promise<void> {
    if (!this.content) this.load();
    await mkdir(dir, { recursive: true });
    const assetsOut = path.join(dir, 'assets');
    // Originals after the images: those check every source (originals included) and report all unreadable ones together.
    const [originals, , scripts] = await Promise.all([
      this.processImages(dir, this.imageSources()).then(() => this.copyOriginals(dir)),
      this.buildStyles(),
      this.buildScripts(assetsOut),
    ]);
    this.assets = { ...scripts, ...originals };
    this.routes = await this.findRoutes();
    const t = performance.now();
    for (const folder of [...new Set(this.routes.map((r) => path.dirname(path.join(dir, outputFile(r.path)))))].sort()) mkdirSync(folder, { recursive: true });
    // Rendering is synchronous; writes overlap it, a bounded number at a time.
    const inFlight = new Set<Promise<unknown>>();
    for (const route of this.routes) {
      const p: Promise<unknown> = this.writeRoute(dir, route.path, this.render(route), false).finally(() => inFlight.delete(p));
      p.catch(() => {}); // failures surface through the race and the final Promise.all
      inFlight.add(p);
      if (inFlight.size >= 16) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    this.timings.pages = performance.now() - t;
    await this.publishWantedImages(dir);
    await this.writeHostFiles(dir, false);
    const { root, contentDir, cacheDir } = this.opts;
    await writeAdmin({ dir, root, contentDir, cacheRoot: path.dirname(cacheDir), content: this.content, styles: this.styles, settings: cmsSettings() });
    await this.parseCache.flush();
  }

  /**
   * Brings the site in `dir` (written by writeAll) up to date after `change`,
   * in place: new assets first, then the pages that use them, each file
   * replaced atomically, so a visitor never loads a half-written page or a
   * page whose assets are missing.
   */
  async update(dir: string, change: ChangeSet): Promise<UpdateResult> {
    const started = performance.now();
    this.timings = {};
    const statsBefore = { ...this.imageStats };
    let changed: Deps = new Set();
    let assetsChanged = false;

    if (change.content) {
      const before = this.content;
      this.load();
      changed = changedDeps(before, this.content);
    }
    // Images: new references, and edited files (a new hash means new URLs).
    const edited = (change.images ?? []).filter((src) => this.content.images.has(src));
    const fresh = this.imageSources().filter((src) => !this.images.has(src));
    await this.processImages(dir, [...new Set([...edited, ...fresh])]);
    for (const src of edited) changed.add(`img:${src}`);
    if (change.content || edited.length) {
      const originals = await this.copyOriginals(dir);
      if (originals.ogImage !== this.assets.ogImage || originals.favicon !== this.assets.favicon || originals.logo !== this.assets.logo) {
        this.assets = { ...this.assets, ...originals };
        assetsChanged = true;
      }
    }
    if (change.styles) {
      const before = this.styles;
      await this.buildStyles();
      if (!sameStyles(before, this.styles)) assetsChanged = true;
    }
    if (change.scripts) {
      // Built beside the site, then only new (hashed) files move in: a file being served is never rewritten.
      const stage = path.join(dir, `.stage-${process.pid}`);
      const staged = path.join(stage, 'assets');
      await rm(stage, { recursive: true, force: true });
      try {
        const scripts = await this.buildScripts(staged);
        if (existsSync(staged)) await mergeNew(staged, path.join(dir, 'assets'));
        const next = { ...this.assets, ...scripts };
        if (JSON.stringify(next) !== JSON.stringify(this.assets)) {
          this.assets = next;
          assetsChanged = true;
        }
      } finally {
        await rm(stage, { recursive: true, force: true });
      }
    }

    // Routes: the list may have changed with the content (a post added or removed).
    const previous = new Set(this.routes.map((r) => r.path));
    if (change.content) this.routes = await this.findRoutes();
    const current = new Set(this.routes.map((r) => r.path));
    const removed = [...previous].filter((p) => !current.has(p));
    for (const p of removed) {
      this.reports.delete(p);
      this.deps.delete(p);
      this.lastHtml.delete(p);
      await rm(path.join(dir, outputFile(p)), { force: true });
    }

    const written: string[] = [];
    const unchanged: string[] = [];
    for (const route of this.routes) {
      const deps = this.deps.get(route.path);
      const redo = assetsChanged || !previous.has(route.path) || !deps || affected(deps, changed);
      if (!redo) continue;
      const page = this.render(route);
      await this.publishWantedImages(dir);
      if (await this.writeRoute(dir, route.path, page, true)) written.push(route.path);
      else unchanged.push(route.path);
    }
    const hostFiles = await this.writeHostFiles(dir, true);
    await this.parseCache.flush();
    return {
      written,
      unchanged,
      removed,
      hostFiles,
      assetsChanged,
      images: { encoded: this.imageStats.encoded - statsBefore.encoded, reused: this.imageStats.reused - statsBefore.reused },
      ms: performance.now() - started,
      timings: this.timings,
    };
  }
}
