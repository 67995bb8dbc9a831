/**
 * What every page of content/pages shows of its copy, as one table: its hero's h1 and buttons, its sections' h2 in
 * order, each section's text, cards and call to action, and its FAQ.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, privateTour } from '../helpers/site.ts';
import { markdownText, section, type SectionKey } from '../helpers/copy.ts';
import { assertFaq, buttonsOf, sectionOf } from '../helpers/routes.ts';
import { all, main, outline, text } from '../../tools/html.ts';
import type { PageId } from '../../src/content/shapes.ts';

const c = content();

/** Every page of content/pages by its route, with the sections its route renders in their order (the type asks for every page). */
const SECTIONS: { [P in PageId]: [route: string | undefined, keys: SectionKey<P>[]] } = {
  home: [
    '/',
    [
      'pressStrip',
      'video',
      'testimonial',
      'seasonBanner',
      'intro',
      'giftCard',
      'features',
      'benefits',
      'newsletter',
      'book',
      'gallery',
      'contactCta',
      'finalCta',
    ],
  ],
  about: ['/about', ['story', 'team', 'mission', 'bookCta']],
  tours: ['/tours', ['trust', 'cards', 'expectations', 'faq', 'bookCta']],
  'private-tour': [
    privateTour()?.href,
    ['pricing', 'neighbourhoods', 'scheduling', 'calculator', 'eventTypes', 'faq', 'contact'],
  ],
  gallery: ['/gallery', ['nbc', 'tourPhotos', 'fanPhotos', 'share']],
  blog: ['/blog', ['list']],
  'in-the-news': ['/in-the-news', ['reels', 'articles', 'more']],
  contact: ['/contact', ['form', 'resources', 'quickActions', 'reachOut', 'faq', 'bookCta']],
  booking: ['/booking', ['calendar', 'mail']],
  'press-kit': ['/press-kit', ['materials', 'about', 'highlights', 'mediaContact', 'faq', 'testimonials', 'links']],
  'adventure-cats': ['/adventure-cats', ['howItWorks', 'requirements', 'form', 'faq', 'video', 'logos']],
  'adventure-cats-thanks': ['/adventure-cats/thanks', ['thanks']],
  'not-found': ['/404', ['popular']],
  privacy: ['/privacy', ['operator', 'contact', 'retention', 'services']],
};
/** Items shown otherwise than as cards (the trust strip's, the lazily loaded expectations): tours/index.test.ts. */
const OWN_ITEMS = new Set(['tours trust', 'tours expectations']);
/** The pages that need no React: no island, so no island runtime (fullBuild.test.ts). */
const NO_ISLAND = new Set<PageId>(['about', 'adventure-cats-thanks']);
/** Each FAQ section's list, and whether its first question starts open. */
const FAQS: Partial<Record<PageId, [{ question: string; answer: string }[], boolean]>> = {
  tours: [c.faqs.tours, false],
  'private-tour': [c.faqs.privateTours, false],
  contact: [c.faqs.contact, true],
  'press-kit': [c.faqs.pressKit, true],
  'adventure-cats': [c.faqs.adventureCats, false],
};

const rows = Object.entries(SECTIONS) as [PageId, [string | undefined, SectionKey<PageId>[]]][];
const skip = (page: PageId, route: string | undefined) => !route && `the content has no ${page} page`;

describe("each page of content/pages: its hero's h1 and buttons, then its sections' h2 in order, as its copy has them", () => {
  for (const [page, [route, keys]] of rows) {
    it(`${route ?? page}: ${keys.join(', ')}`, { skip: skip(page, route) }, () => {
      const d = doc(route!);
      const { hero } = c.pages[page];
      assert.deepEqual(outline(d), [`h1 ${hero.title}`, ...keys.map((k) => `h2 ${section(page, k).heading}`)]);
      const buttons = all(main(d).querySelector('.hero')!, '.hero-actions a');
      const shown = buttons.map((a) => [text(a), a.getAttribute('href')]);
      assert.deepEqual(shown, buttonsOf(hero));
      if (NO_ISLAND.has(page)) assert.equal(d.querySelector('[data-island]'), null, 'no island');
    });
  }
});

describe("each section of a page shows its copy's text, its cards, its call to action and its FAQ", () => {
  for (const [page, [route, keys]] of rows) {
    it(route ?? page, { skip: skip(page, route) }, () => {
      const d = doc(route!);
      for (const key of keys) {
        const { body, items, cta } = section(page, key);
        const s = sectionOf(d, key, page);
        if (body) assert.ok(text(s).includes(markdownText(body)), `${key}: its text`);
        if (items && !OWN_ITEMS.has(`${page} ${key}`)) {
          const cards = all(s, '.card').map((card) => [
            text(card.querySelector('.card-title')),
            text(card.querySelector('p')),
          ]);
          const expected = items.map((i) => [i.title, i.description]);
          assert.deepEqual(cards, expected, `${key}: its cards`);
        }
        // The gift-card promo links site.json's giftCardsUrl in its copy's words: routes/index.test.ts.
        if (cta && !(page === 'home' && key === 'giftCard')) {
          const links = all(s, 'a').map((a) => [
            a.getAttribute('href'),
            text(a).replace(/ \(opens in a new tab\)$/, ''),
          ]);
          const linked = links.some(([href, words]) => href === cta.href && words === cta.text);
          assert.ok(linked, `${key}: "${cta.text}" to ${cta.href}`);
        }
      }
      const faq = FAQS[page];
      if (!faq) return;
      const accordion = sectionOf(d, 'faq' as SectionKey<PageId>, page).querySelector('[data-island="Accordion"]')!;
      assertFaq(accordion, faq[0]);
      const shown = all(accordion, '.accordion-button').map((b) => b.getAttribute('aria-expanded'));
      const expected = faq[0].map((_, i) => String(faq[1] && i === 0));
      assert.deepEqual(shown, expected, 'the first question open where the page asks for it, the others closed');
    });
  }
});
