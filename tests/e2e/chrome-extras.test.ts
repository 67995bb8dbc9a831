/**
 * Site-chrome behaviours not covered elsewhere, in Chromium:
 * - the footer logo's fallback chain: a cache-busted retry, then the
 *   alternate image, each failure logged as 'Failed to load footer logo';
 * - the hero urgency line (the season's template from content, its {month}
 *   filled in the visitor's browser: this month, or the next one past the
 *   15th), with its space reserved by the server HTML so the month arriving
 *   shifts nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE, DESKTOP } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { allRoutes, content, page as builtPage } from '../helpers/site.ts';

describe('chrome-extras.test.ts', () => {
  const suite = browserSuite();

  describe('footer logo fallback', () => {
    it('retries the logo cache-busted, then shows the alternate image, logging each failure', async () => {
      const { page, context, logs } = await suite.open({ viewport: DESKTOP });
      await page.goto('/about');
      const logo = page.locator('img[data-logo-fallback]');
      const original = (await logo.getAttribute('src'))!;
      const alternate = (await logo.getAttribute('data-logo-fallback'))!;
      assert.notEqual(original, alternate);
      const requested: string[] = [];
      // The logo file and any cache-busted copy of it fail; the alternate is served.
      await context.route(
        (u) => u.pathname === original,
        (r) => {
          requested.push(new URL(r.request().url()).search);
          return r.fulfill({ status: 404, body: '' });
        },
      );
      await page.reload();
      await logo.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (alt) => document.querySelector('img[data-logo-fallback]')?.getAttribute('src') === alt,
        alternate,
        { timeout: 5000 },
      );
      await page.waitForFunction(
        () => (document.querySelector('img[data-logo-fallback]') as HTMLImageElement).naturalWidth > 0,
        null,
        { timeout: 5000 },
      );
      assert.ok(requested.includes(''), 'the logo itself was never requested');
      assert.ok(
        requested.some((q) => /^\?v=\d+$/.test(q)),
        `no cache-busted retry: ${JSON.stringify(requested)}`,
      );
      const messages = logs.filter((l) => l.type === 'error' && l.text === 'Failed to load footer logo');
      assert.equal(messages.length, 2, JSON.stringify(logs));
    });
  });

  describe('hero urgency month', () => {
    const message = (month: string) => content().site.season.urgencyTemplate.split('{month}').join(month);
    /** The page whose hero shows the urgency line (content/pages/*.json hero.urgency). */
    const route = allRoutes().find((r) => builtPage(r).includes('data-urgency='));
    const skip = route ? false : 'no page hero shows the urgency line';
    // One day past the 15th of December: which month each day names is tests/lib/urgency.test.ts's to prove.
    for (const [date, month] of [['2026-12-16T10:00:00', 'January']] as const) {
      it(`on ${date.slice(0, 10)} the visitor's browser shows ${month} (${route})`, { skip }, async () => {
        const { page, problems } = await suite.open({ viewport: MOBILE });
        await page.clock.install({ time: new Date(date) });
        await page.goto(route!);
        await page.waitForFunction((m) => document.querySelector('[data-urgency]')?.textContent === m, message(month), {
          timeout: 5000,
        });
        assert.deepEqual(problems, []);
      });
    }

    it('keeps the same height with and without script, so the browser-computed month shifts nothing', {
      skip,
    }, async () => {
      const heights: number[] = [];
      for (const javaScriptEnabled of [false, true]) {
        const { page } = await suite.open({ viewport: MOBILE, javaScriptEnabled });
        await page.goto(route!);
        heights.push((await page.locator('[data-urgency]').boundingBox())!.height);
      }
      assert.equal(heights[0], heights[1], `urgency line heights without/with script: ${heights.join(' / ')}`);
    });
  });
});
