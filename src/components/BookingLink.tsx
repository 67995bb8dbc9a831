import type { ReactNode } from 'react';
import type { Tour } from '../content/shapes.ts';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { useContent } from '../contract/render.ts';
import { takesEvents } from '../lib/analytics.ts';

/**
 * A booking link: a real link to the tour's
 * FareHarbor booking page, so it works with no script; the enhancement script (src/client/enhance/) opens the
 * lightframe instead when it can. Without an item (a tour not on FareHarbor
 * yet, seen only in a preview) it is a plain link to every tour's booking page.
 */
export function BookingLink({
  tour,
  children,
  className = 'btn btn-primary',
}: {
  tour: Pick<Tour, 'itemId' | 'slug'>;
  children: ReactNode;
  className?: string;
}) {
  const { site } = useContent();
  const { itemId } = tour;
  // The tour of a click, for the booking_click event (src/client/enhance/plainEvents.ts); only where a provider counts events.
  return (
    <a
      href={bookingPageUrl(site.fareharbor, itemId)}
      className={className}
      data-fh-item={itemId}
      data-tour={takesEvents(site.analytics) ? tour.slug : undefined}
    >
      {children}
    </a>
  );
}
