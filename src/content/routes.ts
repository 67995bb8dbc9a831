/**
 * A route is its file's path under src/routes: about.tsx is /about,
 * adventure-cats/thanks.tsx is /adventure-cats/thanks, an index.tsx is its
 * folder, 404.tsx is the not-found page. A file with a [param] in its name is
 * dynamic and lists its paths from content (tours/[tour].tsx, blog/[id].tsx).
 * The loader needs the fixed ones to check links in content; the pipeline
 * finds the same files to render them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'routes');

/** Route files under `dir`, as posix paths relative to it, sorted. */
export function routeFiles(dir = ROUTES_DIR): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) return walk(child);
      return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [child] : [];
    });
  return walk('').sort();
}

/** True for a dynamic route file ([param] in its path). */
export const isDynamicRoute = (file: string): boolean => /\[[^\]]+\]/.test(file);

/** The route of a fixed route file: "about.tsx" -> "/about", "tours/index.tsx" -> "/tours", "index.tsx" -> "/". */
export function routeOfFile(file: string): string {
  const parts = file.replace(/\.tsx$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return '/' + parts.join('/');
}

/** Every fixed route (not the not-found page, which is no address of its own). */
export function fixedRoutes(dir = ROUTES_DIR): string[] {
  return routeFiles(dir)
    .filter((f) => !isDynamicRoute(f))
    .map(routeOfFile)
    .filter((r) => r !== '/404');
}

/** The site's fixed routes, from the files in src/routes. */
export const staticRoutes: readonly string[] = fixedRoutes();
