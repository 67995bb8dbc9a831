/** The built /in-the-news; its outline and sections' copy and buttons are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, page } from '../helpers/site.ts';
import { all, text } from '../../tools/html.ts';
import { attr } from '../helpers/routes.ts';
import { reelPermalink } from '../../src/lib/instagram.ts';

const c = content();

describe('/in-the-news', () => {
  const d = doc('/in-the-news');

  it('ends with the press kit and contact buttons', () => {
    assert.ok(d.querySelector('#more a[href="/press-kit"]') && d.querySelector('#more a[href="/contact"]'));
  });

  it('shows every reel as an Instagram blockquote with a poster and a plain link, and no Instagram script', () => {
    const quotes = all(d, 'blockquote.instagram-media');
    assert.equal(quotes.length, c.press.reels.length);
    quotes.forEach((q, i) => {
      const reel = c.press.reels[i];
      assert.deepEqual(attr(q, 'data-instgrm-permalink', 'data-instgrm-version'), [reelPermalink(reel.code), '14']);
      const img = q.querySelector('img')!;
      assert.equal(img.getAttribute('loading'), 'lazy');
      const sized = Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0;
      assert.ok(sized, 'the poster reserves its space');
      const link = q.querySelector('a')!;
      assert.deepEqual(attr(link, 'href', 'target'), [reelPermalink(reel.code), '_blank']);
      assert.ok(text(link).startsWith(c.labels.news.watchReel));
      assert.ok(text(q).includes(reel.title));
    });
    assert.equal(d.querySelector('[data-island="ReelEmbeds"]')?.getAttribute('data-hydrate'), 'visible');
    assert.ok(!page('/in-the-news').includes('instagram.com/embed.js'), 'embed.js is never in the page itself');
  });

  it("lists every press article with its fields and any quote, one link to it in the labels' words naming it", () => {
    const cards = all(d, '.press-grid > li');
    assert.equal(cards.length, c.press.articles.length);
    cards.forEach((card, i) => {
      const a = c.press.articles[i];
      const fields = [text(card.querySelector('h3')), text(card.querySelector('.press-card-publication'))];
      assert.deepEqual(fields, [a.title, a.publication]);
      assert.deepEqual(
        [attr(card.querySelector('time'), 'datetime'), attr(card.querySelector('img'), 'alt')],
        [[a.date], [a.imageAlt]],
      );
      assert.ok(text(card).includes(a.description));
      assert.equal(text(card.querySelector('blockquote')) || undefined, a.quote);
      const links = all(card, 'a').filter((l) => text(l).startsWith(c.labels.news.readArticle));
      const shown = links.map((l) => attr(l, 'href', 'target'));
      assert.deepEqual(shown, [[a.link, '_blank']]);
      assert.ok(text(links[0]).includes(a.title), 'the accessible name includes the title');
    });
  });
});
