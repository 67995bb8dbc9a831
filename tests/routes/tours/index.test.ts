/** The built /tours; its outline, sections' copy, calls to action and FAQ are outline.test.ts's. */
import { describe, it } from 'node:test';
import { iconHtml } from '../../../src/components/Icon.tsx';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { section } from '../../helpers/copy.ts';
import { attr, bookUrl, islandProps, itemOf } from '../../helpers/routes.ts';
import { all, main, text } from '../../../tools/html.ts';

const c = content();
const words = c.labels.tourCard;

describe('/tours', () => {
  const d = doc('/tours');

  it("the trust strip shows the copy's trust items, facts filled, under a screen-reader heading", () => {
    const items = all(d, '.trust-item').map((i) => [
      text(i.querySelector('.trust-title')),
      text(i.querySelector('.trust-desc')),
    ]);
    const expected = (section('tours', 'trust').items ?? []).map((i) => [i.title, i.description]);
    assert.deepEqual(items, expected);
    assert.ok(d.querySelector('.trust-strip h2.visually-hidden'));
  });

  it("shows one card per tour in the content's order: image, title, teaser, description, price, its page, its booking", () => {
    const cards = all(d, '.tour-cards > li > .tour-card');
    assert.equal(cards.length, c.tours.length);
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
      // In the labels' words, told apart for screen readers by the short title, which only they read.
      const links = all(card, '.tour-card-actions a').map((a) => [text(a), ...attr(a, 'href', 'data-fh-item')]);
      const short = `: ${t.shortTitle}`;
      assert.deepEqual(links, [
        [words.detailsButton + short, t.href, null],
        [words.bookButton + short, bookUrl(itemOf(t)), String(itemOf(t))],
      ]);
      assert.deepEqual(all(card, '.tour-card-actions a .visually-hidden').map(text), [short, short]);
    }
  });

  it("shows the featured badge (content/labels.json) on the featured tours' cards only", () => {
    const badges = all(main(d), '.tour-badge');
    const featured = c.tours.filter((t) => t.featured).map((t) => t.slug);
    const shown = badges.map((b) => b.closest('.tour-card')?.getAttribute('data-tour'));
    assert.deepEqual(shown, featured);
    assert.ok(badges.every((b) => text(b) === words.featuredBadge));
  });

  it('renders only the loading text of the tour-expectations section; its contents come in a lazy chunk', () => {
    const island = d.querySelector('[data-island="TourExpectations"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'visible');
    assert.equal(text(island), 'Loading what to expect…');
    assert.equal(island.querySelector('.expectations')?.getAttribute('aria-busy'), 'true');
    const items = section('tours', 'expectations').items ?? [];
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
