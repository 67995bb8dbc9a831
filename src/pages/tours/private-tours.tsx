import type { PageProps } from '../types.ts';
import { headFrom } from '../head.ts';
import { Hero } from '../../components/Hero.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { Section, section } from '../../components/Section.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Island } from '../../components/Island.tsx';
import { BookingLink } from '../../components/BookingLink.tsx';
import { fillDeep } from '../../components/facts.ts';
import { breadcrumbList } from '../../components/breadcrumbs.ts';
import type { Content } from '../../content/loader.ts';
import type { PrivatePricing } from '../../lib/privatePrice.ts';
import PriceCalculator from '../../islands/PriceCalculator.tsx';

export const route = '/tours/private-tours';
export const css = ['private-tours'];

const pageOf = (content: Content) => fillDeep(content.pages['private-tours'], content.site);

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

export function head({ content }: PageProps) {
  const page = pageOf(content);
  return headFrom(page, {
    jsonLd: [
      breadcrumbList(content.site.url, [
        { name: 'Home', path: '/' },
        { name: 'Tours', path: '/tours' },
        { name: page.hero.title, path: route },
      ]),
    ],
  });
}

export default function PrivateToursPage({ content }: PageProps) {
  const page = pageOf(content);
  const s = (key: string) => section(page, key, 'private-tours');
  const neighbourhoods = s('neighbourhoods');
  const calculator = s('calculator');
  const contact = s('contact');
  const privateTour = content.tours.find((t) => t.kind === 'private');
  // Tiles that name a public tour link to its page; the custom route has no page.
  const tourByName = new Map(content.tours.filter((t) => t.kind === 'public').map((t) => [t.shortTitle, t]));
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="pricing" content={s('pricing')} />
      <section id="neighbourhoods" className="section" aria-labelledby="neighbourhoods-title">
        <div className="container">
          <h2 id="neighbourhoods-title" className="section-title">
            {neighbourhoods.heading}
          </h2>
          {neighbourhoods.body && <Markdown text={neighbourhoods.body} />}
          <ul className="cards hood-tiles">
            {(neighbourhoods.items ?? []).map((item) => {
              const tour = tourByName.get(item.title);
              return (
                <li key={item.title} className="card hood-tile">
                  <span className="card-icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <h3 className="card-title">{tour ? <a href={tour.href}>{item.title}</a> : item.title}</h3>
                  <p>{item.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <Section id="scheduling" content={s('scheduling')} />
      <Section id="calculator" content={calculator} className="calculator-section">
        <Island component={PriceCalculator} props={{ pricing: privatePricing(content), initialGuests: content.site.prices.privateIncludedGuests, idPrefix: 'private-calc' }} hydrate="visible" />
      </Section>
      <Section id="event-types" content={s('eventTypes')} className="event-types" />
      <Section id="faq" content={s('faq')}>
        <Faq items={content.faqs.privateTours} idPrefix="private-faq" />
      </Section>
      <Section id="contact-cta" content={{ ...contact, cta: undefined }} className="cta-section">
        <p className="cta-actions">
          {contact.cta && (
            <a className="btn btn-primary btn-lg" href={contact.cta.href}>
              {contact.cta.text}
            </a>
          )}
          {privateTour && (
            <BookingLink itemId={privateTour.itemId} className="btn btn-secondary btn-lg">
              Check Private Tour Availability
            </BookingLink>
          )}
        </p>
      </Section>
    </>
  );
}
