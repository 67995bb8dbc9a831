/**
 * /gallery: the first click on a thumbnail opens the lightbox (the island wakes on contact and replays the click); a
 * thumbnail that failed before the island woke is repaired.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, axeViolations, expect, frames, test } from '../helpers/browser.ts';
import { content } from '../helpers/site.ts';
import { escapeRegExp, imageStem, imageVariants } from '../helpers/copy.ts';
import { fillSlots } from '../../src/lib/slots.ts';

const c = content();
const photos = c.gallery.tour;
const N = photos.length;
/** `i` wrapped into 0..N-1, as the lightbox wraps. */
const at = (i: number) => ((i % N) + N) % N;
const photoTitle = (i: number) =>
  fillSlots(c.labels.photos.title, { photos: c.labels.gallery.tourPhotosLabel, number: at(i) + 1, count: N });
const GRID = '#tour-photos [data-island="PhotoGallery"]';
const thumb = (page: Page, n: number) => page.locator(`${GRID} button.pg-thumb`).nth(n);

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`the gallery lightbox at ${viewport.width}px`, () => {
    test.use({ viewport });
    // Its dialog's modality, alt text and focus on Close: tests/islands/PhotoGallery.test.tsx.
    test('a click before hydration opens that photo, styled, axe-clean, page scroll locked', async ({ page, w }) => {
      await page.goto('/gallery');
      const dialog = page.locator('dialog.lightbox');
      await thumb(page, at(2)).scrollIntoViewIfNeeded();
      await expect(page.locator(GRID), 'not hydrated before contact').not.toHaveAttribute('data-hydrated');
      await thumb(page, at(2)).click();
      await expect(dialog.locator('.lightbox-title')).toHaveText(photoTitle(2));
      // The lightbox stylesheet, the one file the gallery names (the rest is inline), is in place before it shows.
      const { stylesheet } = JSON.parse((await page.locator(GRID).getAttribute('data-props')) ?? '{}');
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((l) => l.map((x) => x.getAttribute('href')));
      expect(sheets).toEqual([stylesheet]);
      await expect(dialog).toHaveCSS('position', 'fixed');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'sideways scroll').toBe(0);

      await dialog.locator('img.lightbox-img').evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
      expect(await axeViolations(page, { include: 'dialog.lightbox' })).toEqual([]);

      const y = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 900);
      await page.keyboard.press('PageDown');
      // A scroll that got through would have moved the page within a few frames (a smooth one starts at once).
      await frames(page, 5);
      expect(await page.evaluate(() => scrollY), 'the page did not scroll').toBe(y);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => scrollY), 'scrolls again once closed').toBeGreaterThan(y);
      expect(w.problems).toEqual([]);
    });
  });

// The note it logs, the same as for a thumbnail failing after hydration: tests/islands/PhotoGallery.test.tsx.
test('a photo that fails before hydration is replaced by the fallback its id picks, marked', async ({ page, w }) => {
  // The fifth tour photo (or the last, in a shorter gallery); its fallback is its id modulo the number of fallbacks.
  const index = Math.min(4, N - 1);
  const failing = photos[index];
  const fallback = failing.id % c.gallery.fallbacks.length;
  await page.route(imageVariants(failing.src), (r) => r.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/gallery');
  const img = thumb(page, index).locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
  await thumb(page, index).hover(); // contact wakes the island, which repairs a thumbnail that failed before it
  await expect(img).toHaveAttribute('data-fallback', 'true');
  await expect(img).toHaveAttribute('src', new RegExp(`^${escapeRegExp(imageStem(c.gallery.fallbacks[fallback]))}`));
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  // The browser reports the 404 itself; that one line is the test's doing.
  expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});
