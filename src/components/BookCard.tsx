import type { Tour } from '../content/shapes.ts';
import { formatUsd } from '../lib/privatePrice.ts';
import { BookingLink } from './BookingLink.tsx';
import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';
import { fillSlots } from '../lib/slots.ts';

/** The sticky booking card of a tour page; its booking link opens FareHarbor's lightframe through the enhancement script. */
export function BookCard({ tour, className }: { tour: Tour & { kind: 'public' }; className?: string }) {
  const { site, labels } = useContent();
  const words = labels.bookCard;
  return (
    <aside className={['book-card', className].filter(Boolean).join(' ')} aria-labelledby="book-card-title">
      <Styles of={import.meta.url} />
      <h2 id="book-card-title" className="book-card-title">
        {words.heading}
      </h2>
      <p className="book-card-price">
        <span className="book-card-amount">{formatUsd(site.prices.perPerson)}</span>{' '}
        <span className="book-card-unit">{words.perPerson}</span>
      </p>
      <dl className="book-card-facts">
        <div>
          <dt>{words.when}</dt>
          <dd data-schedule>{tour.schedule}</dd>
        </div>
        <div>
          <dt>{words.groupSize}</dt>
          <dd>{fillSlots(words.groupSizeValue, { maxGroup: tour.maxGroup })}</dd>
        </div>
        <div>
          <dt>{words.meetingPoint}</dt>
          <dd>{tour.meetingPoint}</dd>
        </div>
      </dl>
      <BookingLink tour={tour} className="btn btn-primary btn-block">
        {words.button}
      </BookingLink>
      <a className="book-card-link" href="#book-now">
        {words.calendarLink}
      </a>
    </aside>
  );
}
