/**
 * /gallery in Chromium at 375 px and 1280 px: the first click on a thumbnail
 * opens the lightbox at that photo, styled, modal and with no sideways scroll
 * (the island wakes on contact and replays the click); axe passes with it
 * open; the wheel and PageDown cannot scroll the page under it.
 * A thumbnail whose request fails (404) before the island wakes is replaced
 * by the fallback picked by its id modulo the number of fallbacks, marked,
 * with a console note. The NBC facade: home.test.ts, with the home page's.
 * Console and sideways scroll as the page is used:
 * every-route.test.ts; every photo named in the build: links.test.ts. Photos,
 * counts and the video come from the content being built. Moving through the
 * photos, Tab kept inside, closing (Escape, Close, the backdrop) with focus
 * back on the thumbnail, and the lightbox's own fallback are proven in
 * tests/islands/PhotoGallery.test.tsx.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { axeViolations } from '../helpers/axe.ts';
import { content } from '../helpers/site.ts';
import { imageStem, imageVariants, wrapIndex } from '../helpers/copy.ts';
import { frames } from '../helpers/settle.ts';
import { fillSlots } from '../../src/lib/slots.ts';

const c = content();
const photos = c.gallery.tour;
const N = photos.length;
/** Index `i` of the tour photos, wrapped as the lightbox wraps. */
const at = (i: number) => wrapIndex(i, N);
const photoTitle = (i: number) =>
  fillSlots(c.labels.photos.title, { photos: c.labels.gallery.tourPhotosLabel, number: at(i) + 1, count: N });

describe('gallery.test.ts', () => {
  const suite = browserSuite();

  const TOUR_GRID = '#tour-photos [data-island="PhotoGallery"]';
  const thumb = (page: Page, n: number) => page.locator(`${TOUR_GRID} button.pg-thumb`).nth(n);
  const dialog = (page: Page) => page.locator('dialog.lightbox');
  const title = (page: Page) => dialog(page).locator('.lightbox-title').textContent();

  for (const viewport of [MOBILE, DESKTOP]) {
    // One page per viewport: each test leaves the lightbox closed for the next.
    describe(`the gallery lightbox at ${viewport.width}px`, () => {
      let w: Watched;
      let page: Page;
      // Not suite.open(): this page outlives each test.
      before(async () => {
        w = await openPage(suite.browser, { viewport, baseURL: suite.url });
        page = w.page;
        await page.goto('/gallery', { waitUntil: 'load' });
      });
      after(() => w?.context.close());

      it('opens at the photo first clicked, styled and modal, with focus on Close', async () => {
        assert.equal(await page.locator(`${TOUR_GRID} button.pg-thumb`).count(), N, 'one thumbnail per tour photo');
        await thumb(page, at(2)).scrollIntoViewIfNeeded();
        assert.equal(await page.locator(TOUR_GRID).getAttribute('data-hydrated'), null, 'not hydrated before contact');
        // The page's CSS is inline: no stylesheet until a gallery wakes and fetches its lightbox's.
        assert.equal(await page.locator('link[rel="stylesheet"]').count(), 0, 'a stylesheet before any gallery woke');
        await thumb(page, at(2)).click();
        await dialog(page).waitFor();
        assert.equal(await title(page), photoTitle(2));
        assert.equal(await dialog(page).locator('img.lightbox-img').getAttribute('alt'), photos[at(2)].alt);
        assert.equal(await dialog(page).getAttribute('aria-modal'), 'true');
        assert.equal(await page.getByRole('dialog', { name: photoTitle(2) }).count(), 1);
        // The lazily loaded lightbox stylesheet (the one file the gallery names) is in place before the dialog shows.
        const sheets = await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        const named = (
          JSON.parse((await page.locator(TOUR_GRID).getAttribute('data-props')) ?? '{}') as { stylesheet?: string }
        ).stylesheet;
        assert.match(named ?? '', /^\/assets\/[\w.-]+-[0-9a-f]{10}\.css$/);
        assert.deepEqual(sheets, [named]);
        assert.equal(await dialog(page).evaluate((d) => getComputedStyle(d).position), 'fixed');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close');
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          0,
          'no sideways scroll',
        );
        assert.deepEqual(w.problems, []);
      });

      it('passes axe with the lightbox open', async () => {
        await dialog(page)
          .locator('img.lightbox-img')
          .evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
        assert.deepEqual(await axeViolations(page, { include: 'dialog.lightbox' }), []);
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
      });

      // Tab kept inside, Escape, the close button and the backdrop: tests/islands/PhotoGallery.test.tsx.
      it('locks page scroll while open, against the wheel and PageDown', async () => {
        await thumb(page, at(4)).scrollIntoViewIfNeeded();
        await thumb(page, at(4)).click();
        await dialog(page).waitFor();
        const y = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 900);
        await page.keyboard.press('PageDown');
        // A scroll that got through would have moved the page within a few frames (a smooth one starts at once).
        await frames(page, 5);
        assert.equal(await page.evaluate(() => window.scrollY), y, 'the page did not scroll');
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await page.mouse.wheel(0, 600);
        await page.waitForFunction((y0) => window.scrollY > y0, y);
        assert.deepEqual(w.problems, []);
      });
    });
  }

  describe('a photo that fails to load', () => {
    /** The fifth tour photo (or the last, in a shorter gallery) fails; its fallback is the one its id modulo the number of fallbacks picks. */
    const index = Math.min(4, N - 1);
    const failing = photos[index];
    const fallbackIndex = failing.id % c.gallery.fallbacks.length;
    const fallbackName = imageStem(c.gallery.fallbacks[fallbackIndex]);

    /** The browser reports the 404 itself; that one line is the test's doing. */
    const unexpected = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

    it('is replaced in the grid by the fallback its id picks, marked data-fallback, with a console note', async () => {
      const { page, problems, logs, context } = await suite.open({ viewport: DESKTOP });
      await context.route(imageVariants(failing.src), (r) => r.fulfill({ status: 404, body: 'missing' }));
      await page.goto('/gallery', { waitUntil: 'load' });
      const img = thumb(page, index).locator('img');
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (i) => (document.querySelectorAll('#tour-photos button.pg-thumb img')[i] as HTMLImageElement).complete,
        index,
      );
      await thumb(page, index).hover(); // contact wakes the island, which repairs a thumbnail that failed before it
      await page.waitForSelector(`${TOUR_GRID} img[data-id="${failing.id}"][data-fallback="true"]`);
      assert.ok(((await img.getAttribute('src')) ?? '').startsWith(fallbackName), `shows ${fallbackName}…`);
      await page.waitForFunction(
        (i) => (document.querySelectorAll('#tour-photos button.pg-thumb img')[i] as HTMLImageElement).naturalWidth > 0,
        index,
      );
      assert.ok(
        logs.some(
          (l) =>
            l.type === 'info' &&
            l.text.includes(`photo ${failing.id} failed to load; showing fallback image ${fallbackIndex}`),
        ),
      );
      assert.deepEqual(unexpected(problems), []);
    });
  });
});
