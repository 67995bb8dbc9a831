/**
 * The built /contact; its outline and its sections' calls to action are outline.test.ts's. The contact form's
 * fields are fixed by what the EmailJS template expects.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page } from '../helpers/site.ts';
import { escapeRegExp, markdownText } from '../helpers/copy.ts';
import { assertFaq, island, islandProps } from '../helpers/routes.ts';
import { all, main, text } from '../../tools/html.ts';
import { internalLinks, markdownToHtml } from '../../src/content/markdown.ts';

const c = content();
const { site } = c;

describe('/contact (built)', () => {
  const d = doc('/contact');
  const sec = c.pages.contact.sections;

  it("places the guest's quote between the reach-out card and the FAQ", () => {
    const order = all(main(d), '#send-message, .contact-help, .guest-quote, #faq, #book-cta').map(
      (el) => el.id || el.className,
    );
    assert.deepEqual(order, ['send-message', 'section contact-help', 'guest-quote', 'faq', 'book-cta']);
    assert.ok(text(d.querySelector('.guest-quote')).includes(c.testimonials.contact.author));
  });

  it('shows the resources as the copy links them, the quick actions and the reach-out card', () => {
    const resources = d.querySelector('.contact-resources')!;
    assert.ok(text(resources).includes(markdownText(sec.resources.body)));
    assert.deepEqual(
      all(resources, 'a').map((a) => a.getAttribute('href')),
      internalLinks(markdownToHtml(sec.resources.body)),
    );
    const quick = d.querySelector('[aria-labelledby="quick-actions-title"]')!;
    assert.deepEqual(
      all(quick, 'a').map((a) => a.getAttribute('href')),
      [...(sec.quickActions.cta ? [sec.quickActions.cta.href] : []), '#faq'],
    );
    assert.equal(text(all(quick, 'a').at(-1)!), c.labels.contact.faqButton);
    const reach = d.querySelector('[aria-labelledby="reach-out-title"]')!;
    assert.deepEqual(all(reach, '.reach-out-label').map(text), [c.labels.contact.emailLabel, site.social.label]);
    const hrefs = all(reach, 'a').map((a) => a.getAttribute('href'));
    assert.ok(hrefs.includes(`mailto:${site.email}`));
    assert.ok(hrefs.includes(site.social.url));
  });

  it('renders the FAQ from content, every question and answer, with the first item open, and a floating help link to it', () => {
    const faq = d.querySelector('#faq')!;
    assertFaq(faq, c.faqs.contact);
    assert.deepEqual(
      all(faq, '.accordion-button').map((b) => b.getAttribute('aria-expanded')),
      c.faqs.contact.map((_, i) => String(i === 0)),
    );
    const help = d.querySelector('a.help-fab')!;
    assert.equal(help.getAttribute('href'), '#faq');
    assert.ok(text(help).includes(c.labels.contact.helpButton));
  });

  it("server-renders the contact form island, waking on interaction with the content's EmailJS keys", () => {
    const el = island(d, 'ContactForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    assert.deepEqual(islandProps(el), {
      ...site.emailjs,
      labels: { ...c.labels.contactForm, ...c.labels.forms },
      idPrefix: 'contact',
    });
    const form = el.querySelector('form')!;
    assert.equal(form.getAttribute('method'), 'post');
    assert.equal(form.hasAttribute('action'), false, 'no action that goes nowhere');
    assert.deepEqual(
      all(form, '[name]').map((f) => f.getAttribute('name')),
      ['name', 'email', 'message', 'consent', 'website'],
    );
    assert.equal(text(form.querySelector('label[for="contact-consent"]')), `${c.labels.contactForm.consent} *`);
    const honeypot = form.querySelector('[name="website"]')!;
    assert.equal(honeypot.getAttribute('tabindex'), '-1');
    assert.equal(honeypot.closest('[aria-hidden="true"]') !== null, true);
    assert.equal(text(form.querySelector('button[type="submit"]')), c.labels.contactForm.send);
    // Before and without script, the mail address is the fallback.
    assert.match(page('/contact'), new RegExp(`<noscript>.*mailto:${escapeRegExp(site.email)}.*</noscript>`, 's'));
    // Neither the EmailJS SDK nor its host is in the page: it is imported on submit.
    assert.doesNotMatch(page('/contact'), /api\.emailjs\.com|@emailjs/);
  });
});
