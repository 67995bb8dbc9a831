/**
 * The events of plain HTML (src/lib/track.ts sends them): a click on a
 * booking link (its tour is in data-tour, rendered only when the provider
 * takes events), and a newsletter form sent (a submit event fires only once
 * the browser's own required checks pass). Listened to on window, in the
 * capture phase, so booking.ts, which stops the click, never hides one.
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
