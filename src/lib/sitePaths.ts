/**
 * The addresses of the site's own pages that code links to, defined once.
 * Each page here is a route file under src/routes (a test checks it), so a
 * renamed page is this table and the file's new name. Tours and posts get
 * their addresses from tourHref() and postHref() and nowhere else.
 */
export const PAGE = {
  home: '/',
  about: '/about',
  gallery: '/gallery',
  tours: '/tours',
  blog: '/blog',
  news: '/in-the-news',
  contact: '/contact',
  booking: '/booking',
  adventureCats: '/adventure-cats',
  adventureThanks: '/adventure-cats/thanks',
  pressKit: '/press-kit',
  privacy: '/privacy',
} as const;

/** The not-found page's route (written as 404.html, which hosts serve for unknown addresses). */
export const NOT_FOUND = '/404';

/** Files the build writes beside the pages, at these addresses. */
export const SITE_FILE = {
  feed: '/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  favicon: '/favicon.ico',
} as const;

/** A tour's page: /tours/{slug}. */
export const tourHref = (slug: string): string => `${PAGE.tours}/${slug}`;

/** A post's page: /blog/{id}. */
export const postHref = (id: number): string => `${PAGE.blog}/${id}`;

/** The post id a path names, when it is a post's page ("/blog/12" -> 12). */
export function postIdOf(path: string): number | undefined {
  const m = new RegExp(`^${PAGE.blog}/(\\d+)$`).exec(path);
  return m ? Number(m[1]) : undefined;
}
