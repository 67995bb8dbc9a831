/** The built /in-the-news; its outline is outline.test.ts's, noopener on its new-tab links headers.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page } from '../helpers/site.ts';
import { all, text } from '../../tools/html.ts';
import { reelPermalink } from '../../src/lib/instagram.ts';

const c = content();

describe('/in-the-news', () => {
  const d = doc('/in-the-news');

  it('ends with the press kit and contact buttons', () => {
    const more = d.querySelector('#more')!;
    assert.ok(more.querySelector('a[href="/press-kit"]'), 'a button to /press-kit');
    assert.ok(more.querySelector('a[href="/contact"]'), 'a button to /contact');
  });

  it('shows every reel as an Instagram blockquote with a poster and a plain link, and no Instagram script', () => {
    const quotes = all(d, 'blockquote.instagram-media');
    assert.equal(quotes.length, c.press.reels.length);
    quotes.forEach((q, i) => {
      const reel = c.press.reels[i];
      const permalink = reelPermalink(reel.code);
      assert.equal(q.getAttribute('data-instgrm-permalink'), `https://www.instagram.com/reel/${reel.code}/`);
      assert.equal(q.getAttribute('data-instgrm-version'), '14');
      const img = q.querySelector('img')!;
      assert.equal(img.getAttribute('loading'), 'lazy');
      assert.ok(
        Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0,
        'the poster reserves its space',
      );
      const link = q.querySelector('a')!;
      assert.equal(link.getAttribute('href'), permalink);
      assert.ok(text(link).startsWith(c.labels.news.watchReel));
      assert.equal(link.getAttribute('target'), '_blank');
      assert.ok(text(q).includes(reel.title));
    });
    assert.equal(d.querySelector('[data-island="ReelEmbeds"]')?.getAttribute('data-hydrate'), 'visible');
    assert.ok(!page('/in-the-news').includes('instagram.com/embed.js'), 'embed.js is never in the page itself');
  });

  it("lists every press article with all its fields, any quote, and one link to it in the labels' words, naming it, in a new tab", () => {
    const cards = all(d, '.press-grid > li');
    assert.equal(cards.length, c.press.articles.length);
    cards.forEach((card, i) => {
      const a = c.press.articles[i];
      assert.equal(text(card.querySelector('h3')), a.title);
      assert.equal(text(card.querySelector('.press-card-publication')), a.publication);
      assert.equal(card.querySelector('time')?.getAttribute('datetime'), a.date);
      assert.ok(text(card).includes(a.description));
      assert.equal(card.querySelector('img')?.getAttribute('alt'), a.imageAlt);
      assert.equal(text(card.querySelector('blockquote')) || undefined, a.quote);
      const links = all(card, 'a').filter((l) => text(l).startsWith(c.labels.news.readArticle));
      assert.deepEqual(
        links.map((l) => [l.getAttribute('href'), l.getAttribute('target')]),
        [[a.link, '_blank']],
      );
      assert.ok(text(links[0]).includes(a.title), 'the accessible name includes the title');
    });
  });
});
