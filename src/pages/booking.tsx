import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { Hero } from '../components/Hero.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Section, section } from '../components/Section.tsx';
import { CalendarSection } from '../components/CalendarSection.tsx';
import { fillDeep } from '../components/facts.ts';
import type { Content } from '../content/loader.ts';

export const route = '/booking';
export const css = ['booking'];

const pageOf = (content: Content) => fillDeep(content.pages.booking, content.site);

export function head({ content }: PageProps) {
  return headFrom(pageOf(content));
}

/**
 * /booking (SPEC §2): the all-tours FareHarbor calendar (flow from
 * content.site), narrowed to one tour when the address carries a numeric
 * ?itemId= (read by the island after hydration), and a mail button.
 */
export default function BookingPage({ content }: PageProps) {
  const page = pageOf(content);
  const calendar = section(page, 'calendar', 'booking');
  return (
    <>
      <Hero hero={page.hero} />
      <CalendarSection heading={calendar.heading} frameTitle={`${content.site.name} booking calendar`} itemFromQuery>
        <Markdown text={calendar.body} />
      </CalendarSection>
      <Section id="mail" content={section(page, 'mail', 'booking')} className="cta-section">
        <p className="section-cta">
          <a className="btn btn-secondary" href={`mailto:${content.site.email}`}>
            Email Us
          </a>
        </p>
      </Section>
    </>
  );
}
