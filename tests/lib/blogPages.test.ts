/**
 * How the blog list is cut into pages: addresses of a list and its pages,
 * category slugs, page counts and slices, and the short list of page numbers
 * a long blog shows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  categorySlug,
  isPaged,
  itemsOfPage,
  listHref,
  pageCount,
  pageHref,
  pageWindow,
} from '../../src/lib/blogPages.ts';

describe('blog pages', () => {
  it('names each list: /blog for every post, /blog/category/{slug} for a category', () => {
    assert.equal(listHref(), '/blog');
    assert.equal(listHref('cat-rescues'), '/blog/category/cat-rescues');
  });

  it("makes a category's address from its name when content gives none", () => {
    assert.equal(categorySlug('History Deep Dives'), 'history-deep-dives');
    assert.equal(categorySlug('Cat Cafés'), 'cat-cafes', 'an accent keeps its letter');
    assert.equal(categorySlug('  NYC & Its Cats! '), 'nyc-its-cats');
  });

  it("gives the first page its list's own address and the others /page/{n}", () => {
    assert.equal(pageHref('/blog', 1), '/blog');
    assert.equal(pageHref('/blog', 2), '/blog/page/2');
    assert.equal(pageHref('/blog/category/cat-rescues', 3), '/blog/category/cat-rescues/page/3');
  });

  it('pages a list only past one page, and counts an empty list as one page', () => {
    assert.equal(isPaged(24, 24), false);
    assert.equal(isPaged(25, 24), true);
    assert.equal(pageCount(0, 24), 1);
    assert.equal(pageCount(24, 24), 1);
    assert.equal(pageCount(25, 24), 2);
    assert.equal(pageCount(73, 24), 4);
  });

  it('slices each page from the newest, the last one holding the rest', () => {
    const items = Array.from({ length: 53 }, (_, i) => i);
    assert.deepEqual(itemsOfPage(items, 1, 24), items.slice(0, 24));
    assert.deepEqual(itemsOfPage(items, 2, 24), items.slice(24, 48));
    assert.deepEqual(itemsOfPage(items, 3, 24), [48, 49, 50, 51, 52]);
    assert.deepEqual(
      [1, 2, 3].flatMap((n) => itemsOfPage(items, n, 24)),
      items,
      'every item on exactly one page',
    );
  });

  it('shows the first, last and current page with neighbours; an ellipsis stands for two or more', () => {
    assert.deepEqual(pageWindow(1, 1), [1]);
    assert.deepEqual(pageWindow(1, 3), [1, 2, 3]);
    assert.deepEqual(pageWindow(1, 10), [1, 2, null, 10]);
    assert.deepEqual(pageWindow(4, 10), [1, 2, 3, 4, 5, null, 10]);
    assert.deepEqual(pageWindow(6, 10), [1, null, 5, 6, 7, null, 10]);
    assert.deepEqual(pageWindow(10, 10), [1, null, 9, 10]);
    assert.deepEqual(pageWindow(84, 167), [1, null, 83, 84, 85, null, 167]);
  });
});
