/** Shared by build-output and browser tests: the built site and a server for it. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../dev/preview.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { ParseCache } from '../../src/content/parseCache.ts';
import { outputFile, staticRoutes } from '../../src/pipeline/routes.ts';
import { parseHtml } from '../../tools/html.ts';
import type { Content, Tour } from '../../src/content/shapes.ts';
import { slugify } from '../../tools/new.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** SITE_DIST lets a test run read another build than dist/ (the everyday-edits test builds a copy of the content). */
export const DIST = process.env.SITE_DIST ? path.resolve(process.env.SITE_DIST) : path.join(ROOT, 'dist');
/** SITE_CONTENT: the content folder DIST was built from; tests take every expected text, price and count from it. */
export const CONTENT = process.env.SITE_CONTENT ? path.resolve(process.env.SITE_CONTENT) : path.join(ROOT, 'content');

export function requireDist(): void {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
}

export function page(route: string): string {
  requireDist();
  return distText(outputFile(route));
}

/** A built file's text, by its path in dist/ ("sitemap.xml", "_headers"). */
export const distText = (file: string) => readFileSync(path.join(DIST, file), 'utf8');

export const doc = (route: string) => parseHtml(page(route));

/** The content of the page's <meta> with this name or property ("description", "og:image"), or undefined. */
export const meta = (d: Document, key: string) =>
  d.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

/** The repository's parse cache (.cache/markdown, warmed by the build): parsing again cost a test process 2 s of CPU. */
export const parseCache = () => new ParseCache(path.join(ROOT, '.cache', 'markdown'));

let cached: Content | undefined;
export function content() {
  cached ??= loadSiteContent(CONTENT, { cache: parseCache() });
  return cached;
}

/** Every route the site must have: the fixed pages, then one per tour, per blog post and per page written in Markdown. */
export function allRoutes(): string[] {
  const c = content();
  return [
    ...staticRoutes,
    ...c.tours.map((t) => t.href),
    ...c.blog.map((b) => b.href),
    ...c.markdownPages.map((p) => p.href),
  ];
}

/** The content's tours by kind: the first public tour stands in wherever a test needs "a tour page". */
export function publicTours() {
  return content().tours.filter((t): t is Tour & { kind: 'public' } => t.kind === 'public');
}
export function privateTour() {
  return content().tours.find((t) => t.kind === 'private');
}

/** A server for a built site: dist/ (or SITE_DIST) unless given another folder. */
export async function startSite(dir?: string) {
  if (!dir) requireDist();
  const { server, url } = await serve({ dir: dir ?? DIST });
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A title for a test's new tour or page whose address no file of content/ has yet (an editor may add one any day). */
export function unusedTitle(title: string, dir = CONTENT): { title: string; slug: string } {
  const taken = (slug: string) => ['tours', 'pages'].some((sub) => existsSync(path.join(dir, sub, `${slug}.md`)));
  while (taken(slugify(title))) title += ' 2';
  return { title, slug: slugify(title) };
}
