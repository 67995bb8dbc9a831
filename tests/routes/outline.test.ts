import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, privateTour } from '../helpers/site.ts';
import { section, type SectionKey } from '../helpers/copy.ts';
import { outline } from '../../tools/html.ts';
import type { PageId } from '../../src/content/schema.ts';

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
};

describe("each page of content/pages: its hero's h1, then its sections' h2 in order, under the headings of its copy", () => {
  for (const [page, [route, keys]] of Object.entries(SECTIONS) as [PageId, [string | undefined, string[]]][]) {
    it(`${route ?? page}: ${keys.join(', ')}`, { skip: !route && `the content has no ${page} page` }, () => {
      assert.deepEqual(outline(doc(route!)), [
        `h1 ${c.pages[page].hero.title}`,
        ...keys.map((k) => `h2 ${section(page, k as SectionKey<typeof page>).heading}`),
      ]);
    });
  }
});
