/**
 * Every route of the content being built, and the not-found page, visited at 375 px and 1280 px with every third
 * party unreachable (as on these machines), each visit one test that checks:
 *  - no console error or warning and no uncaught error while the page loads, settles and is used, and no request
 *    to another host while it loads and settles but those src/lib/thirdPartyOnLoad.ts allows;
 *  - no axe-core violation (every rule axe enables by default: WCAG A and AA, best practices) once settled: a page
 *    at rest is checked here; the feature files check only states a visit does not reach;
 *  - the layout every page shares: no sideways scroll at 375 px nor at 320 px (the same document narrowed, after it
 *    was used), and at 1280 px the floating Book Now to /booking and this year in the footer;
 *  - no Content-Security-Policy violation (the preview server sends the production policy; the not-found page's is
 *    its <meta>) while it loads and, at 1280 px, while it is scrolled through (lazy islands hydrate) and used (the
 *    Tours dropdown, an FAQ question, the carousel's buttons); at 375 px the same on the pages of each layout.
 * That the recorder sees a policy violation when there is one: pages.test.ts, whose injected script is refused.
 */
import type { Page } from '@playwright/test';
import {
  CSP_CONSOLE,
  DESKTOP,
  MOBILE,
  axeViolations,
  cspViolations,
  expect,
  recordCsp,
  scrollThrough,
  settled,
  test,
} from '../helpers/browser.ts';
import { allRoutes, content } from '../helpers/site.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';

/** A path no page or redirect answers: the not-found page, status 404. */
const MISSING = '/this-cat-is-not-here';
const { analytics } = content().site;
/**
 * Blog posts all render one template and differ only in their Markdown, which 375 px covers post by post (where long
 * words or tables would overflow); at 1280 px the newest post stands for the template.
 */
const newest = content().blog[0]?.href;
const routesAt = (width: number) =>
  [...allRoutes(), MISSING].filter((r) => width < 768 || !/^\/blog\/\d+$/.test(r) || r === newest);
/** Pages used at 375 px too, whose layouts differ most on phones: the home page, a form, a list with its FAQ, the blog, the gallery. */
const INTERACT_ON_PHONES = new Set(['/', '/contact', '/tours', '/blog', '/gallery']);
const NARROW = { width: 320, height: 640 };
const YEAR = String(new Date().getFullYear());

/** Uses what the page offers (scrolls through, then the menu or dropdown, an FAQ question, the carousel), leaving forms and links alone. */
async function use(page: Page, width: number): Promise<void> {
  const click = async (selector: string) => {
    const el = page.locator(selector).first();
    if ((await el.count()) && (await el.isVisible())) await el.click();
  };
  await scrollThrough(page);
  await settled(page);
  if (width < 768) await click('[data-nav-toggle]').then(() => click('[data-nav-toggle]'));
  else await click('[data-dropdown-toggle]');
  await click('.accordion-button');
  await click('[data-island="TestimonialCarousel"] button[type="button"]');
  // Whatever the clicks woke has loaded and run.
  await settled(page);
}

/** The shared layout at this width: no sideways scroll on phones (at 320 px too), the floating Book Now and the footer year on wide screens. */
async function layoutProblems(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const out: string[] = [];
  const sideways = async () => {
    const over = await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
    if (over > 0) out.push(`${page.viewportSize()!.width}px: scrolls sideways by ${over}px`);
  };
  if (viewport.width >= 768) {
    if (!(await page.locator('[data-floating-cta][href="/booking"]').isVisible()))
      out.push('no visible floating Book Now');
    const year = await page.locator('footer [data-year]').textContent();
    if (year !== YEAR) out.push(`footer year is ${year}`);
    return out;
  }
  await sideways();
  // The same document narrowed to 320 px (saves a second load of every route); Chromium applies the size asynchronously.
  for (const size of [NARROW, viewport]) {
    await page.setViewportSize(size);
    await page.waitForFunction((w) => innerWidth === w, size.width);
    if (size === NARROW) await sideways();
  }
  return out;
}

/** What a visit records, by the lane's page's listeners. */
interface Visit {
  page: Page;
  route: string;
  loading: boolean;
  watching: boolean;
  problems: string[];
  cspConsole: string[];
  external: string[];
}

/**
 * One page per worker and width, visiting route after route, with a plain-text file of the site between two (what
 * the last page set off ends with it): same site, so the page keeps its renderer process, where a new page per
 * visit cost two new processes, a quarter of this file's CPU time. A visit that failed leaves the next a new page.
 */
const it = test.extend<
  { visit: (route: string) => Promise<Visit> },
  { lanes: Map<number, { page: Page; visit?: Visit }> }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from its first parameter's pattern.
  lanes: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  visit: async ({ browser, lanes, viewport, baseURL }, use, testInfo) => {
    const width = viewport!.width;
    const lane = lanes.get(width) ?? (await newLane());
    async function newLane() {
      const context = await browser.newContext({ viewport, baseURL });
      await recordCsp(context);
      const page = await context.newPage();
      const l: { page: Page; visit?: Visit } = { page };
      lanes.set(width, l);
      page.on(
        'console',
        (m) => l.visit && consoleMessage(l.visit, m.type(), m.text(), m.location().url ?? '', new URL(baseURL!).origin),
      );
      page.on('pageerror', (e) => l.visit?.problems.push(`pageerror: ${e.message}`));
      page.on('requestfailed', (r) => {
        if (l.visit?.loading && /ERR_NAME_NOT_RESOLVED/.test(r.failure()?.errorText ?? ''))
          l.visit.external.push(r.url());
      });
      return l;
    }
    const l = lane;
    await use(async (route) => {
      l.visit = { page: l.page, route, loading: true, watching: true, problems: [], cspConsole: [], external: [] };
      return l.visit;
    });
    l.visit = undefined;
    if (testInfo.status === testInfo.expectedStatus) await l.page.goto('/robots.txt');
    else {
      lanes.delete(width);
      await l.page.context().close();
    }
  },
});

function consoleMessage(v: Visit, type: string, text: string, url: string, origin: string): void {
  if (CSP_CONSOLE.test(text)) v.cspConsole.push(text);
  if (!v.watching || (type !== 'error' && type !== 'warning')) return;
  // Scrolling wakes embeds that reach third parties (a tour's calendar, the reels), unreachable here: the browser's
  // line for such a resource is not the page's problem (requests on load are checked apart).
  if (!v.loading && /^Failed to load resource/.test(text) && url && new URL(url).origin !== origin) return;
  // The not-found page answers 404 by design; Chromium reports that status for the document itself.
  if (v.route === MISSING && url.endsWith(MISSING) && /status of 404/.test(text)) return;
  // An allowed on-load request (FareHarbor on /tours and /booking) fails offline; the browser reports it.
  if (allowedOnLoad(v.route, url, analytics)) return;
  v.problems.push(`${type}: ${text}${url ? ` (${url})` : ''}`);
}

// Each visit is a test: the two workers take them as they come, and one that hangs fails alone at its time limit.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const route of routesAt(viewport.width))
      it(`${route === MISSING ? 'the not-found page' : route}: console, third parties, axe, layout and policy`, async ({
        visit,
      }) => {
        const v = await visit(route);
        const { page } = v;
        const res = await page.goto(route, { waitUntil: 'networkidle' });
        await settled(page);
        v.loading = false;
        // A page's policy is its header; the not-found page, which answers addresses no header rule names, has it in a <meta>.
        const csp =
          res?.headers()['content-security-policy'] ??
          (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
        const axe = await axeViolations(page);
        // On phones after the page was used: what scrolling through woke (islands, lazy photos) must not widen it either.
        const layout = viewport.width >= 768 ? await layoutProblems(page, viewport) : [];
        if (viewport.width >= 768 || INTERACT_ON_PHONES.has(route)) await use(page, viewport.width);
        if (viewport.width < 768) layout.push(...(await layoutProblems(page, viewport)));
        v.watching = false;
        expect.soft(v.problems, 'console errors or warnings').toEqual([]);
        expect
          .soft(
            v.external.filter((u) => !allowedOnLoad(route, u, analytics)),
            'third-party requests on load',
          )
          .toEqual([]);
        expect.soft(axe, 'axe violations').toEqual([]);
        expect.soft(layout, 'the shared layout').toEqual([]);
        expect.soft(csp ?? '', 'the response or the page carries the policy').toMatch(/script-src 'self'/);
        expect.soft(await cspViolations(page), 'securitypolicyviolation events').toEqual([]);
        expect.soft(v.cspConsole, 'policy messages in the console').toEqual([]);
      });
  });

test('the recorders see a request to another host, a console error and an axe violation when there is one', async ({
  page,
  w,
}) => {
  // /about: no island and nothing of its own that reaches another host; EmailJS is a host its policy lets it reach.
  await page.goto('/about');
  const failed = page.waitForEvent('requestfailed');
  const logged = page.waitForEvent('console', (m) => m.text() === 'offline');
  await page.evaluate(() => fetch('https://api.emailjs.com/cat.json').catch(() => console.error('offline')));
  await Promise.all([failed, logged]);
  // (A site with a cookie-free analytics provider also reaches it on load, as allowed.)
  expect(w.external.filter((u) => !allowedOnLoad('/about', u, analytics))).toEqual([
    'https://api.emailjs.com/cat.json',
  ]);
  expect(w.problems.some((p) => p.startsWith('error: offline'))).toBe(true);
  await page.evaluate(() =>
    document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: '/favicon.png' })),
  );
  expect((await axeViolations(page)).some((v) => v.startsWith('image-alt'))).toBe(true);
});
