/**
 * The site's navigation, defined once: every page a menu links to, with its
 * label, and the lists the header and the footer show. Tours come from
 * content (one entry per tour, in their order).
 */
import type { Tour } from '../content/schema.ts';

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

const page = {
  home: { label: 'Home', href: '/' },
  about: { label: 'About', href: '/about' },
  gallery: { label: 'Gallery', href: '/gallery' },
  tours: { label: 'Tours', href: '/tours' },
  blog: { label: 'Blog', href: '/blog' },
  news: { label: 'In the News', href: '/in-the-news' },
  contact: { label: 'Contact', href: '/contact' },
  adventureCats: { label: 'Adventure Cats', href: '/adventure-cats' },
  pressKit: { label: 'Press Kit', href: '/press-kit' },
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
  return path === item.href || (item.href !== '/' && path.startsWith(item.href + '/'));
}
