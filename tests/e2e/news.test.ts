/** /in-the-news: nothing goes to Instagram until a reel is near and the visitor has acted, then embed.js once. */
import type { Page } from '@playwright/test';
import { MOBILE, expect, nearViewport, scrollToY, settled, test } from '../helpers/browser.ts';
import { content } from '../helpers/site.ts';
import { INSTAGRAM_EMBED_SCRIPT } from '../../src/lib/instagram.ts';

const REELS = '[data-island="ReelEmbeds"]';
const processed = (page: Page) => page.evaluate(() => (window as any).__processed);

/** Every request to an instagram.com host; embed.js answered by a stand-in that counts process() calls, unless `abort`. */
async function instagram(page: Page, embed: 'fulfil' | 'abort') {
  if (embed === 'fulfil')
    await page.route(INSTAGRAM_EMBED_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.instgrm = { Embeds: { process() { window.__processed = (window.__processed || 0) + 1; } } };',
      }),
    );
  const requests: string[] = [];
  page.on('request', (r) => /(^|\.)instagram\.com$/.test(new URL(r.url()).hostname) && requests.push(r.url()));
  return requests;
}

test.describe(`reels at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  // At one width: the margin is the same at every width (REEL_MARGIN_PX in src/islands/ReelEmbeds.tsx).
  test('ask Instagram for nothing until 200 px away, then embed.js once, processed', async ({ page, w }) => {
    // Reduced motion: the jump to #more is instant (a smooth one would glide past the reels, rightly loading them).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = await instagram(page, 'fulfil');
    // Start below the reels: the #more section comes after the press articles.
    await page.goto('/in-the-news#more');
    const box = await page.evaluate(() => {
      const quotes = [...document.querySelectorAll('.instagram-media')].map((q) => q.getBoundingClientRect());
      return { top: quotes[0].top + scrollY, bottom: quotes.at(-1)!.bottom + scrollY };
    });
    const above = (await page.evaluate(() => scrollY)) - box.bottom;
    expect(above, 'the reels end more than 200 px above').toBeGreaterThan(200);
    // Far away, then 300 px between the last reel and the viewport: still nothing.
    for (const y of [undefined, box.bottom + 300]) {
      if (y !== undefined) await scrollToY(page, y);
      expect(await nearViewport(page, REELS, 200)).toBe(false);
      await expect(page.locator(REELS)).not.toHaveAttribute('data-hydrated');
      expect(requests).toEqual([]);
    }
    // 150 px: inside the 200 px margin.
    const script = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
    await scrollToY(page, box.bottom + 150);
    await script;
    await expect.poll(() => processed(page)).toBe(1);
    // Moving around the reels later loads nothing more (nor adds a <script>: tests/lib/loadScript.test.ts).
    for (const y of [box.top - 100, 0]) {
      await scrollToY(page, y);
      await nearViewport(page, '.instagram-media', 200);
      await settled(page);
    }
    expect(requests, 'exactly one request, to embed.js').toEqual([INSTAGRAM_EMBED_SCRIPT]);
    expect(await processed(page)).toBe(1);
    expect(w.problems).toEqual([]);
  });

  test('wait for the visitor to act when the reels are already near on arrival', async ({ page, w }) => {
    const requests = await instagram(page, 'fulfil');
    await page.goto('/in-the-news');
    const top = await page.evaluate(() => document.querySelector('.instagram-media')!.getBoundingClientRect().top);
    expect(top, 'the first reel is within 200 px of the first screen').toBeLessThan(MOBILE.height + 200);
    await expect(page.locator(REELS)).toHaveAttribute('data-hydrated', 'true');
    // The island's effect has run and its idle time passed: still nothing without the visitor.
    await settled(page);
    expect(requests, 'a page only loaded asks Instagram for nothing').toEqual([]);
    const script = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
    await page.mouse.wheel(0, 40);
    await script;
    await expect.poll(() => processed(page)).toBe(1);
    expect(requests).toEqual([INSTAGRAM_EMBED_SCRIPT]);
    expect(w.problems).toEqual([]);
  });

  test('keep the placeholders and log no error when embed.js cannot load', async ({ page, w }) => {
    await instagram(page, 'abort');
    await page.goto('/in-the-news');
    const failed = page.waitForEvent('requestfailed', (r) => r.url() === INSTAGRAM_EMBED_SCRIPT);
    // The island notes the failure (info, at most) once it has handled it: every error it might log comes before.
    const noted = page.waitForEvent(
      'console',
      (m) => m.type() === 'info' && /Instagram embeds unavailable/.test(m.text()),
    );
    await page.locator('.instagram-media').first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 40);
    await failed; // the failed <script> is then removed: tests/lib/loadScript.test.ts
    await noted;
    await settled(page);
    // Chromium's own line for the failed resource is the browser's; anything else at error or warning level is ours.
    expect(
      w.problems.filter(
        (p) => !/^error: Failed to load resource.*\(https:\/\/www\.instagram\.com\/embed\.js\)$/.test(p),
      ),
    ).toEqual([]);
    await expect(page.locator('blockquote.instagram-media')).toHaveCount(content().press.reels.length);
  });
});
