/**
 * /in-the-news in a real browser: nothing goes to Instagram while the reels
 * are more than 200 px away or the visitor has not acted yet; then embed.js
 * is requested exactly once and its Embeds.process() called; offline, the
 * placeholders (one per reel of content) stay with their links and nothing
 * is logged as an error. (axe on these pages: every-route.test.ts.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleMessage, Page } from 'playwright-core';
import { DESKTOP, MOBILE, scrollToY } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content } from '../helpers/site.ts';
import { nearViewport, settled } from '../helpers/settle.ts';
import { INSTAGRAM_EMBED_SCRIPT } from '../../src/lib/instagram.ts';

const c = content();

describe('news.test.ts', () => {
  const suite = browserSuite();

  /** A stand-in for embed.js that counts process() calls. */
  const FAKE_EMBED =
    'window.instgrm = { Embeds: { process() { window.__processed = (window.__processed || 0) + 1; } } };';

  async function openNews(
    viewport: { width: number; height: number },
    /** abort: left unanswered, it fails as every other host does here. */
    embed: 'fulfil' | 'abort',
    reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  ) {
    const { context, page, problems } = await suite.open({ viewport, reducedMotion });
    page.setDefaultTimeout(8000);
    if (embed === 'fulfil') {
      await context.route(INSTAGRAM_EMBED_SCRIPT, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_EMBED }),
      );
    }
    /** Every request to an instagram.com host, fulfilled or aborted. */
    const instagram: string[] = [];
    page.on('request', (r) => {
      if (/(^|\.)instagram\.com$/.test(new URL(r.url()).hostname)) instagram.push(r.url());
    });
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    return { page, problems, instagram, messages };
  }

  /** Page offsets of the reels block: top of the first reel, bottom of the last. */
  const reelsBox = (page: Page) =>
    page.evaluate(() => {
      const quotes = Array.from(document.querySelectorAll('.instagram-media'));
      const first = quotes[0].getBoundingClientRect();
      const last = quotes[quotes.length - 1].getBoundingClientRect();
      return { top: first.top + scrollY, bottom: last.bottom + scrollY, viewport: innerHeight };
    });

  const REELS = '[data-island="ReelEmbeds"]';

  for (const viewport of [MOBILE, DESKTOP]) {
    describe(`reels at ${viewport.width}px`, () => {
      it('load nothing from Instagram until a reel is 200 px away, then embed.js once, and process it', async () => {
        // Reduced motion: the jump to #more is instant. With smooth scrolling the page glides down past
        // the reels, and loading them on the way is right, but that is not the case measured here.
        const news = await openNews(viewport, 'fulfil', 'reduce');
        const { page } = news;
        // Start below the reels: the #more section comes after the press articles.
        await page.goto('/in-the-news#more');
        const box = await reelsBox(page);
        const scrollTop = await page.evaluate(() => scrollY);
        assert.ok(
          scrollTop - box.bottom > 200,
          `the reels start more than 200 px above the viewport (${scrollTop - box.bottom})`,
        );
        assert.equal(await nearViewport(page, REELS, 200), false);
        assert.equal(await page.locator(REELS).getAttribute('data-hydrated'), null, 'the reels woke while far away');
        assert.deepEqual(news.instagram, [], 'nothing requested while the reels are far away');

        // 300 px between the last reel and the viewport: still nothing.
        await scrollToY(page, box.bottom + 300);
        assert.equal(await nearViewport(page, REELS, 200), false);
        assert.equal(await page.locator(REELS).getAttribute('data-hydrated'), null, 'the reels woke at 300 px');
        assert.deepEqual(news.instagram, [], 'nothing requested at 300 px');

        // 150 px: inside the 200 px margin.
        const script = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
        await scrollToY(page, box.bottom + 150);
        await script;
        await page.waitForFunction(() => (window as unknown as { __processed?: number }).__processed === 1);

        // Moving around the reels later loads nothing more.
        await scrollToY(page, box.top - 100);
        await nearViewport(page, '.instagram-media', 200);
        await settled(page);
        await scrollToY(page, 0);
        await nearViewport(page, '.instagram-media', 200);
        await settled(page);
        assert.deepEqual(news.instagram, [INSTAGRAM_EMBED_SCRIPT], 'exactly one request, to embed.js');
        assert.equal(
          await page.evaluate(
            () => document.querySelectorAll(`script[src="https://www.instagram.com/embed.js"]`).length,
          ),
          1,
        );
        assert.equal(await page.evaluate(() => (window as unknown as { __processed?: number }).__processed), 1);
        assert.deepEqual(news.problems, []);
      });

      // One width for what follows: the wait for the visitor and a failed embed.js do not depend on it.
      if (viewport !== MOBILE) return;
      it('wait for the visitor to act when the reels are already near on arrival', async () => {
        const news = await openNews(viewport, 'fulfil');
        const { page } = news;
        await page.goto('/in-the-news');
        const box = await reelsBox(page);
        assert.ok(box.top < box.viewport + 200, `the first reel is within 200 px of the first screen (${box.top})`);
        await page.locator('[data-island="ReelEmbeds"][data-hydrated="true"]').waitFor();
        // The island's effect has run and its idle time passed: still nothing without the visitor.
        await settled(page);
        assert.deepEqual(news.instagram, [], 'a page only loaded, not yet touched, asks Instagram for nothing');

        const script = page.waitForRequest(INSTAGRAM_EMBED_SCRIPT);
        await page.mouse.wheel(0, 40);
        await script;
        await page.waitForFunction(() => (window as unknown as { __processed?: number }).__processed === 1);
        assert.deepEqual(news.instagram, [INSTAGRAM_EMBED_SCRIPT]);
        assert.deepEqual(news.problems, []);
      });

      it('keep the placeholders and log no error when embed.js cannot load', async () => {
        const news = await openNews(viewport, 'abort');
        const { page } = news;
        await page.goto('/in-the-news');
        const failed = page.waitForEvent('requestfailed', (r) => r.url() === INSTAGRAM_EMBED_SCRIPT);
        // The island notes the failure (info, at most) once it has handled it: every error it might log comes before.
        const noted = page.waitForEvent(
          'console',
          (m) => m.type() === 'info' && /Instagram embeds unavailable/.test(m.text()),
        );
        await page.locator('.instagram-media').first().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 40);
        await failed;
        await page.waitForFunction(() => !document.querySelector('script[src="https://www.instagram.com/embed.js"]'));
        await noted;
        await settled(page);

        // Chromium itself reports every failed resource ("Failed to load resource: net::ERR_…") against the
        // resource's address; that line is the browser's. Anything else at error or warning level is ours.
        const ours = news.messages.filter(
          (m) =>
            (m.type() === 'error' || m.type() === 'warning') &&
            !(m.text().startsWith('Failed to load resource') && m.location().url === INSTAGRAM_EMBED_SCRIPT),
        );
        assert.deepEqual(
          ours.map((m) => m.text()),
          [],
        );
        assert.ok(!news.problems.some((p) => p.startsWith('pageerror')), 'no uncaught error or rejection');

        // Each placeholder and its link as built: tests/routes/in-the-news.test.ts.
        assert.equal(await page.locator('blockquote.instagram-media').count(), c.press.reels.length);
      });
    });
  }
});
