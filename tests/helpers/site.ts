/** Shared by build-output and browser tests: the built site and a server for it. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../src/build/serve.ts';
import { loadContent } from '../../src/content/loader.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** SITE_DIST lets a test run read another build than dist/. */
export const DIST = process.env.SITE_DIST ? path.resolve(process.env.SITE_DIST) : path.join(ROOT, 'dist');

export function requireDist(): void {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
}

/** The HTML of a built route. */
export function page(route: string): string {
  requireDist();
  const file = route === '/404' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  return readFileSync(path.join(DIST, file), 'utf8');
}

let cached: ReturnType<typeof loadContent> | undefined;
export function content() {
  cached ??= loadContent(path.join(ROOT, 'content'));
  return cached;
}

/** Every route the site must have (SPEC §2), from content. */
export function allRoutes(): string[] {
  const c = content();
  return [
    '/', '/about', '/gallery', '/tours', '/tours/brooklyn-heights', '/tours/lower-east-side', '/tours/financial-district',
    '/tours/private-tours', '/blog', '/in-the-news', '/contact', '/booking', '/adventure-cats', '/adventure-cats/thanks', '/press-kit',
    ...c.blog.map((b) => b.href),
  ];
}

export async function startSite() {
  requireDist();
  const { server, url } = await serve({ dir: DIST });
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
