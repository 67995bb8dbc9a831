import type { ReactNode } from 'react';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { useContent } from '../contract/render.ts';

/**
 * A booking link: a real link to the tour's
 * FareHarbor booking page, so it works with no script; the enhancement script (src/client/enhance/) opens the
 * lightframe instead when it can. Without an item (a tour not on FareHarbor
 * yet, seen only in a preview) it is a plain link to every tour's booking page.
 */
export function BookingLink({ itemId, children, className = 'btn btn-primary' }: { itemId?: number; children: ReactNode; className?: string }) {
  const { site } = useContent();
  return (
    <a href={bookingPageUrl(site.fareharbor, itemId)} className={className} data-fh-item={itemId}>
      {children}
    </a>
  );
}
