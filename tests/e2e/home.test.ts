/**
 * The home page in Chromium: the TV feature's facade asks YouTube for nothing
 * until Play is pressed, then loads the privacy-enhanced player in a titled
 * iframe without moving the page; press logos show at the height content
 * gives each (60 px when it gives none) and a logo that fails to load gives
 * way to the placeholder with "Failed to load image for {outlet}" in the
 * console. (The home gallery is the gallery island: gallery.test.ts; its
 * photos in order: tests/routes/index.test.ts.) Console,
 * third parties and sideways scroll as the page is used: every-route.test.ts.
 * Videos, logos and photos come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, scrollToY, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content } from '../helpers/site.ts';
import { imageVariants } from '../helpers/copy.ts';
import { frames, settled } from '../helpers/settle.ts';
import { DEFAULT_LOGO_HEIGHT } from '../../src/components/PressLogos.tsx';

const c = content();
const { site } = c;

describe('home.test.ts', () => {
  const suite = browserSuite();
  const opened = suite.pages;

  async function visit(viewport: { width: number; height: number }, setup?: (w: Watched) => Promise<unknown>) {
    const w = await suite.open({ viewport });
    opened.push(w);
    await setup?.(w);
    await w.page.goto('/', { waitUntil: 'load' });
    return w;
  }

  /** Scrolls to the bottom a screen at a time, each rendered before the next, so every lazy image and visible island wakes; then lets them settle. */
  async function scrollThrough(w: Watched, step: number) {
    const height = await w.page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += step) {
      await scrollToY(w.page, y);
      await frames(w.page, 2);
    }
    await settled(w.page);
  }

  describe('the TV feature video facade', () => {
    it('requests nothing from YouTube before Play, then loads the player in place', async () => {
      const w = await visit(DESKTOP);
      const { page, external } = w;
      await scrollThrough(w, 700);
      const facade = page.locator('#video [data-island="VideoFacade"]');
      await facade.scrollIntoViewIfNeeded();
      await settled(page);
      assert.deepEqual(
        external.filter((u) => /youtube/.test(u)),
        [],
        'no request to YouTube before the click',
      );
      assert.equal(await facade.locator('iframe').count(), 0);
      const before = await facade.boundingBox();
      assert.ok(Math.abs(before!.width / before!.height - 16 / 9) < 0.02, '16:9 reserved');
      const player = page.waitForRequest((r) => r.url().startsWith('https://www.youtube-nocookie.com/embed/'));
      await page
        .getByRole('button', { name: `${c.labels.video.play}: ${site.videos.home.title}`, exact: true })
        .click();
      const frame = facade.locator('iframe');
      await frame.waitFor();
      assert.equal(
        await frame.getAttribute('src'),
        `https://www.youtube-nocookie.com/embed/${site.videos.home.id}?autoplay=1`,
      );
      assert.equal(await frame.getAttribute('title'), site.videos.home.title);
      const after = await facade.boundingBox();
      assert.equal(Math.round(after!.height), Math.round(before!.height), 'the box kept its size');
      await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
      await player;
      assert.ok(
        external.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/')),
        'the player was requested after the click',
      );
    });
  });

  describe('the press-logo strip', () => {
    it('shows each logo at the height content gives it (the default without one) on wide screens', async () => {
      const { page } = await visit(DESKTOP);
      await page.locator('.press-logos').scrollIntoViewIfNeeded();
      const heights = await page.$$eval('.press-logos img', (imgs) =>
        imgs.map((i) => [i.getAttribute('data-outlet'), Math.round(i.getBoundingClientRect().height)]),
      );
      assert.deepEqual(
        heights,
        c.press.logos.map((l) => [l.outlet, l.height ?? DEFAULT_LOGO_HEIGHT]),
      );
    });

    it('swaps a logo that fails to load for the placeholder and names the outlet in the console', async () => {
      const [failing, other] = c.press.logos;
      const sel = (outlet: string) => `.press-logos img[data-outlet="${outlet.replace(/"/g, '\\"')}"]`;
      const w = await visit(DESKTOP, (v) =>
        v.context.route(imageVariants(failing.image), (r) => r.fulfill({ status: 404, body: 'missing' })),
      );
      const img = w.page.locator(sel(failing.outlet));
      await img.scrollIntoViewIfNeeded();
      const placeholder = await img.getAttribute('data-press-fallback');
      await w.page.waitForFunction(
        ([s, p]) => {
          const i = document.querySelector<HTMLImageElement>(s)!;
          return i.getAttribute('src') === p && i.complete && i.naturalWidth > 0;
        },
        [sel(failing.outlet), placeholder] as const,
      );
      assert.ok(
        w.logs.some((l) => l.text === `Failed to load image for ${failing.outlet}`),
        'the outlet is named in the console',
      );
      if (other)
        assert.notEqual(
          await w.page.locator(sel(other.outlet)).getAttribute('src'),
          placeholder,
          'the other logos are untouched',
        );
    });
  });
});
