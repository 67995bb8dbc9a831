/** The site's navigation, from content/menus.json: the header's entries (the one marked `tours` lists every tour) and the footer's lists. */
import type { Content, MenuLink } from '../content/shapes.ts';
import { PAGE } from '../lib/sitePaths.ts';

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

/** Where a menu entry goes: its own href, or the site.json address it names. */
function target(link: MenuLink, site: Content['site']): string {
  return link.href ?? site[link.siteLink!];
}

/** The header's entries; the tours entry carries every tour. */
export function mainNav(content: Content): NavItem[] {
  return content.menus.header.items.map((item) => ({
    label: item.label,
    href: target(item, content.site),
    children: item.tours ? content.tours.map((t) => ({ label: t.shortTitle, href: t.href })) : undefined,
  }));
}

/** The footer's lists, each under its heading. */
export function footerNav(content: Content): { heading: string; items: NavItem[] }[] {
  return content.menus.footer.lists.map((list) => ({
    heading: list.heading,
    items: list.items.map((item) => ({ label: item.label, href: target(item, content.site) })),
  }));
}

/** An item is current on its own route and, for sections, on the routes below it. */
export function isCurrent(item: NavItem, path: string): boolean {
  if (!item.href.startsWith('/')) return false;
  return path === item.href || (item.href !== PAGE.home && path.startsWith(item.href + '/'));
}
