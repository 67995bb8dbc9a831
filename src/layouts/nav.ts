/**
 * The site's navigation, defined once: every page a menu links to, with its
 * label, and the lists the header and the footer show. Tours come from
 * content (one entry per tour, in their order).
 */
import type { Tour } from '../content/schema.ts';
import { PAGE } from '../lib/sitePaths.ts';

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

const page = {
  home: { label: 'Home', href: PAGE.home },
  about: { label: 'About', href: PAGE.about },
  gallery: { label: 'Gallery', href: PAGE.gallery },
  tours: { label: 'Tours', href: PAGE.tours },
  blog: { label: 'Blog', href: PAGE.blog },
  news: { label: 'In the News', href: PAGE.news },
  contact: { label: 'Contact', href: PAGE.contact },
  adventureCats: { label: 'Adventure Cats', href: PAGE.adventureCats },
  pressKit: { label: 'Press Kit', href: PAGE.pressKit },
} satisfies Record<string, NavItem>;

/** The header: the Tours entry carries every tour. */
export function mainNav(tours: readonly Tour[]): NavItem[] {
  return [page.about, page.gallery, { ...page.tours, children: tours.map((t) => ({ label: t.shortTitle, href: t.href })) }, page.blog, page.news, page.contact];
}

/** The footer's Explore list. */
export const exploreNav: NavItem[] = [page.home, page.about, page.tours, page.adventureCats, page.gallery, page.blog];

/** The footer's Connect list (the site's own pages; the gift-card and petition links follow from content). */
export const connectNav: NavItem[] = [page.contact, page.pressKit, page.news];

/** An item is current on its own route and, for sections, on the routes below it. */
export function isCurrent(item: NavItem, path: string): boolean {
  return path === item.href || (item.href !== PAGE.home && path.startsWith(item.href + '/'));
}
