/** The built /contact; its outline, sections' copy, calls to action and FAQ are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page } from '../helpers/site.ts';
import { escapeRegExp } from '../helpers/copy.ts';
import { hrefs, island, islandProps } from '../helpers/routes.ts';
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

  it('links the resources as their copy does, the quick actions to the FAQ, the reach-out card to mail and social', () => {
    assert.deepEqual(hrefs(d.querySelector('.contact-resources')!), internalLinks(markdownToHtml(sec.resources.body)));
    const quick = d.querySelector('[aria-labelledby="quick-actions-title"]')!;
    assert.deepEqual(hrefs(quick), [...(sec.quickActions.cta ? [sec.quickActions.cta.href] : []), '#faq']);
    assert.equal(text(all(quick, 'a').at(-1)!), c.labels.contact.faqButton);
    const reach = d.querySelector('[aria-labelledby="reach-out-title"]')!;
    assert.deepEqual(all(reach, '.reach-out-label').map(text), [c.labels.contact.emailLabel, site.social.label]);
    assert.ok(hrefs(reach).includes(`mailto:${site.email}`) && hrefs(reach).includes(site.social.url));
    const help = d.querySelector('a.help-fab')!;
    assert.equal(help.getAttribute('href'), '#faq', 'a floating help link to the FAQ');
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
    // Before and without script, the mail address is the fallback.
    assert.match(page('/contact'), new RegExp(`<noscript>.*mailto:${escapeRegExp(site.email)}.*</noscript>`, 's'));
    // Neither the EmailJS SDK nor its host is in the page: it is imported on submit.
    assert.doesNotMatch(page('/contact'), /api\.emailjs\.com|@emailjs/);
  });
});
