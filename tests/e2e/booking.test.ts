/** /booking: the calendar in its first screen loads on arrival, for the tour ?itemId= names; the frame answered here. */
import { MOBILE, expect, test } from '../helpers/browser.ts';
import { publicTours } from '../helpers/site.ts';
import { calendarUrl, itemOf } from '../helpers/routes.ts';
import { CALENDAR_WAIT_MS } from '../../src/islands/CalendarEmbed.tsx';

const CALENDAR = 'https://fareharbor.com/embeds/calendar/**';
const item = itemOf(publicTours()[0]);

// On a phone, where a calendar could widen the page (the box's height at both widths: tours.test.ts).
test.use({ viewport: MOBILE });
test("?itemId= loads only that tour's calendar, in a 700px box with a new-window link", async ({ page, w }) => {
  const requests: string[] = [];
  await page.route(CALENDAR, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Calendar</title><p>Calendar</p>',
    });
  });
  await page.goto(`/booking?itemId=${item}`);
  await expect(page.locator('.calendar-status.is-loaded')).toBeAttached();
  await expect(page.locator('#book-now iframe')).toHaveAttribute('src', calendarUrl(item));
  expect(requests, 'the all-items calendar was never requested first').toEqual([calendarUrl(item)]);
  expect((await page.locator('.calendar-frame').boundingBox())?.height).toBe(700);
  // The frame fills the box inside its border.
  expect((await page.locator('#book-now iframe').boundingBox())?.height).toBe(700 - 2);
  await expect(page.frameLocator('#book-now iframe').locator('p')).toHaveText('Calendar');
  await expect(page.locator('.calendar-fallback a')).toBeVisible();
  // The loaded calendar widens nothing (every-route checks the page at rest, its calendar unreachable).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'sideways scroll').toBe(0);
  expect(w.problems).toEqual([]);
});

test('a calendar that never loads gives way to its message and link, over its box', async ({ page, w }) => {
  await page.route(CALENDAR, () => {}); // never answered
  await page.clock.install();
  await page.goto('/booking');
  const status = page.locator('#book-now .calendar-status');
  await expect(status).toHaveText('Loading calendar...');
  await page.clock.fastForward(CALENDAR_WAIT_MS);
  await expect(page.locator('#book-now .calendar-status.is-failed')).toBeAttached();
  const link = status.getByRole('link', { name: 'Open calendar in new window' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', calendarUrl());
  // The message covers the frame's box, whatever the browser drew in the frame.
  const box = (await page.locator('#book-now .calendar-frame').boundingBox())!;
  const shown = (await status.boundingBox())!;
  expect(shown.height).toBeGreaterThanOrEqual(box.height - 2);
  expect(shown.width).toBeGreaterThanOrEqual(box.width - 2);
  expect(w.problems).toEqual([]);
});
