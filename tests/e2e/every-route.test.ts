/**
 * Every route, and the not-found page, at 375 and 1280 px with every third party unreachable, at rest and used
 * (exercise): the feature files check only states a visit does not reach.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, axeViolations, cspViolations } from '../helpers/browser.ts';
import { expect, settled, test, exercise } from '../helpers/browser.ts';
import { allRoutes, content } from '../helpers/site.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';

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

/** No sideways scroll at the phone's width nor at 320 px (the same document narrowed: a second load of every route saved). */
async function sideways(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const out: string[] = [];
  for (const size of [viewport, { width: 320, height: 640 }, viewport]) {
    await page.setViewportSize(size);
    // Chromium applies a size asynchronously.
    await page.waitForFunction((w) => innerWidth === w, size.width);
    const over = await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
    if (over > 0) out.push(`${size.width}px: scrolls sideways by ${over}px`);
  }
  return out;
}

// Each visit is a test: the workers take them as they come, and one that hangs fails alone at its time limit.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const route of routesAt(viewport.width))
      test(`${route === MISSING ? '404' : route}: console, third parties, axe, layout, CSP`, async ({
        lane,
        baseURL,
      }) => {
        const { page } = lane;
        const [problems, external, csp] = [lane.problems.length, lane.external.length, lane.csp.length];
        const res = await page.goto(route, { waitUntil: 'networkidle' });
        await settled(page);
        const loaded = lane.problems.length;
        const onLoad = lane.external.slice(external);
        // A page's policy is its header; the not-found page, which answers addresses no header rule names, has it in a <meta>.
        const policy =
          res?.headers()['content-security-policy'] ??
          (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
        const axe = await axeViolations(page);
        // The layout every page shares: on wide screens the floating Book Now and this year in the footer.
        if (viewport.width >= 768) {
          await expect
            .soft(page.locator('[data-floating-cta][href="/booking"]'), 'the floating Book Now')
            .toBeVisible();
          await expect.soft(page.locator('footer [data-year]')).toHaveText(String(new Date().getFullYear()));
        }
        if (viewport.width >= 768 || INTERACT_ON_PHONES.has(route)) await exercise(page);
        // On phones after the page was used: what scrolling through woke (islands, lazy photos) must not widen it either.
        const layout = viewport.width < 768 ? await sideways(page, viewport) : [];
        const own = lane.problems.slice(problems).filter((p, i) => {
          const url = /\((\S+)\)$/.exec(p)?.[1] ?? '';
          const elsewhere = new URL(url, baseURL).origin !== new URL(baseURL!).origin;
          // Scrolling wakes embeds that reach third parties, unreachable here (requests on load are checked apart).
          if (problems + i >= loaded && /^\w+: Failed to load resource/.test(p) && elsewhere) return false;
          // Chromium reports the not-found page's 404 and an allowed request on load failing offline (FareHarbor).
          const own404 = route === MISSING && url.endsWith(MISSING) && /status of 404/.test(p);
          return !own404 && !allowedOnLoad(route, url, analytics);
        });
        expect.soft(own, 'console errors or warnings').toEqual([]);
        const thirdParty = onLoad.filter((u) => !allowedOnLoad(route, u, analytics));
        expect.soft(thirdParty, 'third-party requests on load').toEqual([]);
        expect.soft(axe, 'axe violations').toEqual([]);
        expect.soft(layout, 'sideways scroll').toEqual([]);
        expect.soft(policy ?? '', 'the response or the page carries the policy').toMatch(/script-src 'self'/);
        expect.soft(await cspViolations(page), 'securitypolicyviolation events').toEqual([]);
        expect.soft(lane.csp.slice(csp), 'policy messages in the console').toEqual([]);
      });
  });

test('the recorders see a third-party request, a console error and an axe violation', async ({ page, w }) => {
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
