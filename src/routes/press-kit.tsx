import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Faq } from '../components/Faq.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Section } from '../components/Section.tsx';
import { GuestQuote } from '../components/GuestQuote.tsx';
import { Styles } from '../contract/Styles.tsx';

export const head = headOf('press-kit');

/** Press kit. Addresses come from content.site, never from page copy. */
export default function PressKit({ content }: PageProps) {
  const page = content.pages['press-kit'];
  const { site } = content;
  const words = content.labels.pressKit;
  const s = page.sections;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <Section id="materials" content={s.materials} className="press-materials">
        <p className="section-cta">
          <ExternalLink href={site.pressMaterialsUrl} className="btn btn-primary btn-lg">
            {words.materialsButton}
          </ExternalLink>
        </p>
      </Section>
      <Section id="about" content={s.about} />
      <Section id="highlights" content={s.highlights}>
        <ol className="grid grid-3 highlight-grid">
          {content.press.highlights.map((h, i) => (
            <li key={h.name} className="card highlight">
              <span className="highlight-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="highlight-name">{h.name}</h3>
              <p>{h.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="media-contact" content={s.mediaContact} className="press-contact">
        <p className="press-contact-mail">
          <a className="btn btn-primary" href={`mailto:${site.email}`}>
            {words.emailButton}
          </a>
        </p>
      </Section>
      <Section id="press-faq" content={s.faq}>
        <Faq items={content.faqs.pressKit} idPrefix="press-faq" firstOpen />
      </Section>
      <Section id="testimonials" content={s.testimonials}>
        <ul className="press-quotes">
          {content.testimonials.pressKit.map((t, i) => (
            <li key={i}>
              <GuestQuote testimonial={t} className="press-quote" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="links" content={s.links}>
        <ul className="press-links">
          <li>
            <ExternalLink href={site.social.url} className="btn btn-secondary">
              {site.social.label} {site.social.handle}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={site.giftCardsUrl} className="btn btn-secondary">
              {words.giftCardsButton}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={site.petitionUrl} className="btn btn-secondary">
              {words.petitionButton}
            </ExternalLink>
          </li>
        </ul>
      </Section>
    </>
  );
}
