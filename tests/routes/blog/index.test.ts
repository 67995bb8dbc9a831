/**
 * The built /blog; its outline is outline.test.ts's, its paged lists
 * tests/routes/blog/page/[page].test.ts's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { all, text } from '../../../tools/html.ts';
import { offeredCategories } from '../../../src/components/blog/BlogList.tsx';
import { longDate } from '../../../src/components/longDate.ts';

const c = content();
const perPage = c.pages.blog.postsPerPage;
const paged = c.blog.length > perPage;
/** The posts /blog lists: all of them, or the newest page's worth once the blog is paged. */
const listed = paged ? c.blog.slice(0, perPage) : c.blog;

describe('/blog', () => {
  const d = doc('/blog');
  const cards = all(d, '#blog-posts > li');
  const filter = d.querySelector(paged ? 'nav.blog-categories' : '[data-island="BlogFilter"]');

  it('has the category filter before the card grid', () => {
    assert.ok(filter, 'the category filter is on the page');
    const grid = d.querySelector('#blog-posts')!;
    assert.ok(filter.compareDocumentPosition(grid) & 4, 'the filter comes before the grid');
  });

  const offered = offeredCategories(c);
  const all_ = c.pages.blog.allLabel;

  // Once paged, the categories are links to their lists: tests/routes/blog/page/[page].test.ts.
  it('offers All (pressed) and the categories, waking on contact, while the blog fits one page', {
    skip: paged && 'the blog is paged: categories are links',
  }, () => {
    const island = filter!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    assert.deepEqual(
      JSON.parse(island.getAttribute('data-props')!).categories,
      offered.map((k) => k.name),
    );
    const buttons = all(island, 'button');
    assert.deepEqual(buttons.map(text), [all_, ...offered.map((k) => k.name)]);
    assert.deepEqual(
      buttons.map((b) => b.getAttribute('aria-pressed')),
      buttons.map((_, i) => String(i === 0)),
    );
    const group = island.querySelector('[role="group"]')!;
    assert.equal(text(d.getElementById(group.getAttribute('aria-labelledby')!)), c.pages.blog.filterLabel);
    assert.ok(island.querySelector('[role="status"]'), 'a polite status line announces changes');
  });

  // Posts of categories the filter does not offer are among them (they show under All only).
  it('server-renders every post, or the newest page once paged, newest first', () => {
    assert.equal(cards.length, listed.length);
    assert.deepEqual(
      cards.map((li) => text(li.querySelector('h3'))),
      listed.map((p) => p.title),
    );
    assert.ok(cards.every((li) => !li.hasAttribute('hidden')));
    const dates = c.blog.map((p) => p.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('gives each card its lazy sized image, badge, title, date, author, excerpt and Read More link', () => {
    for (const [i, li] of cards.entries()) {
      const post = listed[i];
      const img = li.querySelector('img')!;
      assert.equal(img.getAttribute('loading'), 'lazy', `${post.id}: lazy image`);
      assert.ok(
        Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0,
        `${post.id}: sized image`,
      );
      assert.equal(img.getAttribute('alt'), post.imageAlt);
      assert.equal(li.getAttribute('data-category'), post.category);
      assert.equal(text(li.querySelector('.badge')), post.category);
      const time = li.querySelector('time')!;
      assert.equal(time.getAttribute('datetime'), post.date);
      assert.ok(text(li).includes(post.author), `${post.id}: author`);
      assert.ok(text(li).includes(post.excerpt), `${post.id}: excerpt`);
      const more = li.querySelector(`a[href="/blog/${post.id}"]`)!;
      assert.ok(more, `${post.id}: its link goes to /blog/${post.id}`);
      assert.ok(text(more).startsWith(c.labels.blog.readMore), `${post.id}: link text`);
      assert.ok(text(more).includes(post.title), `${post.id}: the link's accessible name names the post`);
    }
  });

  it('writes each card\'s date in words, month day, year ("March 14, 2024"), the day the post gives', () => {
    // The site's format, on a fixed day; then every card against an independent formatter, read as UTC so no time zone moves the day.
    assert.equal(longDate('2024-03-14'), 'March 14, 2024');
    const inWords = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    assert.deepEqual(
      cards.map((li) => text(li.querySelector('time'))),
      listed.map((p) => inWords.format(new Date(`${p.date}T00:00:00Z`))),
    );
  });
});
