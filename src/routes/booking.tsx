import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { Section } from '../components/Section.tsx';
import { CalendarSection } from '../components/CalendarSection.tsx';

export const head = headOf('booking');

/** /booking: the all-tours calendar (one tour's, for a numeric ?itemId= read after hydration) and a mail button. */
export default function BookingPage({ content }: PageProps) {
  const page = content.pages.booking;
  const calendar = page.sections.calendar;
  return (
    <>
      <Hero hero={page.hero} />
      <CalendarSection heading={calendar.heading} frameTitle={`${content.site.name} booking calendar`} itemFromQuery>
        <Markdown text={calendar.body} />
      </CalendarSection>
      <Section id="mail" content={page.sections.mail} className="cta-section">
        <p className="section-cta">
          <a className="btn btn-secondary" href={`mailto:${content.site.email}`}>
            {content.labels.booking.emailButton}
          </a>
        </p>
      </Section>
    </>
  );
}
