/** The header's items, in SPEC.md §2 order; Tours carries the four tour pages. */
export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export const tourNav: NavItem[] = [
  { label: 'Brooklyn Heights', href: '/tours/brooklyn-heights' },
  { label: 'Financial District', href: '/tours/financial-district' },
  { label: 'Lower East Side', href: '/tours/lower-east-side' },
  { label: 'Private Tours', href: '/tours/private-tours' },
];

export const mainNav: NavItem[] = [
  { label: 'About', href: '/about' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Tours', href: '/tours', children: tourNav },
  { label: 'Blog', href: '/blog' },
  { label: 'In the News', href: '/in-the-news' },
  { label: 'Contact', href: '/contact' },
];

/** An item is current on its own route and, for sections, on the routes below it. */
export function isCurrent(item: NavItem, path: string): boolean {
  return path === item.href || (item.href !== '/' && path.startsWith(item.href + '/'));
}
