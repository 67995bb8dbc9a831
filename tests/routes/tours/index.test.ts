/**
 * The built /tours; its outline and its sections' calls to action are outline.test.ts's, its fact tokens filled
 * tours/[tour].test.ts's.
 */
import { describe, it } from 'node:test';
import { iconHtml } from '../../../src/components/Icon.tsx';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { markdownText, section } from '../../helpers/copy.ts';
import { assertFaq, bookUrl, islandProps, itemOf } from '../../helpers/routes.ts';
import { all, main, text } from '../../../tools/html.ts';

const c = content();
const words = c.labels.tourCard;
/** What a sighted visitor reads: the text without the screen-reader-only additions. */
const visibleText = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return text(copy);
};

describe('/tours', () => {
  const d = doc('/tours');
  const cards = all(d, '.tour-cards > li > .tour-card');

  it("the trust strip shows the copy's trust items, facts filled, under a screen-reader heading", () => {
    const items = section('tours', 'trust').items ?? [];
    assert.deepEqual(
      all(d, '.trust-item .trust-title').map(text),
      items.map((i) => i.title),
    );
    assert.deepEqual(
      all(d, '.trust-item .trust-desc').map(text),
      items.map((i) => i.description),
    );
    assert.ok(d.querySelector('.trust-strip h2.visually-hidden'));
  });

  it("shows one card per tour in the content's order, each with image, title, teaser and description", () => {
    assert.deepEqual(
      cards.map((a) => a.getAttribute('data-tour')),
      c.tours.map((t) => t.slug),
    );
    assert.deepEqual(
      cards.map((a) => text(a.querySelector('h3'))),
      c.tours.map((t) => t.title),
    );
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

  it("shows the featured badge (content/labels.json) on the featured tours' cards only", () => {
    const featured = c.tours.filter((t) => t.featured).map((t) => t.slug);
    const badges = all(main(d), '.tour-badge');
    assert.deepEqual(
      badges.map((b) => b.closest('.tour-card')?.getAttribute('data-tour')),
      featured,
    );
    assert.ok(badges.every((b) => text(b) === words.featuredBadge));
  });

  it("each card links to its page and books its own FareHarbor item, in the labels' words", () => {
    for (const [i, card] of cards.entries()) {
      const t = c.tours[i];
      const [details, book] = all(card, '.tour-card-actions a');
      assert.equal(visibleText(details), words.detailsButton);
      assert.equal(details.getAttribute('href'), t.href);
      assert.equal(visibleText(book), words.bookButton);
      assert.equal(book.getAttribute('href'), bookUrl(itemOf(t)));
      assert.equal(book.getAttribute('data-fh-item'), String(itemOf(t)));
      // Repeated link texts are told apart for screen readers.
      assert.equal(text(details), `${words.detailsButton}: ${t.shortTitle}`);
      assert.equal(text(book), `${words.bookButton}: ${t.shortTitle}`);
    }
  });

  it("prices public tours and the private tour in the labels' words, their tokens filled from the site's prices", () => {
    const expected = c.tours.map((t) => (t.kind === 'private' ? words.privatePrice : words.price));
    assert.deepEqual(all(d, '.tour-card-price').map(text), expected);
    assert.ok(
      text(d.querySelector('#tour-cards')).includes(markdownText(section('tours', 'cards').body)),
      'the cards section shows its copy',
    );
  });

  it('renders only the loading text of the tour-expectations section; its contents come in a lazy chunk', () => {
    const island = d.querySelector('[data-island="TourExpectations"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.equal(text(island), 'Loading what to expect…');
    assert.equal(island.querySelector('.expectations')?.getAttribute('aria-busy'), 'true');
    const items = section('tours', 'expectations').items ?? [];
    assert.ok(items.length > 0);
    // Each point with its icon as the SVG the build makes (the island never loads the icon set).
    assert.deepEqual(
      islandProps(island).items,
      items.map((i) => ({ title: i.title, description: i.description, iconHtml: iconHtml(i.icon) })),
    );
    assert.equal(island.querySelector('h3, ul'), null, 'no expectation is in the server HTML');
  });

  it('has the FAQ accordion with every question and answer of the tours FAQ', () => {
    const island = d.querySelector('#faq [data-island="Accordion"]')!;
    assert.equal(islandProps(island).idPrefix, 'tours-faq');
    assertFaq(island, c.faqs.tours);
  });

  it('asks the enhancement script to preload the FareHarbor script when idle, on /tours only', () => {
    assert.ok(d.body.hasAttribute('data-fh-preload'));
    assert.equal(doc('/booking').body.hasAttribute('data-fh-preload'), false, 'only /tours preloads');
  });
});
