/**
 * The full build: every asset, every page and the host files, written by the
 * renderer into `dir`, a new, empty folder (build.ts and the dev session then
 * swap it in whole).
 */
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteRenderer } from './renderer.ts';
import { outputFile } from './routes.ts';
import { cmsSettings, writeAdmin } from './admin/write.ts';

/** Told each file the build wrote (its path in the site and its text): the dev session notes them, to leave them alone until they change. */
export type OnWritten = (file: string, text: string) => void;

/** Builds the whole site into `dir`. Loads the content first unless already loaded. */
export async function buildSite(renderer: SiteRenderer, dir: string, onWritten?: OnWritten): Promise<void> {
  if (!renderer.content) renderer.load();
  await mkdir(dir, { recursive: true });
  // Originals after the images: those check every source (originals included) and report all unreadable ones together.
  const [originals, , scripts] = await Promise.all([
    renderer.processImages(dir, renderer.imageSources()).then(() => renderer.copyOriginals(dir)),
    renderer.buildStyles(),
    renderer.buildScripts(path.join(dir, 'assets')),
  ]);
  renderer.assets = { ...scripts, ...originals };
  renderer.routes = await renderer.findRoutes();
  const t = performance.now();
  for (const folder of [
    ...new Set(renderer.routes.map((r) => path.dirname(path.join(dir, outputFile(r.path))))),
  ].sort())
    mkdirSync(folder, { recursive: true });
  // Rendering is synchronous; writes overlap it, a bounded number at a time.
  const inFlight = new Set<Promise<unknown>>();
  for (const route of renderer.routes) {
    const page = renderer.render(route);
    onWritten?.(outputFile(page.path), page.html);
    const p: Promise<unknown> = renderer.writePage(dir, page, false).finally(() => inFlight.delete(p));
    p.catch(() => {}); // failures surface through the race and the final Promise.all
    inFlight.add(p);
    if (inFlight.size >= 16) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  renderer.timings.pages = performance.now() - t;
  await renderer.publishWantedImages(dir);
  const h = performance.now();
  for (const [name, text] of renderer.hostFiles()) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
    onWritten?.(name, text);
  }
  renderer.time('host files', h, undefined);
  const { root, contentDir, cacheDir } = renderer.opts;
  await writeAdmin({
    dir,
    root,
    contentDir,
    cacheRoot: path.dirname(cacheDir),
    content: renderer.content,
    styles: renderer.styles,
    pages: renderer.routes.map((r) => r.path),
    settings: cmsSettings(),
  });
  await renderer.parseCache.flush();
}
