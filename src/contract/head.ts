/** What a page puts in its document's head, beside what every page has. */
import type { Content, Hero, PageContent, PageId } from '../content/shapes.ts';

/** A content image a page is shared with: its path under content/images, its alt text, and the hero position that frames it. */
export interface SharePhoto {
  src: string;
  alt: string;
  /** CSS object-position of the hero showing it ("center", "50% 30%"); its share card is cut around the same point. */
  position?: string;
}

export interface HeadInfo {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** The page's own photo, shared as its link preview (a 1200×630 card); without one, the site's default card. */
  photo?: SharePhoto;
  /** An article's first publication and last change, ISO 8601 with a time zone (article:published_time, article:modified_time). */
  published?: string;
  modified?: string;
  noindex?: boolean;
  /** JSON-LD objects, each written as its own script block. */
  jsonLd?: object[];
  type?: 'website' | 'article';
  /** The previous and next pages of a paged list (rel="prev" / rel="next"). */
  prev?: string;
  next?: string;
  /** Warm the booking widget when the browser is idle (/tours does). */
  preloadBooking?: boolean;
}

/** A hero's photo as the page's share photo: the same image, alt text and framing. */
export function heroPhoto(hero: Hero): SharePhoto {
  return { src: hero.image, alt: hero.imageAlt, position: hero.imagePosition };
}

/** Head fields that come straight from a page's content file: its title, description and hero photo. */
export function headFrom(page: PageContent, extra: Partial<HeadInfo> = {}): HeadInfo {
  return { title: page.title, description: page.description, photo: heroPhoto(page.hero), ...extra };
}

/** A fixed route's head() from its page's content file alone: `export const head = headOf('contact');`. */
export const headOf =
  (id: PageId, extra: Partial<HeadInfo> = {}) =>
  ({ content }: { content: Content }): HeadInfo =>
    headFrom(content.pages[id], extra);
