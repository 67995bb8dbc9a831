import type { PageProps } from '../../contract/page.ts';
import { headOf } from '../../contract/head.ts';
import { Hero } from '../../components/Hero.tsx';
import { HeadedSection, Section } from '../../components/Section.tsx';
import { TrustStrip } from '../../components/TrustStrip.tsx';
import { TourCard } from '../../components/TourCard.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Island } from '../../contract/Island.tsx';
import { iconHtml } from '../../components/Icon.tsx';
import TourExpectations from '../../islands/TourExpectations.tsx';
import { Styles } from '../../contract/Styles.tsx';

// /tours warms the FareHarbor script when the browser is idle (the enhancement script).
export const head = headOf('tours', { preloadBooking: true });

export default function ToursPage({ content }: PageProps) {
  const page = content.pages.tours;
  const { cards, expectations, faq } = page.sections;
  const words = content.labels.tourCard;
  const priceOf = (kind: string) => (kind === 'private' ? words.privatePrice : words.price);
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <TrustStrip content={page.sections.trust} />
      <Section id="tour-cards" content={{ ...cards, items: undefined }} className="tour-cards-section">
        <ul className="grid grid-4 tour-cards">
          {content.tours.map((tour) => (
            <li key={tour.slug}>
              <TourCard tour={tour} priceText={priceOf(tour.kind)} />
            </li>
          ))}
        </ul>
      </Section>
      <HeadedSection id="expectations" className="expectations-section" heading={expectations.heading}>
        <Island
          component={TourExpectations}
          props={{
            items: (expectations.items ?? []).map((i) => ({
              title: i.title,
              description: i.description,
              iconHtml: iconHtml(i.icon),
            })),
          }}
          hydrate="visible"
        />
      </HeadedSection>
      <Section id="faq" content={faq}>
        <Faq items={content.faqs.tours} idPrefix="tours-faq" />
      </Section>
      <Section id="book-cta" content={page.sections.bookCta} className="cta-section" />
    </>
  );
}
