import type { HeadContext, PageProps } from '../contract/page.ts';
import { headFrom } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Island } from '../contract/Island.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { NewsletterForm } from '../components/NewsletterForm.tsx';
import { Picture } from '../components/Picture.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { PressLogos } from '../components/PressLogos.tsx';
import { GalleryPhotos } from '../components/GalleryPhotos.tsx';
import { Video } from '../components/Video.tsx';
import { GuestQuote } from '../components/GuestQuote.tsx';
import { travelAgency } from '../components/jsonld/business.ts';
import { tourCatalog } from '../components/jsonld/tour.ts';
import { processedImage } from '../contract/render.ts';
import TestimonialCarousel from '../islands/TestimonialCarousel.tsx';
import { Styles } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

export function head({ content }: PageProps, { images, assets }: HeadContext) {
  const { site } = content;
  const heroImage = processedImage(images, content.pages.home.hero.image);
  // The tours by reference only: each is described once, on its own page.
  return headFrom(content.pages.home, {
    jsonLd: [
      travelAgency(
        content,
        { logo: site.url + assets.logo, image: site.url + heroImage.fallback },
        tourCatalog(content),
      ),
    ],
  });
}

/** The home page, top to bottom: hero, press, video, testimonials, season, intro, gift cards, features, benefits, newsletter, book, gallery, contact and booking calls to action. */
export default function Home({ content }: PageProps) {
  const page = content.pages.home;
  const s = page.sections;
  const { site } = content;
  const words = content.labels.home;
  const { giftCard, book } = s;
  const testimonial = content.testimonials.home;
  const homePhotos = content.gallery.homeIds.map((id) => content.gallery.byId.get(id)!);
  const bookSubject = `Book order: ${site.book.title}`;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <section className="press-strip" aria-labelledby="press-title">
        <div className="container">
          <h2 id="press-title" className="press-strip-title">
            {s.pressStrip.heading}
          </h2>
          <PressLogos logos={content.press.logos} label="Press coverage" />
        </div>
      </section>
      <Section id="video" content={s.video} className="home-video">
        <Video video={site.videos.home} />
      </Section>
      <Section id="testimonial" content={s.testimonial} className="home-testimonial">
        <GuestQuote testimonial={testimonial} className="testimonial" marks />
        <h3 className="more-reviews-title">{words.moreQuotesHeading}</h3>
        <Island
          component={TestimonialCarousel}
          props={{ quotes: content.testimonials.carousel, label: 'More reviews from our guests' }}
          hydrate="visible"
        />
      </Section>
      <Section id="season" content={s.seasonBanner} className="season-banner" />
      <Section id="intro" content={s.intro} />
      <Section id="gift-cards" content={{ ...giftCard, cta: undefined }} className="gift-card">
        {giftCard.cta && (
          <p className="section-cta">
            <ExternalLink href={site.giftCardsUrl} className="btn btn-primary">
              {giftCard.cta.text}
            </ExternalLink>
          </p>
        )}
      </Section>
      <Section id="features" content={s.features} className="features" />
      <Section id="benefits" content={s.benefits} className="benefits" />
      <Section id="newsletter" content={s.newsletter} className="home-newsletter">
        <NewsletterForm variant="full" idPrefix="home-newsletter" labelledBy="newsletter-title" />
      </Section>
      <section id="book" className="section book-promo" aria-labelledby="book-title">
        <div className="container book-promo-inner">
          <Picture
            src={site.book.image}
            alt={site.book.imageAlt}
            sizes="(min-width: 768px) 18rem, 60vw"
            className="book-cover"
          />
          <div>
            <h2 id="book-title" className="section-title">
              {book.heading}
            </h2>
            <Markdown text={book.body} />
            <p className="section-cta">
              <a
                className="btn btn-primary"
                href={`mailto:${site.bookOrderEmail}?subject=${encodeURIComponent(bookSubject)}`}
              >
                {words.bookOrderButton}
              </a>
            </p>
          </div>
        </div>
      </section>
      <Section id="gallery" content={s.gallery} className="home-gallery">
        <GalleryPhotos images={homePhotos} label={words.galleryLabel} idPrefix="home-gallery" columns={4} />
        <p className="section-cta">
          <a href={PAGE.gallery}>{words.fullGalleryLink}</a>
        </p>
      </Section>
      <Section id="contact-cta" content={s.contactCta} className="cta-band" />
      <Section id="final-cta" content={s.finalCta} className="cta-band final-cta" />
    </>
  );
}
