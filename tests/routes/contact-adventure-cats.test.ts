/**
 * The built /contact, /adventure-cats and /adventure-cats/thanks: sections
 * in order under the headings of their copy, the forms' fields (fixed by
 * code: what the EmailJS template and the form service expect), the
 * EmailJS keys and form endpoint from content, the cat rules and FAQs as the
 * content words them, and the first-flight budget.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { content, DIST, doc, page } from '../helpers/site.ts';
import { all, main, outline, parseHtml, text } from '../../tools/html.ts';
import { escapeRegExp, markdownListItems, markdownText, section } from '../helpers/copy.ts';
import { internalLinks, markdownToHtml } from '../../src/content/markdown.ts';

const c = content();
const { site } = c;
const island = (d: Document, name: string) => d.querySelector(`[data-island="${name}"]`);
const islandProps = (el: Element | null) => JSON.parse(el?.getAttribute('data-props') ?? 'null');

describe('/contact (built)', () => {
  const d = doc('/contact');
  const sec = c.pages.contact.sections;

  it('has its sections in order: hero, form, resources, quick actions, reach out, quote, FAQ, booking call to action', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages.contact.hero.title}`,
      `h2 ${sec.form.heading}`,
      `h2 ${sec.resources.heading}`,
      `h2 ${sec.quickActions.heading}`,
      `h2 ${sec.reachOut.heading}`,
      `h2 ${sec.faq.heading}`,
      `h2 ${sec.bookCta.heading}`,
    ]);
    // The quote sits between the reach-out card and the FAQ.
    const order = all(main(d), '#send-message, .contact-help, .guest-quote, #faq, #book-cta').map((el) => el.id || el.className);
    assert.deepEqual(order, ['send-message', 'section contact-help', 'guest-quote', 'faq', 'book-cta']);
    assert.ok(text(d.querySelector('.guest-quote')).includes(c.testimonials.contact.author));
  });

  it('shows the resources as their copy links them, the quick actions (the copy\'s button and the FAQ) and the reach-out card (e-mail and social)', () => {
    const resources = d.querySelector('.contact-resources')!;
    assert.ok(text(resources).includes(markdownText(sec.resources.body)));
    assert.deepEqual(all(resources, 'a').map((a) => a.getAttribute('href')), internalLinks(markdownToHtml(sec.resources.body)));
    const quick = d.querySelector('[aria-labelledby="quick-actions-title"]')!;
    assert.deepEqual(all(quick, 'a').map((a) => a.getAttribute('href')), [...(sec.quickActions.cta ? [sec.quickActions.cta.href] : []), '#faq']);
    const reach = d.querySelector('[aria-labelledby="reach-out-title"]')!;
    const hrefs = all(reach, 'a').map((a) => a.getAttribute('href'));
    assert.ok(hrefs.includes(`mailto:${site.email}`));
    assert.ok(hrefs.includes(site.social.url));
    const cta = sec.bookCta.cta;
    if (cta) assert.equal(text(d.querySelector(`#book-cta a[href="${cta.href}"]`)), cta.text);
  });

  it('renders the FAQ from content with the first item open, and a floating help link to it', () => {
    const faq = d.querySelector('#faq')!;
    const buttons = all(faq, '.accordion-button');
    assert.deepEqual(buttons.map(text), c.faqs.contact.map((f) => f.question));
    assert.deepEqual(buttons.map((b) => b.getAttribute('aria-expanded')), c.faqs.contact.map((_, i) => String(i === 0)));
    const help = d.querySelector('a.help-fab')!;
    assert.equal(help.getAttribute('href'), '#faq');
    assert.match(text(help), /Need help\?/);
  });

  it('server-renders a complete contact form island, hydrating on interaction with the EmailJS keys from content', () => {
    const el = island(d, 'ContactForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    assert.deepEqual(islandProps(el), { ...site.emailjs, siteName: site.name, idPrefix: 'contact' });
    const form = el.querySelector('form')!;
    assert.equal(form.getAttribute('method'), 'post');
    assert.equal(form.hasAttribute('action'), false, 'no action that goes nowhere');
    assert.deepEqual(all(form, '[name]').map((f) => f.getAttribute('name')), ['name', 'email', 'message', 'consent', 'website']);
    assert.equal(text(form.querySelector('label[for="contact-consent"]')), `I agree to receive updates from ${site.name} *`);
    const honeypot = form.querySelector('[name="website"]')!;
    assert.equal(honeypot.getAttribute('tabindex'), '-1');
    assert.equal(honeypot.closest('[aria-hidden="true"]') !== null, true);
    assert.equal(text(form.querySelector('button[type="submit"]')), 'Send Message');
    // Before and without script, the mail address is the fallback.
    assert.match(page('/contact'), new RegExp(`<noscript>.*mailto:${escapeRegExp(site.email)}.*</noscript>`, 's'));
    // Neither the EmailJS SDK nor its host is in the page: it is imported on submit.
    assert.doesNotMatch(page('/contact'), /api\.emailjs\.com|@emailjs/);
  });
});

describe('/adventure-cats (built)', () => {
  const d = doc('/adventure-cats');
  const sec = c.pages['adventure-cats'].sections;

  it('has its sections in order: hero, how it works, requirements, form, FAQ, video, logo strip', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages['adventure-cats'].hero.title}`,
      `h2 ${sec.howItWorks.heading}`,
      `h2 ${sec.requirements.heading}`,
      `h2 ${sec.form.heading}`,
      `h2 ${sec.faq.heading}`,
      `h2 ${sec.video.heading}`,
      `h2 ${sec.logos.heading}`,
    ]);
    assert.deepEqual(all(d, '#how-it-works .card-title').map(text), (sec.howItWorks.items ?? []).map((i) => i.title));
  });

  it('states the cat rules and the lifetime-code terms exactly as the requirements copy words them', () => {
    assert.deepEqual(all(d, '#cat-rules li').map(text), markdownListItems(sec.requirements.body));
    assert.ok(text(d.querySelector('#cat-rules')).includes(markdownText(sec.requirements.body)));
  });

  it('server-renders the native multipart form posting to the content endpoint, with every field the form service expects', () => {
    const el = island(d, 'AdventureForm')!;
    assert.equal(el.getAttribute('data-hydrate'), 'interaction');
    const form = el.querySelector('form')!;
    assert.equal(form.getAttribute('method'), 'post');
    assert.equal(form.getAttribute('enctype'), 'multipart/form-data');
    assert.equal(form.getAttribute('action'), site.formService.endpoint);
    const names = all(form, '[name]').map((f) => f.getAttribute('name'));
    assert.deepEqual(names, [
      'first_name', 'last_name', 'email', 'mobile', 'instagram', 'cat_name', 'notes', 'rules_accept', 'waiver_accept',
      '_website', '_next', '_subject', '_language', 'page_slug', 'timestamp', 'referrer_url', 'utm_source', 'utm_medium', 'utm_campaign',
    ]);
    const value = (name: string) => form.querySelector(`[name="${name}"]`)!.getAttribute('value');
    assert.equal(value('_next'), `${site.url}/adventure-cats/thanks`);
    assert.equal(value('page_slug'), 'adventure-cats');
    assert.equal(value('_language'), site.language.slice(0, 2));
    assert.ok(value('_subject'));
    for (const optional of ['instagram', 'notes']) assert.equal(form.querySelector(`[name="${optional}"]`)!.hasAttribute('required'), false, optional);
    for (const check of ['rules_accept', 'waiver_accept']) assert.equal(form.querySelector(`[name="${check}"]`)!.getAttribute('type'), 'checkbox');
    // Every visible control has a label.
    for (const input of all(form, 'input:not([type="hidden"]), textarea')) {
      if (input.closest('[aria-hidden="true"]')) continue;
      assert.ok(form.querySelector(`label[for="${input.id}"]`), `label for ${input.getAttribute('name')}`);
    }
    // The host lets the form post there (CSP form-action).
    assert.match(readFileSync(path.join(DIST, '_headers'), 'utf8'), new RegExp(`form-action[^;]*${escapeRegExp(new URL(site.formService.endpoint).origin)}`));
  });

  it('has the Adventure Cats FAQ (all closed), the video facade from content and the partner logo strip', () => {
    const buttons = all(d, '#adventure-faq .accordion-button');
    assert.deepEqual(buttons.map(text), c.faqs.adventureCats.map((f) => f.question));
    assert.ok(buttons.every((b) => b.getAttribute('aria-expanded') === 'false'));
    const video = island(d, 'VideoFacade')!;
    assert.equal(islandProps(video).title, site.videos.adventureCats.title);
    assert.equal(d.querySelector('#video iframe'), null, 'no player before play');
    assert.deepEqual(all(d, '#friends img').map((i) => i.getAttribute('alt')), c.press.partnerLogos.map((l) => l.alt));
    assert.ok(all(d, '#friends img').every((i) => i.getAttribute('data-press-fallback')));
  });
});

describe('/adventure-cats/thanks (built)', () => {
  const d = doc('/adventure-cats/thanks');

  it('is noindex, says thank you with the buttons of its copy, and stays out of the sitemap', () => {
    const copy = c.pages['adventure-cats-thanks'];
    assert.equal(d.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.equal(text(d.querySelector('h1')), copy.hero.title);
    assert.ok(text(main(d)).includes(markdownText(section('adventure-cats-thanks', 'thanks').body)));
    const buttons = all(main(d), 'a.btn').map((a) => [text(a), a.getAttribute('href')]);
    const expected = [copy.hero.primaryButton, copy.hero.secondaryButton, section('adventure-cats-thanks', 'thanks').cta].flatMap((b) => (b ? [[b.text, b.href]] : []));
    assert.deepEqual(buttons, expected);
    assert.doesNotMatch(readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8'), /adventure-cats\/thanks/);
    assert.equal(d.querySelector('[data-island]'), null, 'no script beyond the chrome');
  });
});

describe('first flight', () => {
  for (const route of ['/contact', '/adventure-cats', '/adventure-cats/thanks']) {
    it(`${route}: HTML + render-blocking CSS stays under 14 KB gzip`, () => {
      const html = page(route);
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(path.join(DIST, m[1])));
      const total = [Buffer.from(html), ...css].reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
      assert.ok(total < 14 * 1024, `${route}: ${(total / 1024).toFixed(1)} KB`);
    });
  }
});
