/**
 * What every page of content/pages shows of its copy, as one table: its hero's h1 and buttons, its sections' h2 in
 * order, each section's text, cards and call to action, and its FAQ.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, privateTour } from '../helpers/site.ts';
import { markdownText, section, type SectionKey } from '../helpers/copy.ts';
import { assertFaq, assertHeroButtons, sectionOf } from '../helpers/routes.ts';
import { all, outline, text } from '../../tools/html.ts';
import type { z } from 'zod';
import type { PageId } from '../../src/content/shapes.ts';
import { pageSchemas } from '../../src/content/schema/pages.ts';

const c = content();

/** Every page of content/pages by its route (the type asks for every page). */
const ROUTES: Record<PageId, string | undefined> = {
  home: '/',
  about: '/about',
  tours: '/tours',
  'private-tour': privateTour()?.href,
  gallery: '/gallery',
  blog: '/blog',
  'in-the-news': '/in-the-news',
  contact: '/contact',
  booking: '/booking',
  'press-kit': '/press-kit',
  'adventure-cats': '/adventure-cats',
  'adventure-cats-thanks': '/adventure-cats/thanks',
  'not-found': '/404',
  privacy: '/privacy',
};
/** Sections whose words another one shows (the waiver's, in the application form): no heading of their own. */
const WITHIN = new Set(['adventure-cats waiver']);
/** A page shows its sections in the order its schema, and so the CMS's form, lists them. */
const sectionKeys = (page: PageId) =>
  Object.keys((pageSchemas[page] as z.ZodObject).shape.sections.shape).filter(
    (k) => !WITHIN.has(`${page} ${k}`),
  ) as SectionKey<PageId>[];
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

const rows = (Object.entries(ROUTES) as [PageId, string | undefined][]).map(
  ([page, route]) => [page, [route, sectionKeys(page)]] as const,
);

describe("each page of content/pages: hero h1 and buttons, sections' h2 in order, each one's text, cards, call to action, FAQ", () => {
  for (const [page, [route, keys]] of rows) {
    it(`${route ?? page}: ${keys.join(', ')}`, { skip: !route && `the content has no ${page} page` }, () => {
      const d = doc(route!);
      const { hero } = c.pages[page];
      assert.deepEqual(outline(d), [`h1 ${hero.title}`, ...keys.map((k) => `h2 ${section(page, k).heading}`)]);
      assertHeroButtons(d, hero);
      if (NO_ISLAND.has(page)) assert.equal(d.querySelector('[data-island]'), null, 'no island');
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
      if (faq)
        assertFaq(sectionOf(d, 'faq' as SectionKey<PageId>, page).querySelector('[data-island="Accordion"]')!, ...faq);
    });
  }
});
