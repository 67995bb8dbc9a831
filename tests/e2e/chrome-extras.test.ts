/** The footer logo's fallback chain, and the hero urgency line's {month}, filled in by the visitor's browser. */
import { MOBILE, expect, test } from '../helpers/browser.ts';
import { allRoutes, content, doc, page as builtPage } from '../helpers/site.ts';

test('a failed footer logo is retried cache-busted, then replaced, each failure logged', async ({ page, w }) => {
  const built = doc('/about').querySelector('img[data-logo-fallback]')!;
  const [original, alternate] = [built.getAttribute('src')!, built.getAttribute('data-logo-fallback')!];
  expect(alternate).not.toBe(original);
  const requested: string[] = [];
  // The logo file (as built) and any cache-busted copy of it fail from the first load; the alternate is served.
  await page.route(
    (u) => u.pathname === original,
    (r) => {
      requested.push(new URL(r.request().url()).search);
      return r.fulfill({ status: 404, body: '' });
    },
  );
  await page.goto('/about');
  const logo = page.locator('img[data-logo-fallback]');
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute('src', alternate);
  await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(requested).toContain('');
  const retried = requested.some((q) => /^\?v=\d+$/.test(q));
  expect(retried, `a cache-busted retry: ${requested}`).toBe(true);
  expect(w.logs.filter((l) => l.type === 'error' && l.text === 'Failed to load footer logo')).toHaveLength(2);
});

test.describe('hero urgency month', () => {
  const message = (month: string) => content().site.season.urgencyTemplate.split('{month}').join(month);
  const route = allRoutes().find((r) => builtPage(r).includes('data-urgency='))!;
  test.skip(!route, 'no page hero shows the urgency line');

  test(`on 2026-12-16 the browser shows January on ${route}, the line as tall as without script`, async ({ open }) => {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const { page, problems } = await open({ viewport: MOBILE, javaScriptEnabled });
      await page.clock.install({ time: new Date('2026-12-16T10:00:00') });
      await page.goto(route);
      const line = page.locator('[data-urgency]');
      if (javaScriptEnabled) await expect(line).toHaveText(message('January'));
      heights.push((await line.boundingBox())!.height);
      expect(problems).toEqual([]);
    }
    expect(heights[1], 'the month filled in shifts nothing').toBe(heights[0]);
  });
});
