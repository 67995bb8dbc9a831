/**
 * /blog in Chromium: while the blog fits one page, a tap on a category made before the filter wakes still narrows
 * the cards (the filter itself: tests/islands/BlogFilter.test.tsx); once paged (a fixture blog of three pages),
 * categories and pages are links that work without script; the grid has 1, 2 or 3 columns by width. And the
 * not-found page: status 404 with the path logged (its copy as built: tests/routes/404.test.ts), the server's 301
 * for a pattern redirect of content/redirects.json, and the page's own fallback on a host with no redirect rules.
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MOBILE, DESKTOP, axeViolations, expect, test } from '../helpers/browser.ts';
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
const offered = offeredCategories(c).map((k) => k.name);
/** The browser's own line for a document answered with 404 is expected on the not-found page; nothing else is. */
const withoutOwn404 = (problems: string[]) =>
  problems.filter((p) => !/the server responded with a status of 404/.test(p));
/** Serves `dir` and closes it after the file's tests. */
async function served(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, url } = await serve({ dir });
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test.describe('while the blog fits one page', () => {
  test.skip(paged, 'the blog is paged: categories are links');
  // One width: the held tap is the island runtime's (tests/islands/holdUntilAwake.test.tsx), the same at every width.
  test(`at ${MOBILE.width}px a first tap made before the filter has woken is kept`, async ({ open }) => {
    const { page } = await open({ viewport: MOBILE });
    await page.goto('/blog');
    await page.getByRole('button', { name: offered[0], exact: true }).click();
    await expect(page.locator('#blog-posts > li:not([hidden])')).toHaveCount(
      c.blog.filter((p) => p.category === offered[0]).length,
    );
  });

  // At rest /blog is every-route.test.ts's; a chosen category is a state only this file reaches.
  for (const viewport of [MOBILE, DESKTOP])
    test(`/blog with a category chosen has no axe-core violations in its content at ${viewport.width}px`, async ({
      open,
    }) => {
      const { page } = await open({ viewport });
      await page.goto('/blog');
      // Hover wakes the island (hydrate="interaction"); waiting for it keeps this about the filter itself.
      await page.locator('.blog-filter-group').hover();
      await expect(page.locator('[data-island="BlogFilter"]')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('button', { name: offered[0], exact: true }).click();
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
});

for (const [width, columns] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const)
  test(`/blog has ${columns} column(s) at ${width}px (fewer only with fewer posts), without horizontal scrolling`, async ({
    open,
  }) => {
    const { page } = await open({ viewport: { width, height: 800 } });
    await page.goto('/blog');
    const xs = await page
      .locator('#blog-posts > li:visible')
      .evaluateAll((l) => l.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(xs).size).toBe(Math.min(columns, (paged ? c.blog.slice(0, perPage) : c.blog).length));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no horizontal scroll').toBe(
      true,
    );
  });

test.describe('a paged blog (the content and enough generated posts for three pages)', () => {
  let blog: PagedBlog;
  let site: Awaited<ReturnType<typeof served>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    blog = await buildPagedBlog();
    site = await served(blog.dist);
  });
  test.afterAll(async () => {
    await site?.close();
    blog?.remove();
  });
  const titles = (page: import('@playwright/test').Page) => page.locator('#blog-posts > li h3').allTextContents();

  test('pages through every post and chooses a category by links alone, without script', async ({ open }) => {
    const { page, problems } = await open({ viewport: MOBILE, baseURL: site.url, javaScriptEnabled: false });
    const per = blog.content.pages.blog.postsPerPage;
    const all = blog.content.blog.map((p) => p.title);
    const words = blog.content.labels.blog;
    await page.goto('/blog');
    expect(await titles(page)).toEqual(all.slice(0, per));
    await page.getByRole('link', { name: words.olderPosts }).click();
    await page.waitForURL(`**${pageHref('/blog', 2)}`);
    expect(await titles(page)).toEqual(all.slice(per, per * 2));
    await page.getByRole('link', { name: fillSlots(words.pageLabel, { page: 3 }), exact: true }).click();
    await page.waitForURL(`**${pageHref('/blog', 3)}`);
    expect(await titles(page)).toEqual(all.slice(per * 2, per * 3));
    await page.getByRole('link', { name: words.newerPosts }).click();
    await page.waitForURL(`**${pageHref('/blog', 2)}`);

    const category = offeredCategories(blog.content)[0];
    const copy = blog.content.pages.blog;
    await page
      .getByRole('navigation', { name: copy.filterLabel })
      .getByRole('link', { name: category.name, exact: true })
      .click();
    await page.waitForURL(`**${listHref(category.slug)}`);
    const posts = blog.content.blog.filter((p) => p.category === category.name).map((p) => p.title);
    expect(await titles(page)).toEqual(posts.slice(0, per));
    await expect(page.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: copy.allLabel, exact: true }).click();
    await page.waitForURL('**/blog');
    expect(problems).toEqual([]);
  });

  test('has no axe-core violations in a later page of a category list or of the whole blog', async ({ open }) => {
    const { page } = await open({ viewport: MOBILE, baseURL: site.url });
    const found: string[] = [];
    for (const route of [pageHref('/blog', 2), listHref(offeredCategories(blog.content)[0].slug)]) {
      await page.goto(route);
      for (const v of await axeViolations(page, { include: 'main' })) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});

test.describe('the not-found page', () => {
  test.use({ viewport: MOBILE });
  const exact = c.redirects.find((r) => !isPattern(r.from));
  const pattern = c.redirects.find((r) => isPattern(r.from));
  const pathOf = (to: string) => to.split(/[?#]/)[0];

  test('answers an unknown path with 404 and the page, logging the path', async ({ page, w }) => {
    const res = await page.goto('/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(c.pages['not-found'].hero.title);
    expect(w.logs).toContainEqual({ type: 'log', text: 'Page not found: /does-not-exist' });
    expect(withoutOwn404(w.problems)).toEqual([]);
    expect(new URL(page.url()).pathname, 'an unknown path is not redirected').toBe('/does-not-exist');
  });

  test(`sends ${pattern ? `${pattern.from.slice(0, -1)}{name} to ${pattern.to}` : 'a pattern redirect'} with the server's 301`, async ({
    page,
    w,
  }) => {
    test.skip(!pattern, 'content/redirects.json has no pattern redirect');
    const res = await page.goto(`${pattern!.from.slice(0, -1)}save-the-cats`);
    expect(new URL(page.url()).pathname).toBe(pathOf(pattern!.to));
    expect(res?.status()).toBe(200);
    expect((await res?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(w.problems).toEqual([]);
  });

  test.describe('on a host with no redirect rules', () => {
    let plain: Server;
    let plainUrl: string;
    test.beforeAll(async () => {
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
    test.afterAll(() => new Promise<void>((r) => plain.close(() => r())));

    for (const { from, to } of [
      exact && { from: exact.from, to: exact.to },
      pattern && { from: `${pattern.from.slice(0, -1)}x`, to: pattern.to },
    ].filter((x): x is { from: string; to: string } => !!x))
      test(`${from} ends on ${to} through the not-found page, replacing the address`, async ({ open }) => {
        const { page, problems } = await open({ viewport: MOBILE, baseURL: plainUrl });
        expect((await page.goto(from))?.status(), 'the host itself knows no redirect').toBe(404);
        await page.waitForURL((u) => u.pathname === pathOf(to));
        await page.waitForLoadState('load');
        // location.replace: Back skips the old address and leaves the site (to the blank tab the test opened).
        await page.goBack();
        expect(page.url(), 'the old address is not in history').toBe('about:blank');
        expect(withoutOwn404(problems)).toEqual([]);
      });
  });
});
