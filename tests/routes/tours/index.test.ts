/** The built /tours; its outline, sections' copy, calls to action and FAQ are outline.test.ts's. */
import { describe, it } from 'node:test';
import { iconHtml } from '../../../src/components/Icon.tsx';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { section } from '../../helpers/copy.ts';
import { bookUrl, islandProps, itemOf } from '../../helpers/routes.ts';
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
    const items = all(d, '.trust-item').map((i) => [
      text(i.querySelector('.trust-title')),
      text(i.querySelector('.trust-desc')),
    ]);
    const expected = (section('tours', 'trust').items ?? []).map((i) => [i.title, i.description]);
    assert.deepEqual(items, expected);
    assert.ok(d.querySelector('.trust-strip h2.visually-hidden'));
  });

  it("shows one card per tour in the content's order, with image, title, teaser, description and price", () => {
    for (const [i, card] of cards.entries()) {
      const t = c.tours[i];
      const img = card.querySelector('picture img')!;
      assert.deepEqual([img.getAttribute('alt'), img.getAttribute('loading')], [t.imageAlt, 'lazy']);
      assert.ok(img.getAttribute('width') && img.getAttribute('height'), 'the image has its size');
      const shown = ['h3', '.tour-card-teaser', '.tour-card-desc', '.tour-card-price'].map((s) =>
        text(card.querySelector(s)),
      );
      // The price in the labels' words, its tokens filled from the site's prices.
      const price = t.kind === 'private' ? words.privatePrice : words.price;
      assert.deepEqual([card.getAttribute('data-tour'), ...shown], [t.slug, t.title, t.teaser, t.description, price]);
    }
    assert.equal(cards.length, c.tours.length);
  });

  it("shows the featured badge (content/labels.json) on the featured tours' cards only", () => {
    const badges = all(main(d), '.tour-badge');
    const featured = c.tours.filter((t) => t.featured).map((t) => t.slug);
    const shown = badges.map((b) => b.closest('.tour-card')?.getAttribute('data-tour'));
    assert.deepEqual(shown, featured);
    assert.ok(badges.every((b) => text(b) === words.featuredBadge));
  });

  it("each card links to its page and books its own FareHarbor item, in the labels' words", () => {
    for (const [i, card] of cards.entries()) {
      const t = c.tours[i];
      const [details, book] = all(card, '.tour-card-actions a');
      assert.deepEqual([visibleText(details), details.getAttribute('href')], [words.detailsButton, t.href]);
      assert.deepEqual(
        [visibleText(book), book.getAttribute('href'), book.getAttribute('data-fh-item')],
        [words.bookButton, bookUrl(itemOf(t)), String(itemOf(t))],
      );
      // Repeated link texts are told apart for screen readers.
      assert.deepEqual(
        [text(details), text(book)],
        [`${words.detailsButton}: ${t.shortTitle}`, `${words.bookButton}: ${t.shortTitle}`],
      );
    }
  });

  it('renders only the loading text of the tour-expectations section; its contents come in a lazy chunk', () => {
    const island = d.querySelector('[data-island="TourExpectations"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.equal(text(island), 'Loading what to expect…');
    assert.equal(island.querySelector('.expectations')?.getAttribute('aria-busy'), 'true');
    const items = section('tours', 'expectations').items ?? [];
    assert.ok(items.length > 0);
    // Each point with its icon as the SVG the build makes (the island never loads the icon set).
    const props = items.map((i) => ({ title: i.title, description: i.description, iconHtml: iconHtml(i.icon) }));
    assert.deepEqual(islandProps(island).items, props);
    assert.equal(island.querySelector('h3, ul'), null, 'no expectation is in the server HTML');
  });

  it('gives its FAQ ids of its own, and asks the enhancement script to preload FareHarbor when idle, on /tours only', () => {
    assert.equal(islandProps(d.querySelector('#faq [data-island="Accordion"]')).idPrefix, 'tours-faq');
    assert.ok(d.body.hasAttribute('data-fh-preload'));
    assert.equal(doc('/booking').body.hasAttribute('data-fh-preload'), false, 'only /tours preloads');
  });
});
