/** Every built tour page, one per tour file of the content, and the copy these pages quote with every fact token filled. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page, privateTour, publicTours } from '../../helpers/site.ts';
import { markdownText, section } from '../../helpers/copy.ts';
import * as r from '../../helpers/routes.ts';
import { all, outline, parseHtml, text } from '../../../tools/html.ts';
import { fillSlots } from '../../../src/lib/slots.ts';
import { FACT_NAMES, siteFacts } from '../../../src/content/facts/tokens.ts';

const c = content();
const { site, labels } = c;
const words = labels.tourPage;
/** Prices and lengths as a fact token writes them (facts.test.ts proves that wording). */
const facts = siteFacts(site);
/** The page's own TouristTrip (each described once, on its page, under its @id: structured-data.test.ts). */
const tripOf = (d: Document) => r.jsonLd(d).find((b) => b['@type'] === 'TouristTrip')!;

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

    // That each #fragment it links lands on the page: links.test.ts (checkFragments).
    it("the hero shows the tour file's buttons", () => r.assertHeroButtons(d, t.hero));

    it("the facts bar has the site's duration, distance, five-star share and the tour's group maximum", () => {
      const f = labels.tourFacts;
      const shown = all(d, '.facts .fact-label').map((l) => [
        text(l),
        text(l.parentElement!.querySelector('.fact-value')),
      ]);
      assert.deepEqual(shown, [
        [f.duration, facts.duration],
        [f.distance, facts.distance],
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
      if (t.faqs.length) r.assertFaq(d.querySelector('.tour-faq [data-island="Accordion"]')!, t.faqs);
    });

    it('the sticky booking card shows price per person, schedule, group size, meeting point and a link', () => {
      const card = d.querySelector('aside.book-card')!;
      const b = labels.bookCard;
      assert.equal(text(card.querySelector('.book-card-price')), `${facts.perPerson} ${b.perPerson}`);
      assert.deepEqual(all(card, '.book-card-facts dt, .book-card-facts dd').map(text), [
        b.when,
        t.schedule,
        b.groupSize,
        fillSlots(b.groupSizeValue, { maxGroup: t.maxGroup }),
        b.meetingPoint,
        t.meetingPoint,
      ]);
      const book = card.querySelector('a[data-fh-item]')!;
      assert.deepEqual([text(book), book.getAttribute('href')], [b.button, r.bookUrl(r.itemOf(t))]);
      assert.ok(card.querySelector('a[href="#book-now"]'));
    });

    it("embeds this tour's calendar, waking near the viewport, and states the schedule above it", () => {
      const island = d.querySelector('#book-now [data-island="CalendarEmbed"]')!;
      assert.equal(island.getAttribute('data-hydrate'), 'visible');
      assert.deepEqual(r.islandProps(island), {
        shortname: site.fareharbor.shortname,
        flow: site.fareharbor.flow,
        itemId: r.itemOf(t),
        title: `Booking calendar: ${t.title}`,
      });
      // Its link to this calendar and no frame until near, from these props: islands/CalendarEmbed.test.tsx.
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
      assert.deepEqual(r.hrefs(line), linked);
    });

    it('its TouristTrip is offered at the price per person, for its length, with its stops as the itinerary', () => {
      const { offers, itinerary } = tripOf(d);
      assert.equal(offers.price, site.prices.perPerson);
      // The tour's own length for structured data where its file gives one, else the site's claim; in minutes.
      assert.deepEqual(offers.additionalProperty, {
        '@type': 'PropertyValue',
        name: 'Duration',
        value: t.durationMinutes ?? Math.round(site.claims.durationHours * 60),
        unitCode: 'MIN',
      });
      const stops = itinerary.itemListElement.map((i: { item: { name: string } }) => i.item.name);
      const expected = t.stops.map((s) => s.title);
      assert.deepEqual(stops, expected);
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
  const p = site.prices;

  // Its copy's text, cards and FAQ: outline.test.ts.
  it('links each neighbourhood tile that has an address there', () => {
    const links = all(d, '#neighbourhoods .hood-tile').map((li) => li.querySelector('a')?.getAttribute('href') ?? null);
    const expected = (section('private-tour', 'neighbourhoods').items ?? []).map((i) => i.href ?? null);
    assert.deepEqual(links, expected);
  });

  it('has the price calculator with the private prices and group limits, starting at the included guests', () => {
    const island = d.querySelector('#calculator [data-island="PriceCalculator"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.deepEqual(r.islandProps(island), {
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
    assert.equal(text(island.querySelector('[data-total]')), facts.privateBase, 'server-rendered');
  });

  it("books the private tour's own FareHarbor item", () => {
    const book = d.querySelector('#contact-cta a[data-fh-item]')!;
    assert.deepEqual(
      [text(book), book.getAttribute('href'), book.getAttribute('data-fh-item')],
      [c.labels.privateTour.availabilityButton, r.bookUrl(r.itemOf(tour)), String(r.itemOf(tour))],
    );
  });

  it("its TouristTrip has its page's description and is priced as the page states it, per group size", () => {
    const { description, offers: offer } = tripOf(d);
    assert.deepEqual([description, offer.price], [c.pages['private-tour'].description, p.privateBase]);
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
  it('carries a TouristTrip by its title and address, offered in USD at its own booking page', () => {
    for (const t of c.tours) {
      const { name, url, offers } = tripOf(doc(t.href));
      const shown = [name, url, offers['@type'], offers.priceCurrency, offers.url];
      assert.deepEqual(shown, [t.title, site.url + t.href, 'Offer', 'USD', r.bookUrl(r.itemOf(t))], t.href);
    }
  });

  it("carries a Home › Tours › tour breadcrumb, the tour by its title (the private tour by its page's)", () => {
    for (const t of c.tours) {
      const name = t.kind === 'private' ? c.pages['private-tour'].hero.title : t.title;
      assert.deepEqual(r.breadcrumb(doc(t.href)), r.trail(['Tours', '/tours'], [name, t.href]), t.href);
    }
  });

  it('leaves no fact token of the copy it quotes unfilled, nor do /tours and /booking', () => {
    // A token the loader should have filled: {perPerson}, {maxGroup}, {maxGroup:some-slug}.
    const unfilled = new RegExp(`\\{(${[...FACT_NAMES, 'maxGroup'].join('|')})(:[a-z0-9-]+)?\\}`);
    for (const route of ['/tours', '/booking', ...c.tours.map((t) => t.href)])
      assert.doesNotMatch(page(route), unfilled, route);
  });
});
