import type { PublicTour } from '../content/schema.ts';
import { formatUsd } from '../lib/privatePrice.ts';
import { BookingLink } from './BookingLink.tsx';
import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';

/**
 * The sticky "Book Your Spot" card of a tour page: the per-person
 * price from content.site.prices, the tour's schedule and meeting area, a
 * booking link (FareHarbor lightframe via the enhancement script (src/client/enhance/)) and a jump to the
 * embedded calendar further down.
 */
export function BookCard({ tour, className }: { tour: PublicTour; className?: string }) {
  const { site } = useContent();
  return (
    <aside className={['book-card', className].filter(Boolean).join(' ')} aria-labelledby="book-card-title">
      <Styles of={import.meta.url} />
      <h2 id="book-card-title" className="book-card-title">
        Book Your Spot
      </h2>
      <p className="book-card-price">
        <span className="book-card-amount">{formatUsd(site.prices.perPerson)}</span> <span className="book-card-unit">per person</span>
      </p>
      <dl className="book-card-facts">
        <div>
          <dt>When</dt>
          <dd data-schedule>{tour.schedule}</dd>
        </div>
        <div>
          <dt>Group size</dt>
          <dd>Up to {tour.maxGroup} guests</dd>
        </div>
        <div>
          <dt>Meeting point</dt>
          <dd>{tour.meetingPoint}</dd>
        </div>
      </dl>
      <BookingLink itemId={tour.itemId} className="btn btn-primary btn-block">
        Book Now
      </BookingLink>
      <a className="book-card-link" href="#book-now">
        See all dates in the calendar
      </a>
    </aside>
  );
}
