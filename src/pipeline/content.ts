/** The content of a site, loaded and checked against the routes of this codebase. */
import type { Content } from '../content/shapes.ts';
import { loadContent, type LoadOptions } from '../content/load/loader.ts';
import { staticRoutes } from './routes.ts';

export function loadSiteContent(contentDir: string, opts: Omit<LoadOptions, 'routes'> = {}): Content {
  return loadContent(contentDir, { ...opts, routes: staticRoutes });
}
