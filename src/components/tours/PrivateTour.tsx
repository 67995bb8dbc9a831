import type { Content, Tour } from '../../content/shapes.ts';
import type { PrivatePricing } from '../../lib/privatePrice.ts';
import { Hero } from '../Hero.tsx';
import { Markdown } from '../Markdown.tsx';
import { Cards, HeadedSection, Section } from '../Section.tsx';
import { Faq } from '../Faq.tsx';
import { Island } from '../../contract/Island.tsx';
import { BookingLink } from '../BookingLink.tsx';
import PriceCalculator from '../../islands/PriceCalculator.tsx';
import { useContent } from '../../contract/render.ts';
import { Styles } from '../../contract/Styles.tsx';

function privatePricing(content: Content): PrivatePricing {
  const p = content.site.prices;
  return {
    base: p.privateBase,
    includedGuests: p.privateIncludedGuests,
    perExtraGuest: p.privatePerExtraGuest,
    minGuests: p.privateMinGuests,
    maxGuests: p.privateMaxGuests,
  };
}

/** The private tour's page, laid out by content/pages/private-tour.json (a tile with an href links to that tour). */
export function PrivateTour({ tour }: { tour: Tour }) {
  const content = useContent();
  const page = content.pages['private-tour'];
  const s = page.sections;
  const { neighbourhoods, calculator, contact } = s;
  return (
    <>
      <Styles of={import.meta.url} />
      {/* The neighbourhood tiles are Section's cards. */}
      <Styles of={new URL('../Section.tsx', import.meta.url)} />
      <Hero hero={page.hero} />
      <Section id="pricing" content={s.pricing} />
      <HeadedSection id="neighbourhoods" heading={neighbourhoods.heading}>
        {neighbourhoods.body && <Markdown text={neighbourhoods.body} />}
        <Cards items={neighbourhoods.items ?? []} kind={['hood-tiles', 'hood-tile']} />
      </HeadedSection>
      <Section id="scheduling" content={s.scheduling} />
      <Section id="calculator" content={calculator} className="calculator-section">
        <Island
          component={PriceCalculator}
          props={{
            pricing: privatePricing(content),
            initialGuests: content.site.prices.privateIncludedGuests,
            idPrefix: 'private-calc',
            guestsLabel: content.labels.privateTour.guestsLabel,
          }}
          hydrate="visible"
        />
      </Section>
      <Section id="event-types" content={s.eventTypes} className="event-types" />
      <Section id="faq" content={s.faq}>
        <Faq items={content.faqs.privateTours} idPrefix="private-faq" />
      </Section>
      <Section id="contact-cta" content={{ ...contact, cta: undefined }} className="cta-section">
        <p className="cta-actions">
          {contact.cta && (
            <a className="btn btn-primary btn-lg" href={contact.cta.href}>
              {contact.cta.text}
            </a>
          )}
          <BookingLink tour={tour} className="btn btn-secondary btn-lg">
            {content.labels.privateTour.availabilityButton}
          </BookingLink>
        </p>
      </Section>
    </>
  );
}
