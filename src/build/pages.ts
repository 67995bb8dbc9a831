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

export async function loadRoutes(pagesDir: string, content: Content): Promise<RouteEntry[]> {
  const routes: RouteEntry[] = [];
  for (const file of listPageFiles(pagesDir).sort()) {
    const module = (await import(pathToFileURL(file).href)) as PageModule;
    const rel = path.relative(pagesDir, file);
    if (typeof module.default !== 'function' || typeof module.head !== 'function') {
      throw new Error(`src/pages/${rel} must export a default page component and a head() function`);
    }
    if (module.paths) {
      for (const p of module.paths(content)) routes.push({ ...p, module, file: rel });
    } else if (module.route) {
      routes.push({ path: module.route, params: {}, module, file: rel });
    } else {
      throw new Error(`src/pages/${rel} must export either route or paths()`);
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

/** Where a route's HTML goes in dist/. */
export function outputFile(route: string): string {
  if (route === '/404') return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
