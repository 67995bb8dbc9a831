import type { Tour } from '../../content/shapes.ts';
import { Hero } from '../Hero.tsx';
import { Markdown } from '../Markdown.tsx';
import { Picture } from '../Picture.tsx';
import { FactsBar } from '../FactsBar.tsx';
import { BookCard } from '../BookCard.tsx';
import { CalendarSection } from '../CalendarSection.tsx';
import { HeadedSection } from '../Section.tsx';
import { Faq } from '../Faq.tsx';
import { GalleryPhotos } from '../GalleryPhotos.tsx';
import { GuestQuote } from '../GuestQuote.tsx';
import { useContent } from '../../contract/render.ts';
import { Styles } from '../../contract/Styles.tsx';
import { markdownInline } from '../../content/markdown.ts';
import { fillSlots } from '../../lib/slots.ts';

/**
 * A neighbourhood tour's page: hero, facts bar, description beside the
 * sticky booking card, stops, photos, guests' words, the #book-now calendar,
 * the tour's FAQ and the other tours. Sections with nothing to show are left out.
 */
export function PublicTour({ tour }: { tour: Tour & { kind: 'public' } }) {
  const content = useContent();
  const words = content.labels.tourPage;
  const others = content.tours.filter((t) => t.slug !== tour.slug);
  // The loader has checked that every gallery id exists.
  const photos = tour.galleryIds.flatMap((id) => content.gallery.byId.get(id) ?? []);
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={tour.hero} />
      <FactsBar tour={tour} />
      <div className="container tour-layout">
        <section className="tour-about" aria-labelledby="about-title">
          <h2 id="about-title" className="section-title">
            {words.aboutHeading}
          </h2>
          <Markdown html={tour.html} />
        </section>
        <BookCard tour={tour} className="tour-book" />
        <section className="tour-stops" aria-labelledby="stops-title">
          <h2 id="stops-title" className="section-title">
            {words.stopsHeading}
          </h2>
          <ol className="stops">
            {tour.stops.map((stop, i) => (
              <li key={i} className="stop">
                <h3 className="stop-title">{stop.title}</h3>
                <p>{stop.description}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {photos.length > 0 && (
        <HeadedSection name="gallery" className="tour-gallery" heading={words.photosHeading}>
          <GalleryPhotos
            images={photos}
            label={fillSlots(words.photosLabel, { tour: tour.shortTitle })}
            idPrefix={`${tour.slug}-photos`}
          />
        </HeadedSection>
      )}
      {tour.testimonials.length > 0 && (
        <HeadedSection name="quotes" className="tour-quotes" heading={words.quotesHeading}>
          <ul className="quotes">
            {tour.testimonials.map((t, i) => (
              <li key={i}>
                <GuestQuote testimonial={t} className="quote" />
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
      <CalendarSection
        heading={words.calendarHeading}
        frameTitle={`Booking calendar: ${tour.title}`}
        itemId={tour.itemId}
      >
        <p className="calendar-intro">{fillSlots(words.calendarIntro, { schedule: tour.schedule })}</p>
      </CalendarSection>
      {tour.faqs.length > 0 && (
        <HeadedSection name="faq" className="tour-faq" heading={fillSlots(words.faqHeading, { tour: tour.shortTitle })}>
          <Faq items={tour.faqs} idPrefix={`${tour.slug}-faq`} />
        </HeadedSection>
      )}
      <HeadedSection
        name="more"
        className="tour-more"
        heading={others.length ? words.otherToursHeading : words.noOtherToursHeading}
      >
        {others.length > 0 && (
          <ul className="more-tours">
            {others.map((t) => (
              <li key={t.slug} className="more-tour">
                <Picture src={t.image} alt="" sizes="(min-width: 768px) 20rem, 100vw" />
                <h3 className="more-tour-title">
                  <a href={t.href}>{t.title}</a>
                </h3>
                <p>{t.teaser}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="tour-contact" dangerouslySetInnerHTML={{ __html: markdownInline(words.contactLine) }} />
      </HeadedSection>
    </>
  );
}
