/** How the blog list is cut into pages: addresses, category slugs, page counts and slices, the page numbers shown. */
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
  it("names each list (/blog, /blog/category/{slug}), its first page by the list's address, the others /page/{n}", () => {
    assert.equal(listHref(), '/blog');
    assert.equal(listHref('cat-rescues'), '/blog/category/cat-rescues');
    assert.equal(pageHref('/blog', 1), '/blog');
    assert.equal(pageHref('/blog', 2), '/blog/page/2');
    assert.equal(pageHref('/blog/category/cat-rescues', 3), '/blog/category/cat-rescues/page/3');
  });

  it("makes a category's address from its name when content gives none", () => {
    assert.equal(categorySlug('History Deep Dives'), 'history-deep-dives');
    assert.equal(categorySlug('Cat Cafés'), 'cat-cafes', 'an accent keeps its letter');
    assert.equal(categorySlug('  NYC & Its Cats! '), 'nyc-its-cats');
  });

  it('pages a list only past one page, counting an empty list as one page, each page from the newest', () => {
    assert.deepEqual([isPaged(24, 24), isPaged(25, 24)], [false, true]);
    const counts = [0, 24, 25, 73].map((n) => pageCount(n, 24));
    assert.deepEqual(counts, [1, 1, 2, 4]);
    const items = Array.from({ length: 53 }, (_, i) => i);
    assert.deepEqual(itemsOfPage(items, 2, 24), items.slice(24, 48));
    assert.deepEqual(itemsOfPage(items, 3, 24), [48, 49, 50, 51, 52], 'the last one holds the rest');
    const paged = [1, 2, 3].flatMap((n) => itemsOfPage(items, n, 24));
    assert.deepEqual(paged, items, 'every item on exactly one page');
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
