/**
 * The events of plain HTML: a booking link's click (data-tour) and a newsletter form sent (once the browser's required
 * checks pass). On window, capturing, so bookingLinks.ts, which stops the click, never hides one.
 */
import { EVENT, trackEvent } from '../../lib/track.ts';

export function trackPlainEvents(): void {
  window.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-tour]');
      if (link) trackEvent(EVENT.booking, { tour: link.dataset.tour! });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (e) => {
      if ((e.target as Element | null)?.matches?.('form[data-newsletter]')) trackEvent(EVENT.newsletter);
    },
    true,
  );
}
