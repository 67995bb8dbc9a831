/**
 * Every built tour page, one per tour file of the content (the private tour's outline and calls to action are
 * outline.test.ts's), and the copy these pages quote with every fact token filled.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page, privateTour, publicTours } from '../../helpers/site.ts';
import { markdownText, plural, section, UNFILLED_FACT, usd } from '../../helpers/copy.ts';
import { assertFaq, bookUrl, buttonsOf, calendarUrl, islandProps, itemOf, jsonLd } from '../../helpers/routes.ts';
import { all, outline, parseHtml, text } from '../../../tools/html.ts';
import { fillSlots } from '../../../src/lib/slots.ts';

const c = content();
const { site, labels } = c;
const words = labels.tourPage;

for (const t of publicTours()) {
  describe(t.href, () => {
    const d = doc(t.href);
    const others = c.tours.filter((o) => o.slug !== t.slug);
    const photos = t.galleryIds.map((id) => c.gallery.byId.get(id)!);

    it('has its sections in order, from hero to other tours, leaving out those without content', () => {
      const expected: [string, string | undefined][] = [
        ['.hero', `h1 ${t.hero.title}`],
        ['.facts-bar', undefined],
        ['.tour-about', `h2 ${words.aboutHeading}`],
        ['.book-card', `h2 ${labels.bookCard.heading}`],
        ['.tour-stops', `h2 ${words.stopsHeading}`],
        ...(photos.length ? [['.tour-gallery', `h2 ${words.photosHeading}`] as [string, string]] : []),
        ...(t.testimonials.length ? [['.tour-quotes', `h2 ${words.quotesHeading}`] as [string, string]] : []),
        ['#book-now', `h2 ${words.calendarHeading}`],
        ...(t.faqs.length
          ? [['.tour-faq', `h2 ${fillSlots(words.faqHeading, { tour: t.shortTitle })}`] as [string, string]]
          : []),
        ['.tour-more', `h2 ${others.length ? words.otherToursHeading : words.noOtherToursHeading}`],
      ];
      assert.deepEqual(
        outline(d),
        expected.flatMap(([, h]) => h ?? []),
      );
      const order = expected.map(([s]) => d.querySelector(s));
      assert.ok(order.every(Boolean), 'every section is on the page');
      for (let i = 1; i < order.length; i++)
        assert.ok(
          order[i - 1]!.compareDocumentPosition(order[i]!) & 4,
          `${expected[i - 1][0]} before ${expected[i][0]}`,
        );
      if (!photos.length) assert.equal(d.querySelector('.tour-gallery'), null);
      if (!t.testimonials.length) assert.equal(d.querySelector('.tour-quotes'), null);
      if (!t.faqs.length) assert.equal(d.querySelector('.tour-faq'), null);
    });

    it("the hero shows the tour file's buttons, and #book-now holds the calendar", () => {
      const buttons = buttonsOf(t.hero);
      assert.deepEqual(
        all(d, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]),
        buttons,
      );
      assert.ok(d.querySelector('#book-now [data-island="CalendarEmbed"]'));
      // A button to this page's calendar lands on it.
      for (const [, href] of buttons)
        if (href.startsWith(`${t.href}#`) || href.startsWith('#'))
          assert.ok(d.getElementById(href.split('#')[1]), `${href} is on the page`);
    });

    it("the facts bar has the site's duration, distance, five-star share and the tour's group maximum", () => {
      const { claims } = site;
      const f = labels.tourFacts;
      assert.deepEqual(all(d, '.facts .fact-value').map(text), [
        plural(claims.durationHours, 'hour', 'hours'),
        plural(claims.distanceMiles, 'mile', 'miles'),
        fillSlots(f.groupValue, { maxGroup: t.maxGroup }),
        f.reviewsValue,
      ]);
      assert.deepEqual(all(d, '.facts .fact-label').map(text), [f.duration, f.distance, f.group, f.reviews]);
    });

    it('shows the description from the tour file', () => {
      assert.ok(d.querySelector('.tour-about .prose p'));
      assert.equal(text(d.querySelector('.tour-about .prose')), text(parseHtml(`<div>${t.html}</div>`).body));
    });

    it('the sticky booking card shows price per person, schedule, group size, meeting point and a link', () => {
      const card = d.querySelector('aside.book-card')!;
      const b = labels.bookCard;
      assert.equal(text(card.querySelector('.book-card-price')), `${usd(site.prices.perPerson)} ${b.perPerson}`);
      assert.equal(text(card.querySelector('[data-schedule]')), t.schedule);
      assert.deepEqual(all(card, '.book-card-facts dt').map(text), [b.when, b.groupSize, b.meetingPoint]);
      assert.deepEqual(all(card, '.book-card-facts dd').map(text), [
        t.schedule,
        fillSlots(b.groupSizeValue, { maxGroup: t.maxGroup }),
        t.meetingPoint,
      ]);
      const book = card.querySelector('a[data-fh-item]')!;
      assert.equal(text(book), b.button);
      assert.equal(book.getAttribute('href'), bookUrl(itemOf(t)));
      assert.ok(card.querySelector('a[href="#book-now"]'));
    });

    it("lists every stop under What You'll Discover", () => {
      assert.deepEqual(
        all(d, '.stops > li h3').map(text),
        t.stops.map((s) => s.title),
      );
      assert.deepEqual(
        all(d, '.stops > li p').map(text),
        t.stops.map((s) => s.description),
      );
    });

    it('shows the tour photos in the gallery and the tour testimonials', () => {
      const gallery = d.querySelector('.tour-gallery [data-island="PhotoGallery"]');
      assert.deepEqual(
        gallery ? all(gallery, 'img').map((img) => img.getAttribute('alt')) : [],
        photos.map((g) => g.alt),
      );
      assert.deepEqual(
        all(d, '.tour-quotes blockquote').map(text),
        t.testimonials.map((q) => q.quote),
      );
      assert.deepEqual(
        all(d, '.tour-quotes .guest-quote-author').map(text),
        t.testimonials.map((q) => q.author),
      );
    });

    it("embeds this tour's calendar lazily: a 700px placeholder and a new-window fallback in the HTML", () => {
      const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
      assert.equal(island.getAttribute('data-hydrate'), 'visible');
      assert.deepEqual(islandProps(island), {
        shortname: site.fareharbor.shortname,
        flow: site.fareharbor.flow,
        itemId: itemOf(t),
        title: `Booking calendar: ${t.title}`,
      });
      assert.equal(island.querySelector('iframe'), null, 'no iframe before the visitor comes near');
      assert.equal(text(island.querySelector('.calendar-status')), 'Preparing calendar...');
      assert.ok(island.querySelector('.calendar-frame'), 'the reserved frame box');
      const fallback = island.querySelector('.calendar-fallback a')!;
      assert.equal(text(fallback), 'Having trouble? Open calendar in new window');
      assert.equal(fallback.getAttribute('href'), calendarUrl(itemOf(t)));
      assert.equal(fallback.getAttribute('target'), '_blank');
      assert.equal(
        text(d.querySelector('#book-now .calendar-intro')),
        fillSlots(words.calendarIntro, { schedule: t.schedule }),
        'the calendar section states the schedule',
      );
    });

    it("has the FAQ accordion with the tour file's questions and answers", () => {
      const island = d.querySelector('.tour-faq [data-island="Accordion"]');
      if (!t.faqs.length) return assert.equal(island, null);
      assert.ok(island);
      assertFaq(island, t.faqs);
    });

    it("links to every other tour, then ends with the labels' contact line and its links", () => {
      const links = all(d, '.tour-more .more-tour a').map((a) => [a.getAttribute('href'), text(a)]);
      assert.deepEqual(
        links,
        others.map((o) => [o.href, o.title]),
      );
      const line = d.querySelector('.tour-more p.tour-contact')!;
      assert.equal(text(line), markdownText(words.contactLine));
      assert.deepEqual(
        all(line, 'a').map((a) => a.getAttribute('href')),
        [...words.contactLine.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]),
      );
    });

    it('carries a TouristTrip under its own @id, with its USD offer and length', () => {
      const blocks = jsonLd(d);
      const trip = blocks.find((b) => b['@type'] === 'TouristTrip')!;
      assert.equal(trip['@id'], `${site.url}${t.href}#trip`);
      assert.equal(trip.name, t.title);
      assert.equal(trip.url, site.url + t.href);
      assert.equal(trip.offers['@type'], 'Offer');
      assert.equal(trip.offers.price, site.prices.perPerson);
      assert.equal(trip.offers.priceCurrency, 'USD');
      assert.equal(trip.offers.url, bookUrl(itemOf(t)));
      // The tour's own length for structured data where its file gives one, else the site's claim; in minutes.
      assert.deepEqual(trip.offers.additionalProperty, {
        '@type': 'PropertyValue',
        name: 'Duration',
        value: t.durationMinutes ?? Math.round(site.claims.durationHours * 60),
        unitCode: 'MIN',
      });
      assert.deepEqual(
        trip.itinerary.itemListElement.map((i: { item: { name: string } }) => i.item.name),
        t.stops.map((s) => s.title),
      );
    });
  });
}

const pt = privateTour();
describe(`the private tour page (${pt?.href ?? 'none in the content'})`, {
  skip: !pt && 'the content has no private tour',
}, () => {
  if (!pt) return;
  const tour = pt;
  const d = doc(tour.href);
  const copy = c.pages['private-tour'];
  const p = site.prices;

  it('shows the pricing copy', () => {
    assert.ok(text(d.querySelector('#pricing')).includes(markdownText(section('private-tour', 'pricing').body)));
  });

  it('offers the neighbourhood tiles of the page copy, a tile with an address linking there', () => {
    const items = section('private-tour', 'neighbourhoods').items ?? [];
    const tiles = all(d, '#neighbourhoods .hood-tile');
    assert.deepEqual(
      tiles.map((li) => text(li.querySelector('h3'))),
      items.map((i) => i.title),
    );
    assert.deepEqual(
      tiles.map((li) => li.querySelector('a')?.getAttribute('href') ?? null),
      items.map((i) => i.href ?? null),
    );
    assert.deepEqual(
      tiles.map((li) => text(li.querySelector('p'))),
      items.map((i) => i.description),
    );
  });

  it('states the scheduling rules of the page copy', () => {
    assert.ok(text(d.querySelector('#scheduling')).includes(markdownText(section('private-tour', 'scheduling').body)));
  });

  it('has the price calculator with the private prices, group limits and a polite base-price output', () => {
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
    assert.equal(d.querySelector(`label[for="${input.id}"]`)?.textContent, c.labels.privateTour.guestsLabel);
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
    assert.deepEqual(
      all(d, '#event-types .card h3').map(text),
      items.map((i) => i.title),
    );
  });

  it('has the private tour FAQ, every question and answer', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]');
    assert.ok(island);
    assertFaq(island, c.faqs.privateTours);
  });

  it("links to the page copy's contact buttons and books the private tour's own FareHarbor item", () => {
    assert.deepEqual(
      all(d, '.hero-actions a').map((a) => a.getAttribute('href')),
      [copy.hero.primaryButton, copy.hero.secondaryButton].flatMap((b) => b?.href ?? []),
    );
    const book = d.querySelector('#contact-cta a[data-fh-item]')!;
    assert.equal(text(book), c.labels.privateTour.availabilityButton);
    assert.equal(book.getAttribute('href'), bookUrl(itemOf(tour)));
    assert.equal(book.getAttribute('data-fh-item'), String(itemOf(tour)));
  });

  it('carries a TouristTrip under its own @id, booked at its own item and priced as the page states it', () => {
    const trip = jsonLd(d).find((b) => b['@type'] === 'TouristTrip')!;
    assert.equal(trip['@id'], `${site.url}${tour.href}#trip`);
    assert.equal(trip.name, tour.title);
    assert.equal(trip.description, copy.description);
    const offer = trip.offers;
    assert.equal(offer.url, bookUrl(itemOf(tour)));
    assert.equal(offer.price, p.privateBase);
    assert.equal(offer.priceCurrency, 'USD');
    assert.deepEqual(
      offer.eligibleQuantity,
      { '@type': 'QuantitativeValue', minValue: p.privateMinGuests, maxValue: p.privateMaxGuests, unitCode: 'IE' },
      'the group sizes it takes',
    );
    const [base, extra] = offer.priceSpecification;
    assert.deepEqual(base, {
      '@type': 'PriceSpecification',
      price: p.privateBase,
      priceCurrency: 'USD',
      eligibleQuantity: { '@type': 'QuantitativeValue', maxValue: p.privateIncludedGuests, unitCode: 'IE' },
    });
    assert.equal(extra['@type'], 'UnitPriceSpecification');
    assert.equal(extra.price, p.privatePerExtraGuest);
    assert.equal(extra.unitCode, 'IE', 'per guest');
    assert.equal(offer.additionalProperty, undefined, 'a custom tour: no fixed length');
  });
});

describe('every tour page', () => {
  it("carries a Home › Tours › tour breadcrumb, the tour by its title (the private tour by its page's)", () => {
    for (const t of c.tours) {
      const d = doc(t.href);
      const crumbs = jsonLd(d).find((b) => b['@type'] === 'BreadcrumbList')!;
      assert.deepEqual(
        crumbs.itemListElement.map((i: Record<string, unknown>) => [i.position, i.name, i.item]),
        [
          [1, 'Home', `${site.url}/`],
          [2, 'Tours', `${site.url}/tours`],
          [3, t.kind === 'private' ? c.pages['private-tour'].hero.title : t.title, site.url + t.href],
        ],
        t.href,
      );
    }
  });

  it('leaves no fact token of the copy it quotes unfilled, nor do /tours and /booking', () => {
    for (const route of ['/tours', '/booking', ...c.tours.map((t) => t.href)])
      assert.doesNotMatch(page(route), UNFILLED_FACT, route);
  });
});
