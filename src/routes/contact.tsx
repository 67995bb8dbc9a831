import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Island } from '../contract/Island.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Faq } from '../components/Faq.tsx';
import { GuestQuote } from '../components/GuestQuote.tsx';
import { useContent } from '../contract/render.ts';
import ContactForm from '../islands/ContactForm.tsx';
import { Styles } from '../contract/Styles.tsx';

export const head = headOf('contact');

/** Contact: hero, form, resources, quick actions, reach-out card, a guest quote, FAQ (first open), booking call to action. */
export default function Page() {
  const content = useContent();
  const { site } = content;
  const page = content.pages.contact;
  const words = content.labels.contact;
  const s = page.sections;
  const { quickActions: quick, reachOut, faq } = s;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <Section id="send-message" content={s.form} className="contact-form-section">
        <Island
          component={ContactForm}
          props={{
            publicKey: site.emailjs.publicKey,
            serviceId: site.emailjs.serviceId,
            templateId: site.emailjs.templateId,
            labels: { ...content.labels.contactForm, ...content.labels.forms },
            idPrefix: 'contact',
          }}
          hydrate="interaction"
        />
        <noscript>
          <p className="form-note contact-noscript">
            {'This form needs JavaScript to send. Prefer e-mail? Write to '}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
        </noscript>
      </Section>
      <div className="section contact-help">
        <div className="container contact-help-grid">
          <section className="contact-card contact-resources" aria-labelledby="resources-title">
            <h2 id="resources-title" className="contact-card-title">
              {s.resources.heading}
            </h2>
            <Markdown text={s.resources.body} />
          </section>
          <section className="card contact-card" aria-labelledby="quick-actions-title">
            <h2 id="quick-actions-title" className="contact-card-title">
              {quick.heading}
            </h2>
            {quick.body && <Markdown text={quick.body} />}
            <div className="quick-actions">
              {quick.cta && (
                <a className="btn btn-primary" href={quick.cta.href}>
                  {quick.cta.text}
                </a>
              )}
              <a className="btn btn-secondary" href="#faq">
                {words.faqButton}
              </a>
            </div>
          </section>
          <section className="card contact-card" aria-labelledby="reach-out-title">
            <h2 id="reach-out-title" className="contact-card-title">
              {reachOut.heading}
            </h2>
            <Markdown text={reachOut.body} />
            <ul className="reach-out-links">
              <li>
                <span className="reach-out-label">{words.emailLabel}</span>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <span className="reach-out-label">{site.social.label}</span>
                <ExternalLink href={site.social.url}>{site.social.handle}</ExternalLink>
              </li>
            </ul>
          </section>
        </div>
      </div>
      <section className="section contact-quote-section" aria-label="A guest's words">
        <div className="container">
          <GuestQuote testimonial={content.testimonials.contact} />
        </div>
      </section>
      <Section id="faq" content={faq}>
        <Faq items={content.faqs.contact} idPrefix="contact-faq" firstOpen />
      </Section>
      <Section id="book-cta" content={s.bookCta} className="contact-book-cta" />
      {/* A plain in-page link to the FAQ, placed where it covers nothing (contact.css says where). */}
      <a className="help-fab" href="#faq">
        <span className="help-fab-icon" aria-hidden="true">
          ?
        </span>
        <span className="visually-hidden">{words.helpButton} Go to the frequently asked questions</span>
      </a>
    </>
  );
}
