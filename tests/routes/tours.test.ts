/**
 * The built /tours, every tour page (public ones by the neighbourhood layout,
 * the private one by content/pages/private-tour.json) and /booking: sections
 * in order, every tour's own facts, prices and FareHarbor item, the lazy
 * expectations and calendar islands, and copy whose fact tokens are filled.
 * Every expected text, price, id and count is read from the content being
 * built, so the checks hold whatever the editor changes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page, privateTour, publicTours } from '../helpers/site.ts';
import { heading, markdownText, plural, section, UNFILLED_FACT, usd } from '../helpers/copy.ts';
import { all, main, outline, parseHtml, text } from '../../tools/html.ts';
import { fillTokens, siteFacts, type FactScope } from '../../src/content/facts.ts';
import type { Tour } from '../../src/content/schema.ts';

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
const tourBySlug = (slug: string | null) => c.tours.find((t) => t.slug === slug);
/** A published tour always has its FareHarbor item (item 0 is refused by the build). */
const itemOf = (t: Tour): number => {
  assert.ok(t.itemId && t.itemId > 0, `${t.file} has a FareHarbor item`);
  return t.itemId;
};
/** An FAQ accordion shows every question and answer of its list, in order. */
const assertFaq = (island: Element, items: { question: string; answer: string }[]) => {
  assert.deepEqual(all(island, '.accordion-button').map(text), items.map((f) => f.question));
  assert.deepEqual(all(island, '.accordion-panel').map(text), items.map((f) => markdownText(f.answer)));
};

/** The booking page of one FareHarbor item: the real href of every booking link. */
const bookUrl = (item: number) => `https://fareharbor.com/embeds/book/${SHORT}/items/${item}/?full-items=yes&flow=${FLOW}`;
/** The calendar iframe address (all items without an id). */
const calendarUrl = (item?: number) =>
  `https://fareharbor.com/embeds/calendar/${SHORT}/${item ? `items/${item}/` : ''}?fallback=simple&full-items=yes&flow=${FLOW}`;

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

  it('the trust strip shows the trust items of the page copy, their facts filled, under a heading for screen readers', () => {
    const items = section('tours', 'trust').items ?? [];
    assert.deepEqual(all(d, '.trust-item .trust-title').map(text), items.map((i) => i.title));
    assert.deepEqual(all(d, '.trust-item .trust-desc').map(text), items.map((i) => i.description));
    assert.ok(d.querySelector('.trust-strip h2.visually-hidden'));
  });

  it('shows one card per tour in the content\'s order, each with image, title, teaser and description', () => {
    const cards = all(d, '.tour-cards > li > .tour-card');
    assert.deepEqual(cards.map((a) => a.getAttribute('data-tour')), c.tours.map((t) => t.slug));
    assert.deepEqual(cards.map((a) => text(a.querySelector('h3'))), c.tours.map((t) => t.title));
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

  it('shows "Most Popular" on the featured tours\' cards only', () => {
    const featured = c.tours.filter((t) => t.featured).map((t) => t.slug);
    const badges = all(main(d), '.tour-badge');
    assert.deepEqual(badges.map((b) => b.closest('.tour-card')?.getAttribute('data-tour')), featured);
    assert.ok(badges.every((b) => text(b) === 'Most Popular'));
    assert.equal((main(d).textContent ?? '').match(/Most Popular/g)?.length ?? 0, featured.length);
  });

  it('each card links to its page ("View Details") and books its own FareHarbor item ("Book Now")', () => {
    const cards = all(d, '.tour-card');
    assert.equal(cards.length, c.tours.length);
    for (const card of cards) {
      const t = tourBySlug(card.getAttribute('data-tour'));
      assert.ok(t, `card ${card.getAttribute('data-tour')} is a tour of the content`);
      const [details, book] = all(card, '.tour-card-actions a');
      assert.equal(visibleText(details), 'View Details');
      assert.equal(details.getAttribute('href'), t.href);
      assert.equal(visibleText(book), 'Book Now');
      assert.equal(book.getAttribute('href'), bookUrl(itemOf(t)));
      assert.equal(book.getAttribute('data-fh-item'), String(itemOf(t)));
      // Repeated link texts are told apart for screen readers.
      assert.equal(text(details), `View Details: ${t.shortTitle}`);
      assert.equal(text(book), `Book Now: ${t.shortTitle}`);
    }
  });

  it('prices public tours per person and the private tour from its base price, from the site\'s prices', () => {
    const p = site.prices;
    const expected = c.tours.map((t) => (t.kind === 'private' ? `From ${usd(p.privateBase)} for up to ${p.privateIncludedGuests} guests` : `${usd(p.perPerson)} per person`));
    assert.deepEqual(all(d, '.tour-card-price').map(text), expected);
    assert.ok(text(d.querySelector('#tour-cards')).includes(markdownText(section('tours', 'cards').body)), 'the cards section shows its copy');
  });

  it('renders only the loading text of the tour-expectations section; its contents come in a lazy chunk', () => {
    const island = d.querySelector('[data-island="TourExpectations"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.equal(text(island), 'Loading what to expect…');
    assert.equal(island.querySelector('.expectations')?.getAttribute('aria-busy'), 'true');
    const items = section('tours', 'expectations').items ?? [];
    assert.ok(items.length > 0);
    assert.deepEqual(islandProps(island).items, items);
    assert.equal(island.querySelector('h3, ul'), null, 'no expectation is in the server HTML');
  });

  it('has the FAQ accordion with every question and answer of the tours FAQ', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]')!;
    assert.equal(islandProps(island).idPrefix, 'tours-faq');
    assertFaq(island, c.faqs.tours);
  });

  it('ends with the booking call to action of the page copy', () => {
    const cta = section('tours', 'bookCta').cta;
    assert.ok(cta, 'the bookCta section has a button');
    const btn = d.querySelector('#book-cta a.btn');
    assert.equal(text(btn), cta.text);
    assert.equal(btn?.getAttribute('href'), cta.href);
  });

  it('asks the enhancement script to preload the FareHarbor script when idle, on /tours only', () => {
    assert.ok(d.body.hasAttribute('data-fh-preload'));
    assert.equal(doc('/booking').body.hasAttribute('data-fh-preload'), false, 'only /tours preloads');
  });
});

for (const t of publicTours()) {
  describe(t.href, () => {
    const d = doc(t.href);
    const others = c.tours.filter((o) => o.slug !== t.slug);
    const photos = t.galleryIds.map((id) => c.gallery.byId.get(id)!);

    it('has hero, facts, description, booking card, stops, gallery, testimonials, calendar, FAQ and other tours, in order (sections without content left out)', () => {
      const expected: [string, string | undefined][] = [
        ['.hero', `h1 ${t.title}`],
        ['.facts-bar', undefined],
        ['.tour-about', 'h2 About This Tour'],
        ['.book-card', 'h2 Book Your Spot'],
        ['.tour-stops', "h2 What You'll Discover"],
        ...(photos.length ? [['.tour-gallery', 'h2 Photos From the Tour'] as [string, string]] : []),
        ...(t.testimonials.length ? [['.tour-quotes', 'h2 What Guests Say'] as [string, string]] : []),
        ['#book-now', 'h2 Check Availability & Book'],
        ...(t.faqs.length ? [['.tour-faq', `h2 ${t.shortTitle} Tour FAQ`] as [string, string]] : []),
        ['.tour-more', others.length ? 'h2 Explore Our Other Tours' : 'h2 Questions?'],
      ];
      assert.deepEqual(outline(d), expected.flatMap(([, h]) => h ?? []));
      const order = expected.map(([s]) => d.querySelector(s));
      assert.ok(order.every(Boolean), 'every section is on the page');
      for (let i = 1; i < order.length; i++) assert.ok(order[i - 1]!.compareDocumentPosition(order[i]!) & 4, `${expected[i - 1][0]} before ${expected[i][0]}`);
      if (!photos.length) assert.equal(d.querySelector('.tour-gallery'), null);
      if (!t.testimonials.length) assert.equal(d.querySelector('.tour-quotes'), null);
      if (!t.faqs.length) assert.equal(d.querySelector('.tour-faq'), null);
    });

    it('the hero shows the tour file\'s buttons, and #book-now holds the calendar', () => {
      const buttons = [t.hero.primaryButton, t.hero.secondaryButton].flatMap((b) => b ?? []);
      assert.deepEqual(all(d, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]), buttons.map((b) => [b.text, b.href]));
      assert.ok(d.querySelector('#book-now [data-island="CalendarEmbed"]'));
      // A button to this page's calendar lands on it.
      for (const b of buttons) if (b.href.startsWith(`${t.href}#`) || b.href.startsWith('#')) assert.ok(d.getElementById(b.href.split('#')[1]), `${b.href} is on the page`);
    });

    it('the facts bar gives the site\'s duration, distance and five-star share and the tour\'s own group maximum', () => {
      const { claims } = site;
      assert.deepEqual(all(d, '.facts .fact-value').map(text), [
        plural(claims.durationHours, 'hour', 'hours'),
        plural(claims.distanceMiles, 'mile', 'miles'),
        `Max ${t.maxGroup} guests`,
        `${claims.fiveStarPercent}% 5-star`,
      ]);
    });

    it('shows the description from the tour file', () => {
      assert.ok(d.querySelector('.tour-about .prose p'));
      assert.equal(text(d.querySelector('.tour-about .prose')), text(parseHtml(`<div>${t.html}</div>`).body));
    });

    it('the sticky Book Your Spot card shows the per-person price, the schedule, group size, meeting point and a booking link', () => {
      const card = d.querySelector('aside.book-card')!;
      assert.equal(text(card.querySelector('.book-card-price')), `${usd(site.prices.perPerson)} per person`);
      assert.equal(text(card.querySelector('[data-schedule]')), t.schedule);
      const facts = text(card.querySelector('.book-card-facts'));
      assert.ok(facts.includes(`Up to ${t.maxGroup} guests`), facts);
      assert.ok(facts.includes(t.meetingPoint), facts);
      const book = card.querySelector('a[data-fh-item]')!;
      assert.equal(text(book), 'Book Now');
      assert.equal(book.getAttribute('href'), bookUrl(itemOf(t)));
      assert.ok(card.querySelector('a[href="#book-now"]'));
    });

    it("lists every stop under What You'll Discover", () => {
      assert.deepEqual(all(d, '.stops > li h3').map(text), t.stops.map((s) => s.title));
      assert.deepEqual(all(d, '.stops > li p').map(text), t.stops.map((s) => s.description));
    });

    it('shows the tour photos in the gallery and the tour testimonials', () => {
      const gallery = d.querySelector('.tour-gallery [data-island="PhotoGallery"]');
      assert.deepEqual(gallery ? all(gallery, 'img').map((img) => img.getAttribute('alt')) : [], photos.map((g) => g.alt));
      assert.deepEqual(all(d, '.tour-quotes blockquote').map(text), t.testimonials.map((q) => q.quote));
      assert.deepEqual(all(d, '.tour-quotes .guest-quote-author').map(text), t.testimonials.map((q) => q.author));
    });

    it('embeds the calendar of this tour\'s item, lazily: server HTML has the 700px placeholder and the new-window fallback', () => {
      const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
      assert.equal(island.getAttribute('data-hydrate'), 'visible');
      assert.deepEqual(islandProps(island), { shortname: SHORT, flow: FLOW, itemId: itemOf(t), title: `Booking calendar: ${t.title}` });
      assert.equal(island.querySelector('iframe'), null, 'no iframe before the visitor comes near');
      assert.equal(text(island.querySelector('.calendar-status')), 'Preparing calendar...');
      assert.ok(island.querySelector('.calendar-frame'), 'the reserved frame box');
      const fallback = island.querySelector('.calendar-fallback a')!;
      assert.equal(text(fallback), 'Having trouble? Open calendar in new window');
      assert.equal(fallback.getAttribute('href'), calendarUrl(itemOf(t)));
      assert.equal(fallback.getAttribute('target'), '_blank');
      assert.match(fallback.getAttribute('rel') ?? '', /noopener/);
      assert.ok(text(d.querySelector('#book-now')).includes(t.schedule), 'the calendar section states the schedule');
    });

    it('has the FAQ accordion with the tour file\'s questions and answers', () => {
      const island = d.querySelector('.tour-faq [data-island="Accordion"]');
      if (!t.faqs.length) return assert.equal(island, null);
      assert.ok(island);
      assertFaq(island, t.faqs);
    });

    it('links to every other tour and to /contact', () => {
      const links = all(d, '.tour-more .more-tour a').map((a) => [a.getAttribute('href'), text(a)]);
      assert.deepEqual(links, others.map((o) => [o.href, o.title]));
      assert.ok(d.querySelector('.tour-more a[href="/contact"]'));
    });

    it('carries a TouristTrip with a per-person USD offer for its item and a Home › Tours › tour breadcrumb', () => {
      const blocks = jsonLd(d);
      const trip = blocks.find((b) => b['@type'] === 'TouristTrip')!;
      assert.equal(trip.name, t.title);
      assert.equal(trip.url, site.url + t.href);
      assert.equal(trip.offers['@type'], 'Offer');
      assert.equal(trip.offers.price, site.prices.perPerson);
      assert.equal(trip.offers.priceCurrency, 'USD');
      assert.equal(trip.offers.url, bookUrl(itemOf(t)));
      assert.deepEqual(
        trip.itinerary.itemListElement.map((i: { item: { name: string } }) => i.item.name),
        t.stops.map((s) => s.title),
      );
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

const pt = privateTour();
describe(`the private tour page (${pt?.href ?? 'none in the content'})`, { skip: !pt && 'the content has no private tour' }, () => {
  if (!pt) return;
  const tour = pt;
  const d = doc(tour.href);
  const copy = c.pages['private-tour'];
  const p = site.prices;

  it('has pricing, neighbourhoods, scheduling, calculator, event types, FAQ and contact, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${copy.hero.title}`,
      ...(['pricing', 'neighbourhoods', 'scheduling', 'calculator', 'eventTypes', 'faq', 'contact'] as const).map((k) => `h2 ${heading('private-tour', k)}`),
    ]);
  });

  it('shows the pricing copy with every fact token filled', () => {
    assert.ok(text(d.querySelector('#pricing')).includes(markdownText(section('private-tour', 'pricing').body)));
    assert.doesNotMatch(page(tour.href), UNFILLED_FACT, 'no fact token is left unfilled');
  });

  it('offers the neighbourhood tiles of the page copy, a tile with an address linking there', () => {
    const items = section('private-tour', 'neighbourhoods').items ?? [];
    const tiles = all(d, '#neighbourhoods .hood-tile');
    assert.deepEqual(tiles.map((li) => text(li.querySelector('h3'))), items.map((i) => i.title));
    assert.deepEqual(tiles.map((li) => li.querySelector('a')?.getAttribute('href') ?? null), items.map((i) => i.href ?? null));
    assert.deepEqual(tiles.map((li) => text(li.querySelector('p'))), items.map((i) => i.description));
  });

  it('states the scheduling rules of the page copy', () => {
    assert.ok(text(d.querySelector('#scheduling')).includes(markdownText(section('private-tour', 'scheduling').body)));
  });

  it('has the price calculator: the site\'s private prices, a labelled number field within the group limits and a polite output at the base price', () => {
    const island = d.querySelector('#calculator [data-island="PriceCalculator"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.deepEqual(islandProps(island).pricing, {
      base: p.privateBase,
      includedGuests: p.privateIncludedGuests,
      perExtraGuest: p.privatePerExtraGuest,
      minGuests: p.privateMinGuests,
      maxGuests: p.privateMaxGuests,
    });
    const input = island.querySelector('input')!;
    assert.equal(d.querySelector(`label[for="${input.id}"]`)?.textContent, 'Number of guests');
    assert.equal(input.getAttribute('min'), String(p.privateMinGuests));
    assert.equal(input.getAttribute('max'), String(p.privateMaxGuests));
    const output = island.querySelector('output')!;
    assert.equal(output.getAttribute('aria-live'), 'polite');
    assert.equal(output.getAttribute('for'), input.id);
    // It starts at the included guests, whom the base price covers.
    assert.equal(text(output.querySelector('[data-total]')), usd(p.privateBase));
  });

  it('shows the event-type tiles of the page copy', () => {
    const items = section('private-tour', 'eventTypes').items ?? [];
    assert.deepEqual(all(d, '#event-types .card h3').map(text), items.map((i) => i.title));
  });

  it('has the private tour FAQ, every question and answer', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]');
    assert.ok(island);
    assertFaq(island, c.faqs.privateTours);
  });

  it('links to the page copy\'s contact buttons and books the private tour\'s own FareHarbor item', () => {
    assert.deepEqual(all(d, '.hero-actions a').map((a) => a.getAttribute('href')), [copy.hero.primaryButton, copy.hero.secondaryButton].flatMap((b) => b?.href ?? []));
    const cta = section('private-tour', 'contact').cta;
    if (cta) assert.equal(d.querySelector(`#contact-cta a[href="${cta.href}"]`)?.textContent, cta.text);
    const book = d.querySelector('#contact-cta a[data-fh-item]')!;
    assert.equal(text(book), 'Check Private Tour Availability');
    assert.equal(book.getAttribute('href'), bookUrl(itemOf(tour)));
    assert.equal(book.getAttribute('data-fh-item'), String(itemOf(tour)));
  });

  it('carries a Home › Tours › private tour breadcrumb', () => {
    const crumbs = jsonLd(d).find((b) => b['@type'] === 'BreadcrumbList')!;
    assert.deepEqual(
      crumbs.itemListElement.map((i: Record<string, unknown>) => [i.name, i.item]),
      [
        ['Home', `${site.url}/`],
        ['Tours', `${site.url}/tours`],
        [copy.hero.title, site.url + tour.href],
      ],
    );
  });
});

describe('/booking', () => {
  const d = doc('/booking');

  it('has the hero, the calendar section (#book-now) and the mail section, in order', () => {
    assert.deepEqual(outline(d), [`h1 ${c.pages.booking.hero.title}`, `h2 ${heading('booking', 'calendar')}`, `h2 ${heading('booking', 'mail')}`]);
  });

  it('shows the calendar copy and the page description, their fact tokens filled', () => {
    assert.ok(text(d.querySelector('#book-now')).includes(markdownText(section('booking', 'calendar').body)));
    assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), c.pages.booking.description);
    assert.doesNotMatch(page('/booking'), UNFILLED_FACT);
  });

  it('embeds the all-tours calendar with the site\'s booking flow, taking the tour from ?itemId= in the browser', () => {
    const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
    assert.deepEqual(islandProps(island), { shortname: SHORT, flow: FLOW, itemFromQuery: true, title: `${site.name} booking calendar` });
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
  it('fact tokens are filled from content.site, and an unknown one is reported with the nearest name', () => {
    const p = site.prices;
    const scope: FactScope = { site: siteFacts(site), tours: new Map(c.tours.map((t) => [t.slug, { maxGroup: t.maxGroup }])) };
    const problems: string[] = [];
    const tour = c.tours[0];
    const filled = fillTokens(`{privateBase} for {privateIncludedGuests}, then {privatePerExtraGuest}; {calendarDays} days; {maxGroup:${tour.slug}}`, scope, (m) => problems.push(m));
    assert.equal(filled, `${usd(p.privateBase)} for ${p.privateIncludedGuests}, then ${usd(p.privatePerExtraGuest)}; ${site.fareharbor.calendarDays} days; ${tour.maxGroup}`);
    assert.equal(problems.length, 0, problems.join('; '));
    assert.equal(fillTokens('only {perPersn}', scope, (m) => problems.push(m)), 'only {perPersn}');
    assert.equal(problems.length, 1);
    assert.match(problems[0], /unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/);
  });

  it('leaves no fact token unfilled on /tours, /booking or any tour page', () => {
    for (const route of ['/tours', '/booking', ...c.tours.map((t) => t.href)]) assert.doesNotMatch(page(route), UNFILLED_FACT, route);
  });

  it('every dollar amount in a tour file is one of the site\'s current prices for that kind of tour', () => {
    const p = site.prices;
    const amounts = (s: string) => [...s.matchAll(/\$(\d[\d,]*)/g)].map((m) => ({ quoted: m[0], value: Number(m[1].replace(/,/g, '')) }));
    for (const t of c.tours) {
      const prices = t.kind === 'private' ? [p.privateBase, p.privatePerExtraGuest] : [p.perPerson];
      const faqs = t.kind === 'private' ? c.faqs.privateTours : [];
      const copy = [t.description, t.teaser, t.seoDescription ?? '', t.schedule ?? '', t.html, t.hero?.title ?? '', t.hero?.subtitle ?? '', ...(t.stops ?? []).map((s) => s.description), ...[...t.faqs, ...faqs].map((f) => f.answer)].join(' ');
      for (const a of amounts(copy)) assert.ok(prices.includes(a.value), `${t.file} quotes ${a.quoted}, not a current ${t.kind} tour price (${prices.map(usd).join(', ')})`);
    }
  });
});
