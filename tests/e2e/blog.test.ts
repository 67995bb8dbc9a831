/**
 * /blog in a real browser: while the blog fits one page, a tap on a category
 * made before the filter wakes still narrows the cards (the filter itself is
 * proven in tests/islands/BlogFilter.test.tsx); once it is paged (a fixture
 * blog of three pages), categories and pages are links that work without
 * script; the grid has 1, 2 or 3 columns by width. And the not-found page: status 404 with the path logged,
 * the server's 301 for a pattern
 * redirect of content/redirects.json, and the page's own fallback on a host
 * with no redirect rules. Posts, counts and redirects come from the content
 * being built.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { axeViolations } from '../helpers/axe.ts';
import { DIST, content } from '../helpers/site.ts';
import { offeredCategories } from '../../src/components/blog/BlogList.tsx';
import { isPattern } from '../../src/lib/redirects.ts';
import { listHref, pageHref } from '../../src/lib/blogPages.ts';
import { resolveFile, serve } from '../../dev/preview.ts';
import { buildPagedBlog, type PagedBlog } from '../fixtures/pagedBlog.ts';
import { fillSlots } from '../../src/lib/slots.ts';

const c = content();
const perPage = c.pages.blog.postsPerPage;
const paged = c.blog.length > perPage;
/** The posts /blog shows: all of them, or the newest page's worth once paged. */
const listed = paged ? c.blog.slice(0, perPage) : c.blog;
/** The categories the filter offers, by name, and its choice of every post. */
const offered = offeredCategories(c).map((k) => k.name);

describe('blog.test.ts', () => {
  const suite = browserSuite();

  const visibleCards = (page: Page) => page.locator('#blog-posts > li:visible');
  /** Hover wakes the island (hydrate="interaction"); waiting for it keeps this test about the filter itself. */
  const wakeFilter = async (page: Page) => {
    await page.locator('.blog-filter-group').hover();
    await page.locator('[data-island="BlogFilter"][data-hydrated="true"]').waitFor();
  };
  const columnsOf = async (page: Page) => {
    const xs = await visibleCards(page).evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().left)),
    );
    return new Set(xs).size;
  };
  /** The browser's own line for a document answered with 404 is expected on the not-found page; nothing else is. */
  const withoutOwn404 = (problems: string[]) =>
    problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p));

  // One width: the held tap is the island runtime's (tests/islands/holdUntilAwake.test.tsx), the same at every width.
  {
    const viewport = MOBILE;
    describe(`/blog at ${viewport.width}px`, () => {
      it('keeps a first tap made before the filter has woken up', {
        skip: paged && 'the blog is paged: categories are links',
      }, async () => {
        const { page } = await suite.open({ viewport });
        page.setDefaultTimeout(3000);
        await page.goto('/blog');
        const category = offered[0];
        await page.getByRole('button', { name: category, exact: true }).click();
        const expected = c.blog.filter((p) => p.category === category).length;
        await page.waitForFunction(
          (n) => document.querySelectorAll('#blog-posts > li:not([hidden])').length === n,
          expected,
        );
      });
    });
  }

  describe('/blog grid', () => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      it(`has ${columns} column${columns > 1 ? 's' : ''} at ${width}px (fewer only with fewer posts), without horizontal scrolling`, async () => {
        const { page } = await suite.open({ viewport: { width, height: 800 } });
        await page.goto('/blog');
        assert.equal(await columnsOf(page), Math.min(columns, listed.length));
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'no horizontal scroll',
        );
      });
    }
  });

  // At rest /blog and its posts are every-route.test.ts's to check; a chosen category is a state only this file reaches.
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`/blog with a category chosen has no axe-core violations in its content at ${viewport.width}px`, {
      skip: paged && 'the blog is paged: categories are links',
    }, async () => {
      const { page } = await suite.open({ viewport });
      await page.goto('/blog');
      await wakeFilter(page);
      await page.getByRole('button', { name: offered[0], exact: true }).click();
      assert.deepEqual(await axeViolations(page, { include: 'main' }), []);
    });
  }

  describe('a paged blog (the content and enough generated posts for three pages)', () => {
    let blog: PagedBlog;
    let server: Awaited<ReturnType<typeof serve>>;
    before(async () => {
      blog = await buildPagedBlog();
      server = await serve({ dir: blog.dist });
    });
    after(async () => {
      await new Promise<void>((r) => server?.server.close(() => r()));
      blog?.remove();
    });
    const titles = (page: Page) => page.locator('#blog-posts > li h3').allTextContents();

    it('pages through every post and chooses a category by links alone, without script', async () => {
      const { page, problems } = await suite.open({
        viewport: MOBILE,
        baseURL: server.url,
        javaScriptEnabled: false,
      });
      const per = blog.content.pages.blog.postsPerPage;
      const all = blog.content.blog;
      await page.goto('/blog');
      assert.deepEqual(
        await titles(page),
        all.slice(0, per).map((p) => p.title),
      );
      const words = blog.content.labels.blog;
      await page.getByRole('link', { name: words.olderPosts }).click();
      await page.waitForURL(`**${pageHref('/blog', 2)}`);
      assert.deepEqual(
        await titles(page),
        all.slice(per, per * 2).map((p) => p.title),
      );
      await page.getByRole('link', { name: fillSlots(words.pageLabel, { page: 3 }), exact: true }).click();
      await page.waitForURL(`**${pageHref('/blog', 3)}`);
      assert.deepEqual(
        await titles(page),
        all.slice(per * 2, per * 3).map((p) => p.title),
      );
      await page.getByRole('link', { name: words.newerPosts }).click();
      await page.waitForURL(`**${pageHref('/blog', 2)}`);

      const category = offeredCategories(blog.content)[0];
      const copy = blog.content.pages.blog;
      await page
        .getByRole('navigation', { name: copy.filterLabel })
        .getByRole('link', { name: category.name, exact: true })
        .click();
      await page.waitForURL(`**${listHref(category.slug)}`);
      const posts = all.filter((p) => p.category === category.name);
      assert.deepEqual(
        await titles(page),
        posts.slice(0, per).map((p) => p.title),
      );
      assert.equal(
        await page.getByRole('link', { name: category.name, exact: true }).getAttribute('aria-current'),
        'page',
      );
      await page.getByRole('link', { name: copy.allLabel, exact: true }).click();
      await page.waitForURL('**/blog');
      assert.deepEqual(problems, []);
    });

    it('has no axe-core violations in a later page of a category list or of the whole blog', async () => {
      const { page } = await suite.open({ viewport: MOBILE, baseURL: server.url });
      const found: string[] = [];
      for (const route of [pageHref('/blog', 2), listHref(offeredCategories(blog.content)[0].slug)]) {
        await page.goto(route);
        for (const v of await axeViolations(page, { include: 'main' })) found.push(`${route}: ${v}`);
      }
      assert.deepEqual(found, []);
    });
  });

  describe('not-found page', () => {
    const notFound = c.pages['not-found'];
    /** Redirects of content/redirects.json: one exact rule and one pattern ("/petition-*"), when the content has them. */
    const exact = c.redirects.find((r) => !isPattern(r.from));
    const pattern = c.redirects.find((r) => isPattern(r.from));
    const pathOf = (to: string) => to.split(/[?#]/)[0];

    // Its hero, buttons and popular links as built: tests/routes/404.test.ts.
    it('answers an unknown path with 404 and the page, logging the path', async () => {
      const { page, problems, logs } = await suite.open({ viewport: MOBILE });
      const res = await page.goto('/does-not-exist');
      assert.equal(res?.status(), 404);
      assert.equal(await page.locator('h1').textContent(), notFound.hero.title);
      assert.ok(
        logs.some((l) => l.type === 'log' && l.text === 'Page not found: /does-not-exist'),
        JSON.stringify(logs),
      );
      assert.deepEqual(withoutOwn404(problems), []);
      assert.equal(new URL(page.url()).pathname, '/does-not-exist', 'an unknown path is not redirected');
    });

    it(`sends ${pattern ? `${pattern.from.slice(0, -1)}{name} to ${pattern.to}` : 'a pattern redirect'} with the server's 301`, {
      skip: pattern ? false : 'content/redirects.json has no pattern redirect',
    }, async () => {
      const { page, problems } = await suite.open({ viewport: MOBILE });
      const res = await page.goto(`${pattern!.from.slice(0, -1)}save-the-cats`);
      assert.equal(new URL(page.url()).pathname, pathOf(pattern!.to));
      assert.equal(res?.status(), 200);
      assert.equal(
        await res
          ?.request()
          .redirectedFrom()
          ?.response()
          .then((r) => r?.status()),
        301,
      );
      assert.deepEqual(problems, []);
    });

    describe('on a host with no redirect rules', () => {
      let plain: Server;
      let plainUrl: string;
      before(async () => {
        // Files, folders with index.html, and 404.html for everything else: what GitHub Pages or S3 do.
        plain = createServer((req, res) => {
          const file = resolveFile(DIST, new URL(req.url ?? '/', 'http://x').pathname);
          // Module scripts need a script type; everything else the page loads is sniffed or is not what is tested.
          res.writeHead(file ? 200 : 404, { 'content-type': file?.endsWith('.js') ? 'text/javascript' : 'text/html' });
          createReadStream(file ?? path.join(DIST, '404.html')).pipe(res);
        });
        await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
        plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
      });
      after(() => new Promise<void>((r) => plain.close(() => r())));

      const cases = [
        exact && { from: exact.from, to: exact.to },
        pattern && { from: `${pattern.from.slice(0, -1)}x`, to: pattern.to },
      ].filter((x): x is { from: string; to: string } => !!x);
      for (const { from, to } of cases) {
        it(`${from} ends on ${to} through the not-found page, replacing the address`, async () => {
          const { page, problems } = await suite.open({ viewport: MOBILE, baseURL: plainUrl });
          const first = await page.goto(from);
          assert.equal(first?.status(), 404, 'the host itself knows no redirect');
          await page.waitForURL((u) => u.pathname === pathOf(to));
          await page.waitForLoadState('load');
          // location.replace: Back skips the old address and leaves the site (to the blank tab the test opened).
          await page.goBack();
          assert.equal(page.url(), 'about:blank', 'the old address is not in history');
          assert.deepEqual(withoutOwn404(problems), []);
        });
      }
    });
  });
});
