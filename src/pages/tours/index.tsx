import type { PageProps } from '../types.ts';
import { headFrom } from '../head.ts';
import { Hero } from '../../components/Hero.tsx';
import { Section, section } from '../../components/Section.tsx';
import { TrustStrip } from '../../components/TrustStrip.tsx';
import { TourCard } from '../../components/TourCard.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Island } from '../../components/Island.tsx';
import { fillDeep } from '../../components/facts.ts';
import { formatUsd } from '../../lib/privatePrice.ts';
import type { Content } from '../../content/loader.ts';
import TourExpectations from '../../islands/TourExpectations.tsx';

export const route = '/tours';
export const css = ['tours'];

const pageOf = (content: Content) => fillDeep(content.pages.tours, content.site);

export function head({ content }: PageProps) {
  // SPEC §4: /tours warms the FareHarbor script when the browser is idle (chrome.ts).
  return headFrom(pageOf(content), { preloadBooking: true });
}

export default function ToursPage({ content }: PageProps) {
  const page = pageOf(content);
  const { prices } = content.site;
  const cards = section(page, 'cards', 'tours');
  const expectations = section(page, 'expectations', 'tours');
  const faq = section(page, 'faq', 'tours');
  const priceOf = (kind: string) =>
    kind === 'private'
      ? `From ${formatUsd(prices.privateBase)} for up to ${prices.privateIncludedGuests} guests`
      : `${formatUsd(prices.perPerson)} per person`;
  return (
    <>
      <Hero hero={page.hero} />
      <TrustStrip content={section(page, 'trust', 'tours')} />
      <Section id="tour-cards" content={{ ...cards, items: undefined }} className="tour-cards-section">
        <ul className="tour-cards">
          {content.tours.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} priceText={priceOf(tour.kind)} />
            </li>
          ))}
        </ul>
      </Section>
      <section id="expectations" className="section expectations-section" aria-labelledby="expectations-title">
        <div className="container">
          <h2 id="expectations-title" className="section-title">
            {expectations.heading}
          </h2>
          <Island component={TourExpectations} props={{ items: expectations.items ?? [] }} hydrate="visible" />
        </div>
      </section>
      <Section id="faq" content={faq}>
        <Faq items={content.faqs.tours} idPrefix="tours-faq" />
      </Section>
      <Section id="book-cta" content={section(page, 'bookCta', 'tours')} className="cta-section" />
    </>
  );
}
