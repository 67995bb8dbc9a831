/** /blog in Chromium: the grid by width, a chosen category, a paged blog; the not-found page and its redirects. */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MOBILE, axeViolations, expect, test } from '../helpers/browser.ts';
import { DIST, content, startSite } from '../helpers/site.ts';
import { offeredCategories } from '../../src/components/blog/BlogList.tsx';
import { isPattern } from '../../src/lib/redirects.ts';
import { listHref, pageHref } from '../../src/lib/blogPages.ts';
import { resolveFile } from '../../dev/preview.ts';
import { buildPagedBlog, type PagedBlog } from '../fixtures/pagedBlog.ts';

const c = content();
const perPage = c.pages.blog.postsPerPage;
const paged = c.blog.length > perPage;
const offered = offeredCategories(c).map((k) => k.name);
/** The browser's own line for a document answered with 404 is expected on the not-found page; nothing else is. */
const withoutOwn404 = (problems: string[]) =>
  problems.filter((p) => !/the server responded with a status of 404/.test(p));

test.describe('while the blog fits one page', () => {
  test.skip(paged, 'the blog is paged: categories are links');
  // At rest /blog is every-route.test.ts's.
  // One width: axe reads the document, which both widths share.
  test('/blog with a category chosen is axe-clean', async ({ open }) => {
    const { page } = await open({ viewport: MOBILE });
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
  test(`/blog has ${columns} column(s) at ${width}px (fewer posts, fewer), no sideways scroll`, async ({ open }) => {
    const { page } = await open({ viewport: { width, height: 800 } });
    await page.goto('/blog');
    const xs = await page
      .locator('#blog-posts > li:visible')
      .evaluateAll((l) => l.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(xs).size).toBe(Math.min(columns, (paged ? c.blog.slice(0, perPage) : c.blog).length));
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
    expect(fits, 'no horizontal scroll').toBe(true);
  });

test.describe('a paged blog (the content and enough generated posts for three pages)', () => {
  let blog: PagedBlog;
  let site: Awaited<ReturnType<typeof startSite>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    blog = await buildPagedBlog();
    site = await startSite(blog.dist);
  });
  test.afterAll(async () => {
    await site?.close();
    blog?.remove();
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
    expect(w.logs).toContainEqual({ type: 'log', text: 'Page not found: /does-not-exist' });
    expect(withoutOwn404(w.problems)).toEqual([]);
    expect(new URL(page.url()).pathname, 'an unknown path is not redirected').toBe('/does-not-exist');
  });

  // The server's 301 for each redirect, a pattern's too: tests/pipeline/links.test.ts.
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
