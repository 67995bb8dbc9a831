/** Every built tour page, one per tour file of the content, and the copy these pages quote with every fact token filled. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page, privateTour, publicTours } from '../../helpers/site.ts';
import { markdownText, plural, section, UNFILLED_FACT, usd } from '../../helpers/copy.ts';
import { assertFaq, bookUrl, buttonsOf, calendarUrl, islandProps, itemOf, jsonLd } from '../../helpers/routes.ts';
import { hrefs } from '../../helpers/routes.ts';
import { all, outline, parseHtml, text } from '../../../tools/html.ts';
import { fillSlots } from '../../../src/lib/slots.ts';

const c = content();
const { site, labels } = c;
const words = labels.tourPage;
const texts = (root: ParentNode, sel: string) => all(root, sel).map(text);

for (const t of publicTours()) {
  describe(t.href, () => {
    const d = doc(t.href);
    const others = c.tours.filter((o) => o.slug !== t.slug);
    const photos = t.galleryIds.map((id) => c.gallery.byId.get(id)!);

    it('has its sections in order, from hero to other tours, leaving out those without content', () => {
      const sections: [selector: string, heading: string | undefined, shown: unknown][] = [
        ['.hero', `h1 ${t.hero.title}`, true],
        ['.facts-bar', undefined, true],
        ['.tour-about', `h2 ${words.aboutHeading}`, true],
        ['.book-card', `h2 ${labels.bookCard.heading}`, true],
        ['.tour-stops', `h2 ${words.stopsHeading}`, true],
        ['.tour-gallery', `h2 ${words.photosHeading}`, photos.length],
        ['.tour-quotes', `h2 ${words.quotesHeading}`, t.testimonials.length],
        ['#book-now', `h2 ${words.calendarHeading}`, true],
        ['.tour-faq', `h2 ${fillSlots(words.faqHeading, { tour: t.shortTitle })}`, t.faqs.length],
        ['.tour-more', `h2 ${others.length ? words.otherToursHeading : words.noOtherToursHeading}`, true],
      ];
      const expected = sections.filter(([, , shown]) => shown);
      const headings = expected.flatMap(([, h]) => h ?? []);
      assert.deepEqual(outline(d), headings);
      // In document order, and none of the sections left out.
      const selectors = sections.map(([s]) => s);
      const found = all(d, selectors.join(', ')).map((el) => selectors.find((s) => el.matches(s)));
      const inOrder = expected.map(([s]) => s);
      assert.deepEqual(found, inOrder);
    });

    it("the hero shows the tour file's buttons, each to this page's calendar landing on it", () => {
      const buttons = buttonsOf(t.hero);
      const shown = all(d, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]);
      assert.deepEqual(shown, buttons);
      for (const [, href] of buttons)
        if (href.startsWith(`${t.href}#`) || href.startsWith('#'))
          assert.ok(d.getElementById(href.split('#')[1]), `${href} is on the page`);
    });

    it("the facts bar has the site's duration, distance, five-star share and the tour's group maximum", () => {
      const f = labels.tourFacts;
      const facts = all(d, '.facts .fact-label').map((l) => [
        text(l),
        text(l.parentElement!.querySelector('.fact-value')),
      ]);
      assert.deepEqual(facts, [
        [f.duration, plural(site.claims.durationHours, 'hour', 'hours')],
        [f.distance, plural(site.claims.distanceMiles, 'mile', 'miles')],
        [f.group, fillSlots(f.groupValue, { maxGroup: t.maxGroup })],
        [f.reviews, f.reviewsValue],
      ]);
    });

    it("shows the tour file's description, every stop, its photos, guests' words and its FAQ", () => {
      assert.ok(d.querySelector('.tour-about .prose p'));
      assert.equal(text(d.querySelector('.tour-about .prose')), text(parseHtml(`<div>${t.html}</div>`).body));
      const stops = all(d, '.stops > li').map((li) => [text(li.querySelector('h3')), text(li.querySelector('p'))]);
      const tourStops = t.stops.map((s) => [s.title, s.description]);
      assert.deepEqual(stops, tourStops);
      const gallery = d.querySelector('.tour-gallery [data-island="PhotoGallery"]');
      const alts = gallery ? all(gallery, 'img').map((img) => img.getAttribute('alt')) : [];
      const photoAlts = photos.map((g) => g.alt);
      assert.deepEqual(alts, photoAlts);
      const quotes = all(d, '.tour-quotes blockquote').map((q) => [
        text(q),
        text(q.parentElement!.querySelector('.guest-quote-author')),
      ]);
      const guestWords = t.testimonials.map((q) => [q.quote, q.author]);
      assert.deepEqual(quotes, guestWords);
      if (t.faqs.length) assertFaq(d.querySelector('.tour-faq [data-island="Accordion"]')!, t.faqs);
    });

    it('the sticky booking card shows price per person, schedule, group size, meeting point and a link', () => {
      const card = d.querySelector('aside.book-card')!;
      const b = labels.bookCard;
      assert.equal(text(card.querySelector('.book-card-price')), `${usd(site.prices.perPerson)} ${b.perPerson}`);
      assert.equal(text(card.querySelector('[data-schedule]')), t.schedule);
      assert.deepEqual(texts(card, '.book-card-facts dt, .book-card-facts dd'), [
        b.when,
        t.schedule,
        b.groupSize,
        fillSlots(b.groupSizeValue, { maxGroup: t.maxGroup }),
        b.meetingPoint,
        t.meetingPoint,
      ]);
      const book = card.querySelector('a[data-fh-item]')!;
      assert.deepEqual([text(book), book.getAttribute('href')], [b.button, bookUrl(itemOf(t))]);
      assert.ok(card.querySelector('a[href="#book-now"]'));
    });

    it("embeds this tour's calendar, waking near the viewport, and states the schedule above it", () => {
      const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
      assert.equal(island.getAttribute('data-hydrate'), 'visible');
      assert.deepEqual(islandProps(island), {
        shortname: site.fareharbor.shortname,
        flow: site.fareharbor.flow,
        itemId: itemOf(t),
        title: `Booking calendar: ${t.title}`,
      });
      assert.equal(island.querySelector('iframe'), null, 'no iframe before the visitor comes near');
      assert.equal(island.querySelector('.calendar-fallback a')?.getAttribute('href'), calendarUrl(itemOf(t)));
      const intro = fillSlots(words.calendarIntro, { schedule: t.schedule });
      assert.equal(text(d.querySelector('#book-now .calendar-intro')), intro, 'the schedule is stated');
    });

    it("links to every other tour, then ends with the labels' contact line and its links", () => {
      const links = all(d, '.tour-more .more-tour a').map((a) => [a.getAttribute('href'), text(a)]);
      const expected = others.map((o) => [o.href, o.title]);
      assert.deepEqual(links, expected);
      const line = d.querySelector('.tour-more p.tour-contact')!;
      assert.equal(text(line), markdownText(words.contactLine));
      const linked = [...words.contactLine.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);
      assert.deepEqual(hrefs(line, 'a'), linked);
    });

    it('carries a TouristTrip under its own @id, with its USD offer and length', () => {
      const trip = jsonLd(d).find((b) => b['@type'] === 'TouristTrip')!;
      const { offers } = trip;
      assert.deepEqual([trip['@id'], trip.name, trip.url], [`${site.url}${t.href}#trip`, t.title, site.url + t.href]);
      const offer = [offers['@type'], offers.price, offers.priceCurrency, offers.url];
      assert.deepEqual(offer, ['Offer', site.prices.perPerson, 'USD', bookUrl(itemOf(t))]);
      // The tour's own length for structured data where its file gives one, else the site's claim; in minutes.
      assert.deepEqual(offers.additionalProperty, {
        '@type': 'PropertyValue',
        name: 'Duration',
        value: t.durationMinutes ?? Math.round(site.claims.durationHours * 60),
        unitCode: 'MIN',
      });
      const itinerary = trip.itinerary.itemListElement.map((i: { item: { name: string } }) => i.item.name);
      const expected = t.stops.map((s) => s.title);
      assert.deepEqual(itinerary, expected);
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
  const items = (key: 'neighbourhoods') => section('private-tour', key).items ?? [];

  // Its copy's text, cards and FAQ: outline.test.ts.
  it('links each neighbourhood tile that has an address there', () => {
    const links = all(d, '#neighbourhoods .hood-tile').map((li) => li.querySelector('a')?.getAttribute('href') ?? null);
    const expected = items('neighbourhoods').map((i) => i.href ?? null);
    assert.deepEqual(links, expected);
  });

  it('has the price calculator with the private prices and group limits, starting at the included guests', () => {
    const island = d.querySelector('#calculator [data-island="PriceCalculator"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.deepEqual(islandProps(island), {
      pricing: {
        base: p.privateBase,
        includedGuests: p.privateIncludedGuests,
        perExtraGuest: p.privatePerExtraGuest,
        minGuests: p.privateMinGuests,
        maxGuests: p.privateMaxGuests,
      },
      // Whom the base price covers.
      initialGuests: p.privateIncludedGuests,
      idPrefix: 'private-calc',
      guestsLabel: c.labels.privateTour.guestsLabel,
    });
    assert.equal(text(island.querySelector('[data-total]')), usd(p.privateBase), 'server-rendered');
  });

  it("books the private tour's own FareHarbor item", () => {
    const book = d.querySelector('#contact-cta a[data-fh-item]')!;
    assert.deepEqual(
      [text(book), book.getAttribute('href'), book.getAttribute('data-fh-item')],
      [c.labels.privateTour.availabilityButton, bookUrl(itemOf(tour)), String(itemOf(tour))],
    );
  });

  it('carries a TouristTrip under its own @id, booked at its own item and priced as the page states it', () => {
    const trip = jsonLd(d).find((b) => b['@type'] === 'TouristTrip')!;
    const offer = trip.offers;
    assert.deepEqual(
      [trip['@id'], trip.name, trip.description, offer.url, offer.price, offer.priceCurrency],
      [`${site.url}${tour.href}#trip`, tour.title, copy.description, bookUrl(itemOf(tour)), p.privateBase, 'USD'],
    );
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
    const perGuest = [extra['@type'], extra.price, extra.unitCode];
    assert.deepEqual(perGuest, ['UnitPriceSpecification', p.privatePerExtraGuest, 'IE']);
    assert.equal(offer.additionalProperty, undefined, 'a custom tour: no fixed length');
  });
});

describe('every tour page', () => {
  it("carries a Home › Tours › tour breadcrumb, the tour by its title (the private tour by its page's)", () => {
    for (const t of c.tours) {
      const crumbs = jsonLd(doc(t.href)).find((b) => b['@type'] === 'BreadcrumbList')!;
      const trail = crumbs.itemListElement.map((i: Record<string, unknown>) => [i.position, i.name, i.item]);
      const name = t.kind === 'private' ? c.pages['private-tour'].hero.title : t.title;
      const expected = [
        [1, 'Home', `${site.url}/`],
        [2, 'Tours', `${site.url}/tours`],
        [3, name, site.url + t.href],
      ];
      assert.deepEqual(trail, expected, t.href);
    }
  });

  it('leaves no fact token of the copy it quotes unfilled, nor do /tours and /booking', () => {
    for (const route of ['/tours', '/booking', ...c.tours.map((t) => t.href)])
      assert.doesNotMatch(page(route), UNFILLED_FACT, route);
  });
});
