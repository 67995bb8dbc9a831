import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';

/** The floating "book now" button (wide screens) and the Book Your Tour bar: links where the header's button goes. */
export function BookingCtas() {
  const { menus } = useContent();
  const href = menus.header.button.href;
  // A labelled landmark, so no content sits outside one (axe "region").
  return (
    <aside className="booking-ctas" aria-label="Book a tour">
      <Styles of={import.meta.url} />
      <a href={href} className="floating-cta btn btn-primary" data-floating-cta>
        {menus.booking.floating}
      </a>
      <div className="mobile-book-bar" data-mobile-bar>
        <a href={href} className="btn btn-primary btn-block" data-mobile-bar-link>
          {menus.booking.bar}
        </a>
      </div>
    </aside>
  );
}
