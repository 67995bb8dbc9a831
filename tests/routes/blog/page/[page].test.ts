/** A blog past one page: tests/fixtures/pagedBlog.ts, the content plus generated posts. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { all, parseHtml, text } from '../../../../tools/html.ts';
import { childrenNamed, childText, parseXml } from '../../../../tools/xml.ts';
import { outputFile } from '../../../../src/pipeline/routes.ts';
import type { BlogPost } from '../../../../src/content/shapes.ts';
import { offeredCategories } from '../../../../src/components/blog/BlogList.tsx';
import { listHref, pageCount, pageHref } from '../../../../src/lib/blogPages.ts';
import { buildPagedBlog, type PagedBlog } from '../../../fixtures/pagedBlog.ts';
import { fillSlots } from '../../../../src/lib/slots.ts';

let site: PagedBlog;
before(async () => {
  site = await buildPagedBlog();
});
after(() => site?.remove());

/** A file of the built blog, by its path there. */
const built = (file: string) => readFileSync(path.join(site.dist, file), 'utf8');
const doc = (route: string) => parseHtml(built(outputFile(route)));
/** Every page of a list, in order, as [address, its posts]. */
function pagesOf(posts: BlogPost[], base: string): [string, BlogPost[]][] {
  const per = site.content.pages.blog.postsPerPage;
  return Array.from({ length: pageCount(posts.length, per) }, (_, i) => [
    pageHref(base, i + 1),
    posts.slice(i * per, (i + 1) * per),
  ]);
}
const lists = () => [
  { name: 'every post', base: '/blog', posts: site.content.blog, category: undefined as string | undefined },
  ...offeredCategories(site.content).map(({ name, slug }) => ({
    name,
    base: listHref(slug),
    posts: site.content.blog.filter((p) => p.category === name),
    category: name as string | undefined,
  })),
];
/** Every page of every list, in order: its route, its posts, its number (from 0) and its list's routes, parsed. */
const listPages = () =>
  lists().flatMap((list) => {
    const pages = pagesOf(list.posts, list.base);
    const routes = pages.map(([route]) => route);
    return pages.map(([route, posts], i) => ({ list, route, posts, i, routes, d: doc(route) }));
  });
const allLabel = () => site.content.pages.blog.allLabel;
const words = () => site.content.labels.blog;

describe('a blog past one page', () => {
  it("lists every post of each list (the blog's, each filter category's) once, newest first, a page's worth a page", () => {
    assert.ok(pagesOf(site.content.blog, '/blog').length >= 3, 'the fixture is paged: at least three pages');
    // Every post on a page: pageCount's (blogPages.test.ts); no page past the last: the next test.
    for (const { list, route, posts, d } of listPages()) {
      const titles = posts.map((p) => p.title);
      assert.deepEqual(all(d, '#blog-posts > li h3').map(text), titles, route);
      const categories = new Set(all(d, '#blog-posts > li').map((li) => li.getAttribute('data-category')));
      if (list.category) assert.deepEqual([...categories], [list.category], `${route}: only ${list.category}`);
    }
  });

  it("links each page to its neighbours (rel prev/next), marking the current page, in the labels' words", () => {
    const href = (el: Element | null) => el?.getAttribute('href') ?? undefined;
    for (const { list, route, i, routes, d } of listPages()) {
      const [prev, next] = [routes[i - 1], routes[i + 1]];
      const head = (rel: string) => href(d.querySelector(`head link[rel="${rel}"]`));
      assert.deepEqual([head('prev'), head('next')], [prev, next], `${route}: head prev and next`);
      const nav = d.querySelector('nav.pagination');
      if (routes.length === 1) {
        assert.equal(nav, null, `${route}: no page links for a single page`);
        continue;
      }
      const [newer, older] = [nav!.querySelector('a[rel="prev"]'), nav!.querySelector('a[rel="next"]')];
      const current = all(nav!, 'a[aria-current="page"]');
      const numbered = all(nav!, 'a.pagination-number').map(href);
      assert.deepEqual(
        {
          named: nav!.getAttribute('aria-label'),
          links: [href(newer), href(older)],
          words: [
            !!newer && text(newer).endsWith(words().newerPosts),
            !!older && text(older).startsWith(words().olderPosts),
          ],
          current: current.map(href),
          currentNamed: current[0]?.getAttribute('aria-label'),
          firstAndLastNumbered: numbered.includes(routes[0]) && numbered.includes(routes.at(-1)!),
          status: text(d.querySelector('.blog-page-status')),
        },
        {
          named:
            list.category === undefined
              ? words().pagesLabel
              : fillSlots(words().categoryPagesLabel, { category: list.category }),
          links: [prev, next],
          words: [!!prev, !!next],
          current: [route],
          currentNamed: fillSlots(words().pageLabel, { page: i + 1 }),
          firstAndLastNumbered: true,
          status: fillSlots(words().pageStatus, { page: i + 1, pages: routes.length }),
        },
        route,
      );
    }
  });

  it('links the category lists from every list page, the current one marked, with no in-place filter', () => {
    const categoryLinks = offeredCategories(site.content).map((c) => [c.name, listHref(c.slug)]);
    for (const { list, route, d } of listPages()) {
      const links = all(d, 'nav.blog-categories a');
      const shown = links.map((a) => [text(a), a.getAttribute('href')]);
      assert.deepEqual(shown, [[allLabel(), '/blog'], ...categoryLinks], route);
      const current = links.filter((a) => a.getAttribute('aria-current') === 'page').map(text);
      assert.deepEqual(current, [list.category ?? allLabel()], route);
      assert.equal(d.querySelector('[data-island="BlogFilter"]'), null, `${route}: no in-place filter`);
    }
  });

  it('titles every list page differently, naming its category and page', () => {
    const titles = listPages().map(({ d }) => text(d.querySelector('title')));
    assert.equal(new Set(titles).size, titles.length, titles.join('\n'));
    const [, second] = pagesOf(site.content.blog, '/blog');
    assert.match(text(doc(second[0]).querySelector('title')), /page 2 of \d+/);
  });

  // Every post in the sitemap and the feed, whatever the build: host/files.test.ts; dist/ may not be paged.
  it('lists every page of every list in the sitemap', () => {
    const locs = new Set(childrenNamed(parseXml(built('sitemap.xml')), 'url').map((u) => childText(u, 'loc')?.trim()));
    for (const { route } of listPages()) assert.ok(locs.has(site.content.site.url + route), `sitemap: ${route}`);
  });
});
