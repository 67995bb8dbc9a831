/** The built /blog; its outline is outline.test.ts's, its paged lists tests/routes/blog/page/[page].test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { all, text } from '../../../tools/html.ts';
import { offeredCategories } from '../../../src/components/blog/BlogList.tsx';

const c = content();
const perPage = c.pages.blog.postsPerPage;
const paged = c.blog.length > perPage;
/** The posts /blog lists: all of them, or the newest page's worth once the blog is paged. */
const listed = paged ? c.blog.slice(0, perPage) : c.blog;

describe('/blog', () => {
  const d = doc('/blog');
  const cards = all(d, '#blog-posts > li');
  const filter = d.querySelector(paged ? 'nav.blog-categories' : '[data-island="BlogFilter"]');

  it('offers All and the categories to filter the posts in place while the blog fits one page, waking on contact', {
    skip: paged && 'the blog is paged: categories are links',
  }, () => {
    assert.ok(filter, 'the category filter is on the page');
    assert.equal(filter.getAttribute('data-hydrate'), 'interaction');
    const counts: Record<string, number> = {};
    for (const post of c.blog) counts[post.category] = (counts[post.category] ?? 0) + 1;
    assert.deepEqual(JSON.parse(filter.getAttribute('data-props')!), {
      categories: offeredCategories(c).map((k) => k.name),
      counts,
      total: c.blog.length,
      listId: 'blog-posts',
      label: c.pages.blog.filterLabel,
      allLabel: c.pages.blog.allLabel,
    });
    const buttons = all(filter, 'button').map(text);
    assert.deepEqual(buttons, [c.pages.blog.allLabel, ...offeredCategories(c).map((k) => k.name)], 'server-rendered');
  });

  it('lists every post (the newest page once paged) after the filter, newest first, each card in full', () => {
    assert.ok(filter && filter.compareDocumentPosition(d.querySelector('#blog-posts')!) & 4);
    assert.equal(cards.length, listed.length);
    // The date in words as an independent formatter writes it, read as UTC so no time zone moves the day.
    const inWords = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const [i, li] of cards.entries()) {
      const post = listed[i];
      const img = li.querySelector('img')!;
      const sized = Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0;
      assert.ok(sized, `${post.id}: sized image`);
      const time = li.querySelector('time')!;
      const shown = [text(li.querySelector('h3')), img.getAttribute('alt'), text(li.querySelector('.badge'))];
      assert.deepEqual(shown, [post.title, post.imageAlt, post.category]);
      const attrs = [img.getAttribute('loading'), li.getAttribute('data-category'), time.getAttribute('datetime')];
      assert.deepEqual(attrs, ['lazy', post.category, post.date]);
      assert.equal(text(time), inWords.format(new Date(`${post.date}T00:00:00Z`)), `${post.id}: the date in words`);
      assert.ok(!li.hasAttribute('hidden'));
      assert.ok(text(li).includes(post.author) && text(li).includes(post.excerpt), `${post.id}: author and excerpt`);
      const more = li.querySelector(`a[href="/blog/${post.id}"]`)!;
      assert.ok(text(more).startsWith(c.labels.blog.readMore), `${post.id}: link text`);
      assert.ok(text(more).includes(post.title), `${post.id}: the link's accessible name names the post`);
    }
  });
});
