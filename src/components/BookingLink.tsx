import type { ReactNode } from 'react';
import type { Tour } from '../content/shapes.ts';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { useContent } from '../contract/render.ts';
import { takesEvents } from '../lib/analytics.ts';

/**
 * A real link to the tour's FareHarbor booking page, whose lightframe the enhancement script opens instead when it can;
 * without an item (a tour not on FareHarbor yet, in a preview) a link to every tour's booking page.
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
  // data-tour: the tour of a click, for the booking_click event, only where a provider counts events.
  return (
    <a
      href={bookingPageUrl(site.fareharbor, tour.itemId)}
      className={className}
      data-fh-item={tour.itemId}
      data-tour={takesEvents(site.analytics) ? tour.slug : undefined}
    >
      {children}
    </a>
  );
}
