/**
 * The home page in Chromium (SPEC §2 "Home", §4, §8): the TV feature's facade
 * asks YouTube for nothing until Play is pressed, then loads the
 * privacy-enhanced player in a titled iframe without moving the page; press
 * logos show at their SPEC heights and a logo that fails to load gives way
 * to the placeholder with "Failed to load image for {outlet}" in the console;
 * the testimonial carousel still moves; the 10-photo gallery opens its
 * lightbox on the first click. At 320, 375 and 1280 px the page loads with
 * no console errors, no request to another host and no sideways scroll.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launch, openPage, type Watched } from '../helpers/browser.ts';
import { content, startSite } from '../helpers/site.ts';

const c = content();
const { site } = c;
let browser: Browser;
let server: Awaited<ReturnType<typeof startSite>>;
const opened: Watched[] = [];

before(async () => {
  server = await startSite();
  browser = await launch();
});
after(async () => {
  for (const w of opened) await w.context.close().catch(() => {});
  await browser?.close();
  await server?.close();
});

async function visit(viewport: { width: number; height: number }, setup?: (w: Watched) => Promise<unknown>) {
  const w = await openPage(browser, { viewport, baseURL: server.url });
  opened.push(w);
  await setup?.(w);
  await w.page.goto('/', { waitUntil: 'load' });
  return w;
}

/** Scrolls to the bottom a screen at a time, so every lazy image and visible island wakes. */
async function scrollThrough(w: Watched, step: number) {
  const height = await w.page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += step) {
    await w.page.evaluate((yy) => window.scrollTo(0, yy), y);
    await w.page.waitForTimeout(30);
  }
}

describe('the TV feature video facade', () => {
  it('requests nothing from YouTube before Play, then loads the player in place', async () => {
    const w = await visit(DESKTOP);
    const { page, external } = w;
    await scrollThrough(w, 700);
    const facade = page.locator('#video [data-island="VideoFacade"]');
    await facade.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    assert.deepEqual(external.filter((u) => /youtube/.test(u)), [], 'no request to YouTube before the click');
    assert.equal(await facade.locator('iframe').count(), 0);
    const before = await facade.boundingBox();
    assert.ok(Math.abs(before!.width / before!.height - 16 / 9) < 0.02, '16:9 reserved');
    await page.getByRole('button', { name: `Play video: ${site.videos.home.title}`, exact: true }).click();
    const frame = facade.locator('iframe');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('src'), `https://www.youtube-nocookie.com/embed/${site.videos.home.id}?autoplay=1`);
    assert.equal(await frame.getAttribute('title'), site.videos.home.title);
    const after = await facade.boundingBox();
    assert.equal(Math.round(after!.height), Math.round(before!.height), 'the box kept its size');
    await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
    await page.waitForTimeout(200);
    assert.ok(external.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/')), 'the player was requested after the click');
  });
});

describe('the press-logo strip', () => {
  it('shows each logo at its SPEC height on wide screens', async () => {
    const { page } = await visit(DESKTOP);
    await page.locator('.press-logos').scrollIntoViewIfNeeded();
    const heights = await page.$$eval('.press-logos img', (imgs) => imgs.map((i) => [i.getAttribute('data-outlet'), i.getBoundingClientRect().height]));
    const expected: Record<string, number> = { NPR: 75, NBC: 70, 'AM New York': 45, 'Time Out': 65 };
    for (const [outlet, h] of heights as [string, number][]) assert.equal(Math.round(h), expected[outlet] ?? 60, outlet);
  });

  it('swaps a logo that fails to load for the placeholder and names the outlet in the console', async () => {
    const npr = c.press.logos.find((l) => l.outlet === 'NPR')!;
    const stem = npr.image.replace(/\//g, '-').replace(/\.png$/, '');
    const w = await visit(DESKTOP, (v) => v.context.route(new RegExp(`/img/${stem}-\\d+-[0-9a-f]+\\.(webp|avif)$`), (r) => r.fulfill({ status: 404, body: 'missing' })));
    const img = w.page.locator('.press-logos img[data-outlet="NPR"]');
    await img.scrollIntoViewIfNeeded();
    const placeholder = await img.getAttribute('data-press-fallback');
    await w.page.waitForFunction(
      (p) => {
        const i = document.querySelector<HTMLImageElement>('.press-logos img[data-outlet="NPR"]')!;
        return i.getAttribute('src') === p && i.complete && i.naturalWidth > 0;
      },
      placeholder,
    );
    assert.ok(w.logs.some((l) => l.text === 'Failed to load image for NPR'), 'the outlet is named in the console');
    assert.notEqual(await w.page.locator('.press-logos img[data-outlet="NBC"]').getAttribute('src'), placeholder, 'the other logos are untouched');
  });
});

describe('the testimonials', () => {
  it('keep the one home quote and a working carousel', async () => {
    const { page, problems } = await visit(MOBILE);
    const carousel = page.locator('[data-island="TestimonialCarousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="TestimonialCarousel"][data-hydrated="true"]');
    assert.equal(((await page.locator('.testimonial blockquote').textContent()) ?? '').trim(), `“${c.testimonials.home.quote}”`);
    await page.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await page.waitForFunction(() => !(document.querySelectorAll('.carousel-slide')[1] as HTMLElement).hidden);
    assert.equal(await carousel.locator('.carousel-slide:not([hidden]) .carousel-author').textContent(), c.testimonials.carousel[1].author);
    assert.deepEqual(problems, []);
  });
});

describe('the home gallery', () => {
  it('opens the lightbox on the first click, at that photo, and closes on Escape', async () => {
    const { page, problems } = await visit(MOBILE);
    const thumbs = page.locator('#gallery button.pg-thumb');
    assert.equal(await thumbs.count(), 10);
    await thumbs.nth(3).scrollIntoViewIfNeeded();
    await thumbs.nth(3).click();
    const dialog = page.locator('dialog.lightbox');
    await dialog.waitFor();
    assert.equal(await dialog.locator('.lightbox-title').textContent(), 'Scenes from our tours: photo 4 of 10');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  });
});

describe('the home page loads cleanly', () => {
  for (const viewport of [{ width: 320, height: 640 }, MOBILE, DESKTOP]) {
    it(`at ${viewport.width}px: no console errors, no third-party request, no sideways scroll`, async () => {
      const w = await visit(viewport);
      await scrollThrough(w, viewport.height);
      await w.page.waitForTimeout(500);
      assert.equal(await w.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
      assert.deepEqual(w.problems, []);
      assert.deepEqual(w.external, []);
    });
  }
});
