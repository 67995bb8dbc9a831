/** What a page puts in its document's head, beside what every page has. */
import type { PageContent } from '../content/schema.ts';

export interface HeadInfo {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Social image URL (absolute or site path); defaults to the site card. */
  image?: string;
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

/** Head fields that come straight from a page's content file. */
export function headFrom(page: PageContent, extra: Partial<HeadInfo> = {}): HeadInfo {
  return { title: page.title, description: page.description, ...extra };
}
