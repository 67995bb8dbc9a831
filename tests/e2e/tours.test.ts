/** /tours and the tour pages, FareHarbor answered here or left unanswered (as built: tests/routes/tours/). */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, docTop, expect, idle, nearViewport, test } from '../helpers/browser.ts';
import { content, privateTour, publicTours } from '../helpers/site.ts';
import { bookUrl, calendarUrl, itemOf } from '../helpers/routes.ts';

const c = content();
const TOUR = publicTours()[0];

/** Answers FareHarbor's API script with a stub FH, recording each request. */
async function stubApi(page: Page, fh = 'open() { return true; }'): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://fareharbor.com/embeds/api/v1/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: `window.FH = { ${fh} };` });
  });
  return requests;
}

/** Scrolls at once so the calendar box's top sits `below` px under the viewport's bottom edge. */
const calendarBelow = (page: Page, below: number) =>
  page
    .locator('.calendar-frame')
    .evaluate(
      (el, gap) => scrollTo({ top: el.getBoundingClientRect().top + scrollY - innerHeight - gap, behavior: 'instant' }),
      below,
    );

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    // One visit, two features. FareHarbor's script is unreachable here, so a booking link is followed once it was tried
    // (each tour's link carries its own item: tests/routes/tours/).
    test('a tour loads its calendar only within 100px of view, into 700px reserved; its booking link falls back to FareHarbor', async ({
      page,
      w,
    }) => {
      await page.route('https://fareharbor.com/embeds/book/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>Book</title>' }),
      );
      const requests: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route('https://fareharbor.com/embeds/calendar/**', async (route) => {
        requests.push(route.request().url());
        await released;
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Calendar</title><p>Calendar</p>',
        });
      });
      await page.goto(TOUR.href);
      const frame = page.locator('.calendar-frame');
      const island = page.locator('#book-now [data-island="CalendarEmbed"]');
      expect((await frame.boundingBox())?.height, 'reserved before anything loads').toBe(700);
      const afterTop = await docTop(page, '#book-now + section');
      // 150px below: the island wakes (its runtime looks 200px ahead) but must not load the calendar yet.
      await calendarBelow(page, 150);
      await expect(island).toHaveAttribute('data-hydrated', 'true');
      // A sync point (the hint is CalendarEmbed.test.tsx's): its effect runs just before the one watching the box.
      await expect(page.locator('link[rel="preconnect"][href="https://fareharbor.com"]')).toBeAttached();
      expect(await nearViewport(page, '.calendar-frame', 100), 'the box is more than 100px away').toBe(false);
      await expect(page.locator('#book-now iframe')).toHaveCount(0);
      expect(requests).toEqual([]);
      // 60px below: within the 100px margin.
      await calendarBelow(page, 60);
      await expect(page.locator('#book-now iframe')).toHaveAttribute('src', calendarUrl(itemOf(TOUR)));
      await expect(island.locator('.calendar-status'), 'the overlay shows until the frame loads').toBeVisible();
      release();
      await expect(island.locator('.calendar-status'), 'the overlay goes once it loads').toBeHidden();
      await expect(page.frameLocator('#book-now iframe').locator('p')).toHaveText('Calendar');
      expect(requests).toEqual([calendarUrl(itemOf(TOUR))]);
      expect((await frame.boundingBox())?.height).toBe(700);
      expect(await docTop(page, '#book-now + section'), 'nothing below moved').toBe(afterTop);
      expect(w.problems).toEqual([]);
      await Promise.all([page.waitForURL(bookUrl(itemOf(TOUR))), page.locator('.book-card a[data-fh-item]').click()]);
      const tried = w.external.some((u) => u.startsWith('https://fareharbor.com/embeds/api/v1/'));
      expect(tried, 'the script was tried first').toBe(true);
    });
  });

test('on /tours FareHarbor loads once while idle; a booking link opens its tour in place', async ({ page, w }) => {
  const requests = await stubApi(page, 'open(o) { window.__fhOpened = o; return true; }');
  await page.goto('/tours');
  await page.waitForFunction(() => 'FH' in window);
  // Idle work queued at load, a second preload included, has run once an idle callback queued now has.
  await idle(page);
  expect(requests, 'no interaction yet').toEqual(['https://fareharbor.com/embeds/api/v1/?autolightframe=yes']);
  expect(w.external, 'nothing else from another host').toEqual([]);
  // One card: each card's link carries its own item (tests/routes/tours/index.test.ts), read by one click handler.
  const { shortname, flow } = c.site.fareharbor;
  const tour = c.tours[0];
  await page.locator(`.tour-card[data-tour="${tour.slug}"] a[data-fh-item]`).click();
  await expect
    .poll(() => page.evaluate(() => (window as any).__fhOpened))
    .toEqual({ shortname, fallback: 'simple', fullItems: 'yes', flow, view: { item: itemOf(tour) } });
  expect(new URL(page.url()).pathname, 'no navigation').toBe('/tours');
  expect(requests, 'the click loads no second script').toHaveLength(1);
  expect(w.problems).toEqual([]);
});

test.describe(`at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  // At the narrowest width, where the list is tallest.
  test('/tours shows what to expect once scrolled near, in space reserved for it', async ({ page, w }) => {
    await stubApi(page);
    const chunks: string[] = [];
    page.on('request', (r) => /\/assets\/chunks\/ExpectationsList-/.test(r.url()) && chunks.push(r.url()));
    await page.goto('/tours');
    const section = page.locator('#expectations');
    const island = section.locator('[data-island="TourExpectations"]');
    expect(await nearViewport(page, '#expectations [data-island="TourExpectations"]', 200), 'far below').toBe(false);
    await expect(island).not.toHaveAttribute('data-hydrated');
    expect(chunks, 'the chunk waits until the section is near').toEqual([]);
    const faqTop = await docTop(page, '#faq');
    await section.scrollIntoViewIfNeeded();
    const titles = (c.pages.tours.sections.expectations.items ?? []).map((i) => i.title);
    await expect(section.locator('.expect-title')).toHaveText(titles);
    expect(chunks, 'the chunk was fetched once').toHaveLength(1);
    expect(await docTop(page, '#faq'), 'the FAQ below did not move').toBe(faqTop);
    expect(w.problems).toEqual([]);
  });

  test("the private calculator's note on too many guests shows under the box, uncovered", async ({ page, w }) => {
    const tour = privateTour();
    test.skip(!tour, 'the content has no private tour');
    await page.goto(tour!.href);
    const input = page.getByLabel(c.labels.privateTour.guestsLabel);
    await input.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="PriceCalculator"]')).toHaveAttribute('data-hydrated', 'true');
    const tooMany = c.site.prices.privateMaxGuests + 10;
    await input.fill(String(tooMany));
    const note = page.locator(`#${(await input.getAttribute('aria-describedby'))!.split(' ').at(-1)}`);
    await expect(note, 'the note explains the count').toHaveText(new RegExp(`^${tooMany} `));
    const [box, shown] = [(await input.boundingBox())!, (await note.boundingBox())!];
    expect(shown.y, 'below the box').toBeGreaterThan(box.y);
    expect(shown.y + shown.height, 'on screen').toBeLessThanOrEqual(MOBILE.height);
    const uncovered = await note.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
    });
    expect(uncovered, 'the note is not covered').toBe(true);
    expect(w.problems).toEqual([]);
  });
});

test('what to expect on /tours, failing to load, logs an error and says so', async ({ page, w }) => {
  await page.route('**/assets/chunks/ExpectationsList-*', (route) => route.abort('failed'));
  await page.goto('/tours');
  const section = page.locator('#expectations');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.expectations.is-failed')).toBeAttached();
  await expect(section.locator('.expectations-status')).toHaveText(/didn't load/);
  await expect(section.getByText('Loading what to expect…')).toHaveCount(0);
  const logged = w.logs.filter((l) => l.type === 'error').map((l) => l.text);
  expect(logged.join('\n')).toContain('[TourExpectations] Unable to load the tour-expectations section');
});
