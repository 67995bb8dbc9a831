import { Styles } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

/**
 * The floating "book now" button (wide screens) and the bottom Book Your Tour
 * bar (under 768px, slides in past 300px; the enhancement script (src/client/enhance/) scrolls it to #book-now
 * when the page has one). Both are plain links to /booking without script.
 */
export function BookingCtas() {
  // A labelled landmark, so no content sits outside one (axe "region").
  return (
    <aside className="booking-ctas" aria-label="Book a tour">
      <Styles of={import.meta.url} />
      <a href={PAGE.booking} className="floating-cta btn btn-primary" data-floating-cta>
        Book Now
      </a>
      <div className="mobile-book-bar" data-mobile-bar>
        <a href={PAGE.booking} className="btn btn-primary btn-block" data-mobile-bar-link>
          Book Your Tour
        </a>
      </div>
    </aside>
  );
}
