import type { Tour } from '../content/shapes.ts';
import { DraftBadge } from './DraftBadge.tsx';
import { BookingLink } from './BookingLink.tsx';
import { Picture } from './Picture.tsx';
import { Styles } from '../contract/Styles.tsx';
import { useContent } from '../contract/render.ts';
import { PhotoCard } from './PhotoCard.tsx';

/** Card image width: one column on phones, two on tablets, four on wide screens. */
const CARD_SIZES = '(min-width: 1100px) 16rem, (min-width: 640px) 45vw, 100vw';

/** One tour on /tours. Link texts stay short and equal across cards; the hidden suffix says which tour each is for. */
export function TourCard({ tour, priceText }: { tour: Tour; priceText?: string }) {
  const words = useContent().labels.tourCard;
  const titleId = `tour-card-${tour.slug}-title`;
  return (
    <PhotoCard
      className={tour.featured ? 'tour-card is-featured' : 'tour-card'}
      aria-labelledby={titleId}
      data-tour={tour.slug}
      mediaClassName="tour-card-media"
      media={
        <>
          <Picture src={tour.image} alt={tour.imageAlt} sizes={CARD_SIZES} />
          {tour.featured && <span className="tour-badge">{words.featuredBadge}</span>}
          <DraftBadge item={tour} />
        </>
      }
    >
      <Styles of={import.meta.url} />
      <h3 id={titleId} className="tour-card-title">
        {tour.title}
      </h3>
      <p className="tour-card-teaser">{tour.teaser}</p>
      <p className="tour-card-desc">{tour.description}</p>
      {priceText && <p className="tour-card-price">{priceText}</p>}
      <div className="tour-card-actions">
        <a className="btn btn-secondary" href={tour.href} data-card-details>
          {words.detailsButton}
          <span className="visually-hidden">: {tour.shortTitle}</span>
        </a>
        <BookingLink tour={tour}>
          {words.bookButton}
          <span className="visually-hidden">: {tour.shortTitle}</span>
        </BookingLink>
      </div>
    </PhotoCard>
  );
}
