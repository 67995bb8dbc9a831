import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, privateTour } from '../helpers/site.ts';
import { section, type SectionKey } from '../helpers/copy.ts';
import { sectionOf } from '../helpers/routes.ts';
import { all, outline, text } from '../../tools/html.ts';
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

const rows = Object.entries(SECTIONS) as [PageId, [string | undefined, SectionKey<PageId>[]]][];
const skip = (page: PageId, route: string | undefined) => !route && `the content has no ${page} page`;

describe("each page of content/pages: its hero's h1, then its sections' h2 in order, under the headings of its copy", () => {
  for (const [page, [route, keys]] of rows) {
    it(`${route ?? page}: ${keys.join(', ')}`, { skip: skip(page, route) }, () => {
      assert.deepEqual(outline(doc(route!)), [
        `h1 ${c.pages[page].hero.title}`,
        ...keys.map((k) => `h2 ${section(page, k).heading}`),
      ]);
    });
  }
});

describe('each section of a page with a call to action in its copy shows it, in its words, linked as the copy says', () => {
  for (const [page, [route, keys]] of rows) {
    it(route ?? page, { skip: skip(page, route) }, () => {
      const d = doc(route!);
      for (const key of keys) {
        const { cta } = section(page, key);
        // The gift-card promo links site.json's giftCardsUrl in its copy's words: routes/index.test.ts.
        if (!cta || (page === 'home' && key === 'giftCard')) continue;
        const links = all(sectionOf(d, key, page), 'a');
        assert.ok(
          links.some(
            (a) => a.getAttribute('href') === cta.href && text(a).replace(/ \(opens in a new tab\)$/, '') === cta.text,
          ),
          `${key}: "${cta.text}" to ${cta.href}`,
        );
      }
    });
  }
});
