/**
 * Route discovery: a route is its file's path under src/routes (about.tsx is /about, an index.tsx its folder, 404.tsx
 * the not-found page); a [param] file is one route per path its paths() lists from content.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Content } from '../content/shapes.ts';
import type { PageModule } from '../contract/page.ts';
import { NOT_FOUND, PAGE } from '../lib/sitePaths.ts';
import { filesUnder } from './filesUnder.ts';

const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'routes');

export function routeFiles(dir = ROUTES_DIR): string[] {
  return filesUnder(dir)
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .sort();
}

const isDynamicRoute = (file: string): boolean => /\[[^\]]+\]/.test(file);

/** The route of a fixed route file: "about.tsx" -> "/about", "tours/index.tsx" -> "/tours", "index.tsx" -> "/". */
export function routeOfFile(file: string): string {
  const parts = file.replace(/\.tsx$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return '/' + parts.join('/');
}

/** The site's fixed routes, from the files in src/routes (not the not-found page, which is no address of its own). */
export const staticRoutes: readonly string[] = routeFiles()
  .filter((f) => !isDynamicRoute(f))
  .map(routeOfFile)
  .filter((r) => r !== NOT_FOUND);

/** `file`: its path under src/routes. */
export type RouteFile = { file: string; module: PageModule };

export type RouteEntry = RouteFile & { path: string; params: Record<string, string> };

export async function loadRouteModules(routesDir: string): Promise<RouteFile[]> {
  const out: RouteFile[] = [];
  // The bundled build (bin/build.mjs) carries the route modules of src/routes itself.
  const bundled = (globalThis as { __bundledRouteModules?: Record<string, PageModule> }).__bundledRouteModules;
  const own = realpathSync(routesDir) === realpathSync(ROUTES_DIR);
  for (const file of routeFiles(routesDir)) {
    const module = ((own && bundled?.[file]) ||
      (await import(pathToFileURL(path.join(routesDir, file)).href))) as PageModule;
    const where = `src/routes/${file}`;
    if (typeof module.default !== 'function' || typeof module.head !== 'function')
      throw new Error(`${where} must export a default page component and a head() function`);
    if ('route' in module) throw new Error(`${where} exports route: a route is its file's path, so remove the export`);
    if ('css' in module)
      throw new Error(
        `${where} exports css: a page carries the CSS of what it renders, so render <Styles of={import.meta.url} /> (its own CSS beside it) instead`,
      );
    if (isDynamicRoute(file) && typeof module.paths !== 'function')
      throw new Error(`${where} is a [param] route and must export paths()`);
    if (!isDynamicRoute(file) && module.paths)
      throw new Error(`${where} is a fixed route and cannot export paths(): name the file with a [param] instead`);
    out.push({ file, module });
  }
  return out;
}

/** The concrete routes of the route files for this content; every fixed route, tour and post must have its page. */
export function findRoutes(files: readonly RouteFile[], content: Content): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const { file, module } of files) {
    if (module.paths) for (const p of module.paths(content)) routes.push({ ...p, module, file });
    else routes.push({ path: routeOfFile(file), params: {}, module, file });
  }
  const seen = new Map<string, string>();
  for (const r of routes) {
    const other = seen.get(r.path.toLowerCase());
    if (other)
      throw new Error(
        `Route ${r.path} is produced by both src/routes/${other} and src/routes/${r.file} (routes must differ by more than letter case)`,
      );
    seen.set(r.path.toLowerCase(), r.file);
  }
  const produced = new Set(routes.map((r) => r.path));
  const pages = [...staticRoutes, ...content.tours.map((t) => t.href), ...content.blog.map((b) => b.href), NOT_FOUND];
  const missing = pages.filter((r) => !produced.has(r));
  if (missing.length) throw new Error(`No page module renders: ${missing.join(', ')}`);
  return routes;
}

/** The route a built file answers (index.html -> /, about/index.html -> /about, 404.html -> /404): outputFile backwards. */
export function routeOfOutput(file: string): string {
  if (file === '404.html') return NOT_FOUND;
  if (file === 'index.html') return PAGE.home;
  return '/' + file.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

export function outputFile(route: string): string {
  if (route === NOT_FOUND) return '404.html';
  return route === PAGE.home ? 'index.html' : `${route.slice(1)}/index.html`;
}
