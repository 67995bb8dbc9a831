import type { PageProps } from '../types.ts';
import type { Content } from '../../content/loader.ts';
import type { Tour } from '../../content/schema.ts';
import { Hero } from '../../components/Hero.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { Picture } from '../../components/Picture.tsx';
import { FactsBar } from '../../components/FactsBar.tsx';
import { BookCard } from '../../components/BookCard.tsx';
import { CalendarSection } from '../../components/CalendarSection.tsx';
import { Faq } from '../../components/Faq.tsx';
import { PhotoGallery } from '../../components/PhotoGallery.tsx';
import { breadcrumbList } from '../../components/breadcrumbs.ts';
import { touristTrip } from '../../components/jsonld/tour.ts';

export const css = ['tour'];

/** One page per neighbourhood tour; the private tour has its own page. */
export function paths(content: Content) {
  return content.tours.filter((t) => t.kind === 'public').map((t) => ({ path: t.href, params: { tour: t.id } }));
}

function tourOf({ content, params }: PageProps): Tour {
  const tour = content.tours.find((t) => t.id === params.tour);
  if (!tour) throw new Error(`No tour ${params.tour}`);
  return tour;
}

export function head(props: PageProps) {
  const tour = tourOf(props);
  const { content } = props;
  return {
    title: tour.title,
    description: tour.seoDescription,
    jsonLd: [
      touristTrip(tour, content),
      breadcrumbList(content.site.url, [
        { name: 'Home', path: '/' },
        { name: 'Tours', path: '/tours' },
        { name: tour.title, path: tour.href },
      ]),
    ],
  };
}

export default function TourPage(props: PageProps) {
  const tour = tourOf(props);
  const { content } = props;
  const others = content.tours.filter((t) => t.id !== tour.id);
  // The loader has checked that every gallery id exists.
  const photos = tour.galleryIds.flatMap((id) => content.gallery.byId.get(id) ?? []);
  return (
    <>
      <Hero hero={tour.hero} />
      <FactsBar tour={tour} />
      <div className="container tour-layout">
        <section className="tour-about" aria-labelledby="about-title">
          <h2 id="about-title" className="section-title">
            About This Tour
          </h2>
          <Markdown html={tour.html} />
        </section>
        <BookCard tour={tour} className="tour-book" />
        <section className="tour-stops" aria-labelledby="stops-title">
          <h2 id="stops-title" className="section-title">
            What You'll Discover
          </h2>
          <ol className="stops">
            {tour.stops.map((stop) => (
              <li key={stop.title} className="stop">
                <h3 className="stop-title">{stop.title}</h3>
                <p>{stop.description}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {photos.length > 0 && (
        <section className="section tour-gallery" aria-labelledby="gallery-title">
          <div className="container">
            <h2 id="gallery-title" className="section-title">
              Photos From the Tour
            </h2>
            <PhotoGallery images={photos} label={`${tour.shortTitle} tour photos`} idPrefix={`${tour.id}-photos`} />
          </div>
        </section>
      )}
      {tour.testimonials.length > 0 && (
        <section className="section tour-quotes" aria-labelledby="quotes-title">
          <div className="container">
            <h2 id="quotes-title" className="section-title">
              What Guests Say
            </h2>
            <ul className="quotes">
              {tour.testimonials.map((t) => (
                <li key={t.author}>
                  <figure className="quote">
                    <blockquote>
                      <p>{t.quote}</p>
                    </blockquote>
                    <figcaption>
                      <span className="quote-author">{t.author}</span>
                      {t.role && <span className="quote-role">{t.role}</span>}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CalendarSection heading="Check Availability & Book" frameTitle={`Booking calendar: ${tour.title}`} itemId={tour.itemId}>
        <p className="calendar-intro">
          {tour.schedule}. Pick a date to see times and open spots, then book securely with our booking partner.
        </p>
      </CalendarSection>
      {tour.faqs.length > 0 && (
        <section className="section tour-faq" aria-labelledby="faq-title">
          <div className="container">
            <h2 id="faq-title" className="section-title">
              {tour.shortTitle} Tour FAQ
            </h2>
            <Faq items={tour.faqs} idPrefix={`${tour.id}-faq`} />
          </div>
        </section>
      )}
      <section className="section tour-more" aria-labelledby="more-title">
        <div className="container">
          <h2 id="more-title" className="section-title">
            Explore Our Other Tours
          </h2>
          <ul className="more-tours">
            {others.map((t) => (
              <li key={t.id} className="more-tour">
                <Picture src={t.image} alt="" sizes="(min-width: 768px) 20rem, 100vw" />
                <h3 className="more-tour-title">
                  <a href={t.href}>{t.title}</a>
                </h3>
                <p>{t.teaser}</p>
              </li>
            ))}
          </ul>
          <p className="tour-contact">
            Questions about this tour? <a href="/contact">Contact us</a> and we'll get back to you.
          </p>
        </div>
      </section>
    </>
  );
}
