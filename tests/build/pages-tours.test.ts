/**
 * The built /tours, tour detail, /tours/private-tours and /booking pages
 * against SPEC.md §2 (sections in order), §3/§9 (ids, prices, group sizes,
 * schedules), §4 (lazy expectations, calendar embed, idle preload) and
 * CONTRACTS.md (FareHarbor links, structured data).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, page } from '../helpers/site.ts';
import { all, doc, main, outline, parseHtml, text } from '../fixtures/html.ts';
import { formatUsd } from '../../src/lib/privatePrice.ts';
import { fillFacts } from '../../src/components/facts.ts';

const c = content();
const { site } = c;
const SHORT = site.fareharbor.shortname;
const FLOW = site.fareharbor.flow;
/** What a sighted visitor reads: the text without the screen-reader-only additions. */
const visibleText = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return text(copy);
};
const jsonLd = (d: Document) => all(d, 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>);
const islandProps = (el: Element | null) => JSON.parse(el?.getAttribute('data-props') ?? 'null');
const heading = (pageId: 'tours' | 'private-tours' | 'booking', key: string) => c.pages[pageId].sections[key].heading;
const tour = (id: string) => c.tours.find((t) => t.id === id)!;

/** CONTRACTS.md: the booking page of one item, the link's real href. */
const bookUrl = (item: number) => `https://fareharbor.com/embeds/book/${SHORT}/items/${item}/?full-items=yes&flow=${FLOW}`;
/** CONTRACTS.md: the calendar iframe address (all items without an id). */
const calendarUrl = (item?: number) =>
  `https://fareharbor.com/embeds/calendar/${SHORT}/${item ? `items/${item}/` : ''}?fallback=simple&full-items=yes&flow=${FLOW}`;

const PUBLIC = ['brooklyn-heights', 'financial-district', 'lower-east-side'] as const;
/** SPEC §3/§9: the booking ids, fixed by the spec rather than read back from content. */
const ITEM_IDS = { 'brooklyn-heights': 562630, 'financial-district': 577800, 'lower-east-side': 604533, 'private-tours': 562633 };
/** SPEC §2/§9: the group maximum of each neighbourhood tour. */
const MAX_GROUP = { 'brooklyn-heights': 12, 'financial-district': 15, 'lower-east-side': 12 };
/** SPEC §9: the schedule claims, as they read on the page. */
const SCHEDULE = {
  'brooklyn-heights': /Saturdays and Sundays at 1:15 PM, April to December 2025/,
  'financial-district': /Saturdays at 11:00 AM, April to November/,
  'lower-east-side': /Sundays at 2:00 PM, May to October/,
};

describe('/tours', () => {
  const d = doc('/tours');

  it('has the hero, trust strip, tour cards, expectations, FAQ and booking call to action, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages.tours.hero.title}`,
      `h2 ${heading('tours', 'trust')}`,
      `h2 ${heading('tours', 'cards')}`,
      `h2 ${heading('tours', 'expectations')}`,
      `h2 ${heading('tours', 'faq')}`,
      `h2 ${heading('tours', 'bookCta')}`,
    ]);
    const order = ['.hero', '.trust-strip', '.tour-cards', '[data-island="TourExpectations"]', '[data-island="Accordion"]', '#book-cta'].map((s) => d.querySelector(s));
    assert.ok(order.every(Boolean), 'every section is on the page');
    for (let i = 1; i < order.length; i++) assert.ok(order[i - 1]!.compareDocumentPosition(order[i]!) & 4, `section ${i} comes before section ${i + 1}`);
  });

  it('the trust strip claims professional historians, 98% five-star, 2-hour tours and small groups', () => {
    const items = all(d, '.trust-item .trust-title').map(text);
    assert.deepEqual(items, ['Professional Historians', `${site.claims.fiveStarPercent}% Five-Star Reviews`, `${site.claims.durationHours}-Hour Tours`, 'Small Groups']);
    assert.equal(site.claims.fiveStarPercent, 98);
  });

  it('shows the four tour cards in order, each with image, title, teaser and description', () => {
    const cards = all(d, '.tour-cards > li > .tour-card');
    assert.deepEqual(cards.map((a) => text(a.querySelector('h3'))), [
      'Brooklyn Heights Historical Cat Tour',
      'Financial District Historical Cat Tour',
      'Lower East Side Historical Cat Tour',
      'Private Tours',
    ]);
    for (const [i, card] of cards.entries()) {
      const t = c.tours[i];
      const img = card.querySelector('picture img')!;
      assert.equal(img.getAttribute('alt'), t.imageAlt);
      assert.equal(img.getAttribute('loading'), 'lazy');
      assert.ok(img.getAttribute('width') && img.getAttribute('height'), 'the image has its size');
      assert.equal(text(card.querySelector('.tour-card-teaser')), t.teaser);
      assert.equal(text(card.querySelector('.tour-card-desc')), t.description);
    }
  });

  it('shows "Most Popular" once, on the Brooklyn Heights card only', () => {
    const badges = all(main(d), '.tour-badge');
    assert.equal(badges.length, 1);
    assert.equal(text(badges[0]), 'Most Popular');
    assert.equal(badges[0].closest('.tour-card')?.getAttribute('data-tour'), 'brooklyn-heights');
    assert.equal((main(d).textContent ?? '').match(/Most Popular/g)?.length, 1);
  });

  it('each card links to its page ("View Details") and books its FareHarbor item ("Book Now")', () => {
    for (const card of all(d, '.tour-card')) {
      const id = card.getAttribute('data-tour') as keyof typeof ITEM_IDS;
      const [details, book] = all(card, '.tour-card-actions a');
      assert.equal(visibleText(details), 'View Details');
      assert.equal(details.getAttribute('href'), `/tours/${id}`);
      assert.equal(visibleText(book), 'Book Now');
      assert.equal(book.getAttribute('href'), bookUrl(ITEM_IDS[id]));
      assert.equal(book.getAttribute('data-fh-item'), String(ITEM_IDS[id]));
      // Repeated link texts are told apart for screen readers.
      assert.match(text(book), new RegExp(`Book Now: ${tour(id).shortTitle}`));
    }
  });

  it('prices public tours at $40 per person and private tours from $320', () => {
    const prices = all(d, '.tour-card-price').map(text);
    assert.deepEqual(prices, ['$40 per person', '$40 per person', '$40 per person', 'From $320 for up to 8 guests']);
    assert.match(text(d.querySelector('#tour-cards')), /\$40 per person, against an average of \$55/);
  });

  it('renders only the loading text of the tour-expectations section; its contents come in a lazy chunk', () => {
    const island = d.querySelector('[data-island="TourExpectations"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.equal(text(island), 'Loading what to expect…');
    assert.equal(island.querySelector('.expectations')?.getAttribute('aria-busy'), 'true');
    const items = c.pages.tours.sections.expectations.items ?? [];
    assert.ok(items.length > 0);
    assert.deepEqual(islandProps(island).items.map((i: { title: string }) => i.title), items.map((i) => i.title));
    assert.equal(island.querySelector('h3, ul'), null, 'no expectation is in the server HTML');
  });

  it('has the FAQ accordion with discounts, accessibility and restrooms', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]')!;
    const props = islandProps(island);
    assert.equal(props.idPrefix, 'tours-faq');
    assert.equal(all(island, '.accordion-button').length, c.faqs.tours.length);
    const faq = text(island);
    assert.match(faq, /discounts for students, seniors and groups of 10 or more/);
    assert.match(faq, /not fully/i);
    assert.match(faq, /wheelchair/);
    assert.match(faq, /restrooms near the start and end/);
  });

  it('ends with a booking call to action to /booking', () => {
    assert.equal(text(d.querySelector('#book-cta a.btn')), 'Book Your Tour');
    assert.equal(d.querySelector('#book-cta a.btn')?.getAttribute('href'), '/booking');
  });

  it('asks chrome.ts to preload the FareHarbor script when idle (SPEC §4)', () => {
    assert.ok(d.body.hasAttribute('data-fh-preload'));
    assert.equal(doc('/booking').body.hasAttribute('data-fh-preload'), false, 'only /tours preloads');
  });
});

for (const id of PUBLIC) {
  const t = tour(id);
  describe(t.href, () => {
    const d = doc(t.href);

    it('has hero, facts, description, booking card, stops, gallery, testimonials, calendar, FAQ and other tours, in order', () => {
      assert.deepEqual(outline(d), [
        `h1 ${t.title}`,
        'h2 About This Tour',
        'h2 Book Your Spot',
        "h2 What You'll Discover",
        'h2 Photos From the Tour',
        'h2 What Guests Say',
        'h2 Check Availability & Book',
        `h2 ${t.shortTitle} Tour FAQ`,
        'h2 Explore Our Other Tours',
      ]);
      const order = ['.hero', '.facts-bar', '.tour-about', '.book-card', '.tour-stops', '.tour-gallery', '.tour-quotes', '#book-now', '.tour-faq', '.tour-more'].map((s) => d.querySelector(s));
      assert.ok(order.every(Boolean), 'every section is on the page');
      for (let i = 1; i < order.length; i++) assert.ok(order[i - 1]!.compareDocumentPosition(order[i]!) & 4, `section ${i} before ${i + 1}`);
    });

    it('the hero button "Check Availability & Book" goes to #book-now, which holds the calendar', () => {
      const btn = d.querySelector('.hero-actions a')!;
      assert.equal(text(btn), 'Check Availability & Book');
      assert.equal(btn.getAttribute('href')?.replace(/^\/tours\/[a-z-]+/, ''), '#book-now');
      assert.ok(d.querySelector('#book-now [data-island="CalendarEmbed"]'));
    });

    it(`the facts bar says 2 hours, 1.5 miles, max ${MAX_GROUP[id]} guests and 98% 5-star`, () => {
      assert.deepEqual(all(d, '.facts .fact-value').map(text), ['2 hours', '1.5 miles', `Max ${MAX_GROUP[id]} guests`, '98% 5-star']);
      assert.equal(t.maxGroup, MAX_GROUP[id]);
    });

    it('shows the description from the tour file', () => {
      assert.ok(d.querySelector('.tour-about .prose p'));
      assert.equal(text(d.querySelector('.tour-about .prose')), text(parseHtml(`<div>${t.html}</div>`).body));
    });

    it('the sticky Book Your Spot card shows $40 per person, the schedule and a booking link', () => {
      const card = d.querySelector('aside.book-card')!;
      assert.equal(text(card.querySelector('.book-card-price')), `${formatUsd(site.prices.perPerson)} per person`);
      assert.equal(formatUsd(site.prices.perPerson), '$40');
      assert.match(text(card.querySelector('[data-schedule]')), SCHEDULE[id]);
      const book = card.querySelector('a[data-fh-item]')!;
      assert.equal(text(book), 'Book Now');
      assert.equal(book.getAttribute('href'), bookUrl(ITEM_IDS[id]));
      assert.equal(card.querySelector('a[href="#book-now"]') !== null, true);
    });

    it("lists every stop under What You'll Discover", () => {
      assert.deepEqual(all(d, '.stops > li h3').map(text), t.stops.map((s) => s.title));
    });

    it('shows the tour photos in the gallery and the tour testimonials', () => {
      const gallery = d.querySelector('.tour-gallery [data-island="PhotoGallery"]')!;
      assert.deepEqual(all(gallery, 'img').map((img) => img.getAttribute('alt')), t.galleryIds.map((g) => c.gallery.byId.get(g)!.alt));
      assert.deepEqual(all(d, '.tour-quotes blockquote').map(text), t.testimonials.map((q) => q.quote));
      assert.deepEqual(all(d, '.tour-quotes .quote-author').map(text), t.testimonials.map((q) => q.author));
    });

    it('embeds the calendar for this tour, lazily: server HTML has the 700px placeholder and the new-window fallback', () => {
      const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
      assert.equal(island.getAttribute('data-hydrate'), 'visible');
      assert.deepEqual(islandProps(island), { shortname: SHORT, flow: FLOW, itemId: ITEM_IDS[id], title: `Booking calendar: ${t.title}` });
      assert.equal(island.querySelector('iframe'), null, 'no iframe before the visitor comes near');
      assert.equal(text(island.querySelector('.calendar-status')), 'Preparing calendar...');
      assert.ok(island.querySelector('.calendar-frame'), 'the reserved frame box');
      const fallback = island.querySelector('.calendar-fallback a')!;
      assert.equal(text(fallback), 'Having trouble? Open calendar in new window');
      assert.equal(fallback.getAttribute('href'), calendarUrl(ITEM_IDS[id]));
      assert.equal(fallback.getAttribute('target'), '_blank');
      assert.match(fallback.getAttribute('rel') ?? '', /noopener/);
    });

    it('has the FAQ accordion with the tour questions', () => {
      const island = d.querySelector('.tour-faq [data-island="Accordion"]')!;
      assert.deepEqual(all(island, '.accordion-button').map(text), t.faqs.map((f) => f.question));
    });

    it('links to the other tours and to /contact', () => {
      const links = all(d, '.tour-more .more-tour a').map((a) => a.getAttribute('href'));
      assert.deepEqual(links, c.tours.filter((o) => o.id !== id).map((o) => o.href));
      assert.ok(d.querySelector('.tour-more a[href="/contact"]'));
    });

    it('carries a TouristTrip with a $40 USD offer and a Home › Tours › tour breadcrumb', () => {
      const blocks = jsonLd(d);
      const trip = blocks.find((b) => b['@type'] === 'TouristTrip')!;
      assert.equal(trip.name, t.title);
      assert.equal(trip.url, site.url + t.href);
      assert.equal(trip.offers['@type'], 'Offer');
      assert.equal(trip.offers.price, 40);
      assert.equal(trip.offers.priceCurrency, 'USD');
      assert.equal(trip.offers.url, bookUrl(ITEM_IDS[id]));
      assert.equal(trip.itinerary.itemListElement.length, t.stops.length);
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
      assert.deepEqual(
        crumbs.itemListElement.map((i: Record<string, unknown>) => [i.position, i.name, i.item]),
        [
          [1, 'Home', `${site.url}/`],
          [2, 'Tours', `${site.url}/tours`],
          [3, t.title, site.url + t.href],
        ],
      );
    });
  });
}

describe('/tours/private-tours', () => {
  const d = doc('/tours/private-tours');
  const p = site.prices;

  it('has pricing, neighbourhoods, scheduling, calculator, event types, FAQ and contact, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages['private-tours'].hero.title}`,
      ...['pricing', 'neighbourhoods', 'scheduling', 'calculator', 'eventTypes', 'faq', 'contact'].map((k) => `h2 ${heading('private-tours', k)}`),
    ]);
  });

  it('prices the tour from content.site: $320 for up to 8 guests, $40 per extra guest, 1 to 30 guests', () => {
    assert.deepEqual([p.privateBase, p.privateIncludedGuests, p.privatePerExtraGuest, p.privateMinGuests, p.privateMaxGuests], [320, 8, 40, 1, 30]);
    const pricing = text(d.querySelector('#pricing'));
    assert.match(pricing, /\$320 covers up to 8 guests/);
    assert.match(pricing, /\$40 for each additional guest/);
    assert.match(pricing, /Groups from 1 to 30 guests/);
    assert.doesNotMatch(page('/tours/private-tours'), /\{[A-Za-z]+\}/, 'no placeholder is left unfilled');
  });

  it('offers the three neighbourhoods (linked to their tours) or a custom route', () => {
    const tiles = all(d, '#neighbourhoods .hood-tile');
    assert.deepEqual(tiles.map((li) => text(li.querySelector('h3'))), ['Brooklyn Heights', 'Financial District', 'Lower East Side', 'Custom Route on Request']);
    assert.deepEqual(tiles.map((li) => li.querySelector('a')?.getAttribute('href') ?? null), ['/tours/brooklyn-heights', '/tours/financial-district', '/tours/lower-east-side', null]);
  });

  it('states the scheduling rules: reply within 48 hours, 2 weeks notice, 2–3 weeks weekdays, 4–6 weeks weekends', () => {
    const s = text(d.querySelector('#scheduling'));
    for (const re of [/within 48 hours/, /2 weeks' notice/, /2–3 weeks ahead/, /4–6 weeks ahead/]) assert.match(s, re);
  });

  it('has the price calculator: a labelled number field and a polite output showing $320 for 8 guests', () => {
    const island = d.querySelector('#calculator [data-island="PriceCalculator"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.deepEqual(islandProps(island).pricing, { base: 320, includedGuests: 8, perExtraGuest: 40, minGuests: 1, maxGuests: 30 });
    const input = island.querySelector('input')!;
    assert.equal(d.querySelector(`label[for="${input.id}"]`)?.textContent, 'Number of guests');
    assert.equal(input.getAttribute('min'), '1');
    assert.equal(input.getAttribute('max'), '30');
    const output = island.querySelector('output')!;
    assert.equal(output.getAttribute('aria-live'), 'polite');
    assert.equal(output.getAttribute('for'), input.id);
    assert.equal(text(output.querySelector('[data-total]')), '$320');
  });

  it('shows the event-type tiles', () => {
    assert.deepEqual(all(d, '#event-types .card h3').map(text), (c.pages['private-tours'].sections.eventTypes.items ?? []).map((i) => i.title));
    assert.ok(all(d, '#event-types .card').length >= 4);
  });

  it('has an FAQ with exactly 3 items', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]')!;
    assert.equal(all(island, '.accordion-button').length, 3);
    assert.deepEqual(all(island, '.accordion-button').map(text), c.faqs.privateTours.map((f) => f.question));
  });

  it('links to /contact and to the private tour booking (item 562633)', () => {
    assert.equal(d.querySelector('.hero-actions a')?.getAttribute('href'), '/contact');
    assert.equal(text(d.querySelector('#contact-cta a[href="/contact"]')), 'Contact Us');
    const book = d.querySelector('#contact-cta a[data-fh-item]')!;
    assert.equal(book.getAttribute('href'), bookUrl(ITEM_IDS['private-tours']));
  });

  it('carries a Home › Tours › Private Tours breadcrumb', () => {
    const crumbs = jsonLd(d).find((b) => b['@type'] === 'BreadcrumbList')!;
    assert.deepEqual(crumbs.itemListElement.map((i: Record<string, unknown>) => i.item), [`${site.url}/`, `${site.url}/tours`, `${site.url}/tours/private-tours`]);
  });
});

describe('/booking', () => {
  const d = doc('/booking');

  it('has the hero, the calendar section (#book-now) and the mail section, in order', () => {
    assert.deepEqual(outline(d), [`h1 ${c.pages.booking.hero.title}`, `h2 ${heading('booking', 'calendar')}`, `h2 ${heading('booking', 'mail')}`]);
  });

  it(`mentions the ${site.fareharbor.calendarDays}-day calendar`, () => {
    assert.equal(site.fareharbor.calendarDays, 30);
    assert.match(text(d.querySelector('#book-now')), /next 30 days/);
    assert.match(d.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', /next 30 days/);
  });

  it('embeds the all-tours calendar with flow 1219724, taking the tour from ?itemId= in the browser', () => {
    const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
    assert.deepEqual(islandProps(island), { shortname: SHORT, flow: 1219724, itemFromQuery: true, title: `${site.name} booking calendar` });
    assert.equal(text(island.querySelector('.calendar-status')), 'Preparing calendar...');
    assert.equal(island.querySelector('.calendar-fallback a')?.getAttribute('href'), calendarUrl());
  });

  it('has a mail button to the contact address', () => {
    const mail = d.querySelector('#mail a.btn')!;
    assert.equal(text(mail), 'Email Us');
    assert.equal(mail.getAttribute('href'), `mailto:${site.email}`);
  });
});

describe('copy that quotes site facts', () => {
  it('fills {placeholders} from content.site and fails the build on an unknown one', () => {
    assert.equal(fillFacts('{privateBase} for {privateIncludedGuests}, then {privatePerExtraGuest}; {calendarDays} days', site), '$320 for 8, then $40; 30 days');
    assert.throws(() => fillFacts('only {perPersn}', site), /Unknown placeholder \{perPersn\}/);
  });

  it('leaves no {placeholder} unfilled on these routes', () => {
    for (const route of ['/tours', '/tours/private-tours', '/booking', ...PUBLIC.map((id) => `/tours/${id}`)]) {
      assert.doesNotMatch(page(route), /\{(perPerson|privateBase|privateIncludedGuests|privatePerExtraGuest|privateMinGuests|privateMaxGuests|calendarDays|fiveStarPercent|durationHours|distanceMiles|defaultMaxGroup|otherToursAverage|email)\}/, route);
    }
  });

  it('agrees with content.site where tour files and FAQs repeat a price', () => {
    const p = site.prices;
    const privateCopy = [tour('private-tours').description, tour('private-tours').html, ...c.faqs.privateTours.map((f) => f.answer)].join(' ');
    assert.ok(privateCopy.includes(formatUsd(p.privateBase)), 'private copy names the base price');
    for (const m of privateCopy.matchAll(/\$(\d[\d,]*)/g)) {
      assert.ok([p.privateBase, p.privatePerExtraGuest].includes(Number(m[1].replace(',', ''))), `private copy quotes ${m[0]}`);
    }
    for (const id of PUBLIC) {
      for (const m of tour(id).html.matchAll(/\$(\d+)/g)) assert.equal(Number(m[1]), p.perPerson, `${id} quotes ${m[0]}`);
    }
  });
});
