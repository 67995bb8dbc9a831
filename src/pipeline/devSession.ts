/**
 * The dev server's session (docs/development.md, "The dev server"): the full build's renderer, kept in memory,
 * renders again only the routes that read what changed and writes, atomically, only files whose bytes changed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../contract/reads.ts';
import { sameStyles } from './assets/css.ts';
import type { ImageStats } from './assets/images.ts';
import { affected, changedDeps } from './deps.ts';
import { buildSite } from './fullBuild.ts';
import { SiteRenderer, type RendererOptions } from './renderer.ts';
import { outputFile, type RouteEntry } from './routes.ts';
import { mergeNew, writeAtomic } from './writeFiles.ts';

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

const digest = (text: string) => createHash('sha1').update(text).digest('base64');

export class DevSession {
  /** Records what each route reads, and shows drafts and unfinished files, marked. */
  readonly renderer: SiteRenderer;
  /** Digest of each file's last output, by its path in the site, to leave identical files alone. */
  private readonly written = new Map<string, string>();

  constructor(opts: Omit<RendererOptions, 'track' | 'preview'>) {
    this.renderer = new SiteRenderer({ ...opts, track: true, preview: true });
  }

  get routes(): RouteEntry[] {
    return this.renderer.routes;
  }

  get imageStats(): ImageStats {
    return this.renderer.imageStats;
  }

  /** The full build into `dir`, a new, empty folder, noting each file written. */
  build(dir: string): Promise<void> {
    return buildSite(this.renderer, dir, (file, text) => this.written.set(file, digest(text)));
  }

  /** Whether `text` differs from what `file` last held (noting it as written). */
  private changed(file: string, text: string): boolean {
    const d = digest(text);
    if (this.written.get(file) === d) return false;
    this.written.set(file, d);
    return true;
  }

  /**
   * Brings the site in `dir` (written by build) up to date after `change`,
   * in place: new assets first, then the pages that use them, each file
   * replaced atomically, so a visitor never loads a half-written page or a
   * page whose assets are missing.
   */
  async update(dir: string, change: ChangeSet): Promise<UpdateResult> {
    const started = performance.now();
    const renderer = this.renderer;
    renderer.timings = {};
    const statsBefore = { ...renderer.imageStats };
    const { changed, assetsChanged } = await this.updateAssets(dir, change);

    // Routes: the list may have changed with the content (a post added or removed).
    const previous = new Set(renderer.routes.map((route) => route.path));
    if (change.content) renderer.routes = await renderer.findRoutes();
    const current = new Set(renderer.routes.map((route) => route.path));
    const removed = [...previous].filter((p) => !current.has(p));
    for (const p of removed) {
      renderer.reports.delete(p);
      renderer.deps.delete(p);
      this.written.delete(outputFile(p));
      await rm(path.join(dir, outputFile(p)), { force: true });
    }

    const written: string[] = [];
    const unchanged: string[] = [];
    for (const route of renderer.routes) {
      const deps = renderer.deps.get(route.path);
      const redo = assetsChanged || !previous.has(route.path) || !deps || affected(deps, changed);
      if (!redo) continue;
      const page = renderer.render(route);
      await renderer.publishWantedImages(dir);
      if (!this.changed(outputFile(page.path), page.html)) {
        unchanged.push(route.path);
        continue;
      }
      await renderer.writePage(dir, page, true);
      written.push(route.path);
    }
    const hostFiles = await this.writeHostFiles(dir);
    await renderer.parseCache.flush();
    return {
      written,
      unchanged,
      removed,
      hostFiles,
      assetsChanged,
      images: {
        encoded: renderer.imageStats.encoded - statsBefore.encoded,
        reused: renderer.imageStats.reused - statsBefore.reused,
      },
      ms: performance.now() - started,
      timings: renderer.timings,
    };
  }

  /** Content, images, CSS and scripts brought up to date: what changed, as the routes record their reads, and whether every page must be rendered again. */
  private async updateAssets(dir: string, change: ChangeSet): Promise<{ changed: Deps; assetsChanged: boolean }> {
    const renderer = this.renderer;
    let changed: Deps = new Set();
    let assetsChanged = false;
    if (change.content) {
      const before = renderer.content;
      renderer.load();
      changed = changedDeps(before, renderer.content);
    }
    // Images: new references, and edited files (a new hash means new URLs).
    const edited = (change.images ?? []).filter((src) => renderer.content.images.has(src));
    const fresh = renderer.imageSources().filter((src) => !renderer.images.has(src));
    await renderer.processImages(dir, [...new Set([...edited, ...fresh])]);
    for (const src of edited) changed.add(`img:${src}`);
    if (change.content || edited.length) {
      const originals = await renderer.copyOriginals(dir);
      if (
        originals.ogImage !== renderer.assets.ogImage ||
        originals.favicon !== renderer.assets.favicon ||
        originals.logo !== renderer.assets.logo
      ) {
        renderer.assets = { ...renderer.assets, ...originals };
        assetsChanged = true;
      }
    }
    if (change.styles) {
      const before = renderer.styles;
      await renderer.buildStyles();
      if (!sameStyles(before, renderer.styles)) assetsChanged = true;
    }
    if (change.scripts && (await this.updateScripts(dir))) assetsChanged = true;
    return { changed, assetsChanged };
  }

  /** Scripts built beside the site, then only new (hashed) files moved in: a file being served is never rewritten. Whether their URLs changed. */
  private async updateScripts(dir: string): Promise<boolean> {
    const renderer = this.renderer;
    const stage = path.join(dir, `.stage-${process.pid}`);
    const staged = path.join(stage, 'assets');
    await rm(stage, { recursive: true, force: true });
    try {
      const scripts = await renderer.buildScripts(staged);
      if (existsSync(staged)) await mergeNew(staged, path.join(dir, 'assets'));
      const next = { ...renderer.assets, ...scripts };
      if (JSON.stringify(next) === JSON.stringify(renderer.assets)) return false;
      renderer.assets = next;
      return true;
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }

  /** The host files whose text changed, written atomically; their names. */
  private async writeHostFiles(dir: string): Promise<string[]> {
    const t = performance.now();
    const written: string[] = [];
    for (const [name, text] of this.renderer.hostFiles()) {
      if (!this.changed(name, text)) continue;
      await writeAtomic(path.join(dir, name), text);
      written.push(name);
    }
    return this.renderer.time('host files', t, written);
  }
}
