/** The site's fixed routes (SPEC.md §2) and the page-copy file that goes with each. */

export const pageIds = [
  'home',
  'about',
  'tours',
  'private-tours',
  'gallery',
  'blog',
  'in-the-news',
  'contact',
  'booking',
  'press-kit',
  'adventure-cats',
  'adventure-cats-thanks',
  'not-found',
] as const;
export type PageId = (typeof pageIds)[number];

/** Every route except the blog posts, which come from content. */
export const staticRoutes = [
  '/',
  '/about',
  '/gallery',
  '/tours',
  '/tours/brooklyn-heights',
  '/tours/lower-east-side',
  '/tours/financial-district',
  '/tours/private-tours',
  '/blog',
  '/in-the-news',
  '/contact',
  '/booking',
  '/adventure-cats',
  '/adventure-cats/thanks',
  '/press-kit',
] as const;
