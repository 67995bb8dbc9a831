/** Finds the page modules in src/pages and expands them to concrete routes. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Content } from '../content/loader.ts';
import type { PageModule } from '../pages/types.ts';

export interface RouteEntry {
  path: string;
  params: Record<string, string>;
  module: PageModule;
  file: string;
}

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listPageFiles(full);
    return e.name.endsWith('.tsx') ? [full] : [];
  });
}

export interface PageFile {
  /** Path relative to src/pages. */
  file: string;
  module: PageModule;
}

/** Imports every page module (each checked for the exports the build needs). */
export async function loadPageModules(pagesDir: string): Promise<PageFile[]> {
  const out: PageFile[] = [];
  for (const full of listPageFiles(pagesDir).sort()) {
    const module = (await import(pathToFileURL(full).href)) as PageModule;
    const file = path.relative(pagesDir, full);
    if (typeof module.default !== 'function' || typeof module.head !== 'function') {
      throw new Error(`src/pages/${file} must export a default page component and a head() function`);
    }
    if (!module.paths && !module.route) throw new Error(`src/pages/${file} must export either route or paths()`);
    out.push({ file, module });
  }
  return out;
}

/** The concrete routes of loaded page modules for this content (dynamic ones list their paths). */
export function expandRoutes(pages: PageFile[], content: Content): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const { file, module } of pages) {
    if (module.paths) {
      for (const p of module.paths(content)) routes.push({ ...p, module, file });
    } else {
      routes.push({ path: module.route!, params: {}, module, file });
    }
  }
  const seen = new Map<string, string>();
  for (const r of routes) {
    const other = seen.get(r.path.toLowerCase());
    if (other) throw new Error(`Route ${r.path} is produced by both src/pages/${other} and src/pages/${r.file} (routes must differ by more than letter case)`);
    seen.set(r.path.toLowerCase(), r.file);
  }
  return routes;
}

export async function loadRoutes(pagesDir: string, content: Content): Promise<RouteEntry[]> {
  return expandRoutes(await loadPageModules(pagesDir), content);
}

/** Where a route's HTML goes in dist/. */
export function outputFile(route: string): string {
  if (route === '/404') return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
