/** The content of a site, loaded and checked against the routes of this codebase. */
import { loadContent, type Content, type LoadOptions } from '../content/loader.ts';
import { staticRoutes } from './routes.ts';

export function loadSiteContent(contentDir: string, opts: Omit<LoadOptions, 'routes'> = {}): Content {
  return loadContent(contentDir, { ...opts, routes: staticRoutes });
}
