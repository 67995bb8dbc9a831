/** The header's items in their order; Tours carries one entry per tour, from content. */
import type { Tour } from '../content/schema.ts';

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export function mainNav(tours: readonly Tour[]): NavItem[] {
  return [
    { label: 'About', href: '/about' },
    { label: 'Gallery', href: '/gallery' },
    { label: 'Tours', href: '/tours', children: tours.map((t) => ({ label: t.shortTitle, href: t.href })) },
    { label: 'Blog', href: '/blog' },
    { label: 'In the News', href: '/in-the-news' },
    { label: 'Contact', href: '/contact' },
  ];
}

/** An item is current on its own route and, for sections, on the routes below it. */
export function isCurrent(item: NavItem, path: string): boolean {
  return path === item.href || (item.href !== '/' && path.startsWith(item.href + '/'));
}
