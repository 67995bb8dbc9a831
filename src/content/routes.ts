/**
 * The site's fixed routes. Tours and blog posts add theirs from content
 * (/tours/{slug}, /blog/{id}).
 */
export const staticRoutes = [
  '/',
  '/about',
  '/gallery',
  '/tours',
  '/blog',
  '/in-the-news',
  '/contact',
  '/booking',
  '/adventure-cats',
  '/adventure-cats/thanks',
  '/press-kit',
] as const;
