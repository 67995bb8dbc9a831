import { ExternalLink } from '../components/ExternalLink.tsx';
import type { NavItem } from './nav.ts';

/** A menu entry's link: a page of the site as a plain link, another site's address opening in a new tab (and saying so). */
export function NavLink({ item, className, current }: { item: NavItem; className?: string; current?: boolean }) {
  if (/^https?:/.test(item.href)) {
    return (
      <ExternalLink href={item.href} className={className}>
        {item.label}
      </ExternalLink>
    );
  }
  return (
    <a href={item.href} className={className} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  );
}
