/**
 * /booking in Chromium at 375 and 1280 px, against the built site with its
 * production headers. The calendar sits in the first screen, so it loads on
 * arrival; the frame is answered with a tiny page. The tour comes from
 * ?itemId= only when it is a plain number (every other address gets the
 * all-items calendar: tests/islands/CalendarEmbed.test.tsx), and the server
 * HTML is the same for every address, so the island must read it in the browser. A frame
 * that never loads is a request held unanswered, with the page's clock moved
 * on past the island's wait. Items and the FareHarbor account come from the
 * content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { publicTours } from '../helpers/site.ts';
import { calendarUrl, itemOf } from '../helpers/routes.ts';
import { CALENDAR_WAIT_MS } from '../../src/islands/CalendarEmbed.tsx';

const CALENDAR = 'https://fareharbor.com/embeds/calendar/**';
/** A tour whose booking link carries its item to /booking. */
const TOUR = publicTours()[0];

describe('booking.test.ts', () => {
  const suite = browserSuite();

  /** Opens `path` with the calendar frame answered; returns the frame requests and the page's iframe src. */
  async function visit(path: string, viewport = DESKTOP) {
    const w = await suite.open({ viewport });
    const requests: string[] = [];
    await w.context.route(CALENDAR, (route) => {
      requests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Calendar</title><p>Calendar</p>',
      });
    });
    await w.page.goto(path);
    await w.page.waitForFunction(() => document.querySelector('.calendar-status.is-loaded') !== null);
    const src = await w.page.locator('#book-now iframe').getAttribute('src');
    return { ...w, requests, src };
  }

  // Its copy, its mail button and the all-items calendar as built: tests/routes/booking.test.ts; the island's states and
  // its reading of ?itemId=: tests/islands/CalendarEmbed.test.tsx.
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`at ${viewport.width}px ?itemId= loads only that tour's calendar, in a 700px box with a new-window link`, async () => {
      const item = itemOf(TOUR);
      const v = await visit(`/booking?itemId=${item}`, viewport);
      assert.equal(v.src, calendarUrl(item));
      assert.deepEqual(v.requests, [calendarUrl(item)], 'the all-items calendar was never requested first');
      assert.equal((await v.page.locator('.calendar-frame').boundingBox())?.height, 700);
      assert.equal(
        (await v.page.locator('#book-now iframe').boundingBox())?.height,
        700 - 2,
        'the frame fills the box inside its border',
      );
      assert.equal(await v.page.frameLocator('#book-now iframe').locator('p').textContent(), 'Calendar');
      assert.ok(await v.page.locator('.calendar-fallback a').isVisible());
      const overflow = await v.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scroll');
      assert.deepEqual(v.problems, []);
    });
  }

  it('when the calendar never loads, its message and new-window link cover the calendar box after the wait', async () => {
    const w = await suite.open({ viewport: MOBILE });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    try {
      await w.context.route(CALENDAR, async (route) => {
        await held;
        await route.abort().catch(() => {});
      });
      await w.page.clock.install();
      await w.page.goto('/booking');
      const status = w.page.locator('#book-now .calendar-status');
      await w.page.waitForFunction(
        () => document.querySelector('#book-now .calendar-status')?.textContent === 'Loading calendar...',
      );
      await w.page.clock.fastForward(CALENDAR_WAIT_MS);
      await w.page.locator('#book-now .calendar-status.is-failed').waitFor({ timeout: 10_000 });
      const link = status.getByRole('link', { name: 'Open calendar in new window' });
      assert.ok(await link.isVisible());
      assert.equal(await link.getAttribute('href'), calendarUrl());
      // The message covers the frame's box, whatever the browser drew in the frame.
      const box = (await w.page.locator('#book-now .calendar-frame').boundingBox())!;
      const shown = (await status.boundingBox())!;
      assert.ok(shown.height >= box.height - 2 && shown.width >= box.width - 2, 'the message fills the calendar box');
      assert.deepEqual(w.problems, []);
    } finally {
      release();
      await w.context.close();
    }
  });
});
