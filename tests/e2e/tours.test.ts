/**
 * /tours, the tour pages and the private tour page in Chromium at 375 and
 * 1280 px, against the built site with its production headers (CSP
 * included). Tours, items and prices come from the content being built.
 * FareHarbor is intercepted: the calendar frame is answered with a tiny page
 * (held back until the test releases it), the API script with a stub that
 * records FH.open, or left aborted as on these offline machines.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content, privateTour, publicTours } from '../helpers/site.ts';
import { bookUrl, calendarUrl, itemOf } from '../helpers/routes.ts';
import { idle, nearViewport } from '../helpers/settle.ts';

const c = content();
const { shortname, flow } = c.site.fareharbor;
const CALENDAR = 'https://fareharbor.com/embeds/calendar/**';
const API = 'https://fareharbor.com/embeds/api/v1/**';
const BOOK_PAGES = 'https://fareharbor.com/embeds/book/**';
/** The tour page the calendar is checked on: the first public tour. */
const TOUR = publicTours()[0];

describe('tours.test.ts', () => {
  const suite = browserSuite();

  const open = (viewport: { width: number; height: number }) => suite.open({ viewport });

  /** Answers FareHarbor's API script with a stub FH (FH.open as `open` says), recording each request. */
  async function stubApi(w: Watched, open = 'open() { return true; }'): Promise<string[]> {
    const requests: string[] = [];
    await w.context.route(API, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: `window.FH = { ${open} };` });
    });
    return requests;
  }

  /** Answers the calendar frame only when `release()` is called, so the loading state can be observed. */
  async function holdCalendar(w: Watched) {
    const requests: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await w.context.route(CALENDAR, async (route) => {
      requests.push(route.request().url());
      await released;
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Calendar</title><p>Calendar</p>',
      });
    });
    return { requests, release };
  }

  /** Scrolls instantly so `selector`'s top sits `below` px under the bottom edge of the viewport. */
  async function scrollUntilBelow(page: Page, selector: string, below: number): Promise<void> {
    await page.evaluate(
      ([sel, gap]) => {
        const top = document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight - gap, behavior: 'instant' });
      },
      [selector, below] as const,
    );
  }

  const docTop = (page: Page, selector: string) =>
    page.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY, selector);

  for (const viewport of [MOBILE, DESKTOP]) {
    describe(`tour page calendar at ${viewport.width}px`, () => {
      // Until then nothing is requested; while it loads, a loading overlay covers it.
      it('loads the calendar only within 100px of view, into 700px reserved from the start', async () => {
        const w = await open(viewport);
        const cal = await holdCalendar(w);
        const item = itemOf(TOUR);
        await w.page.goto(TOUR.href);
        const frame = w.page.locator('.calendar-frame');
        const island = w.page.locator('#book-now [data-island="CalendarEmbed"]');
        assert.equal((await frame.boundingBox())?.height, 700, 'reserved before anything loads');
        const afterTop = await docTop(w.page, '#book-now + section');

        // 150px below the viewport: the island wakes (its runtime looks 200px ahead) but must not load the calendar.
        await scrollUntilBelow(w.page, '.calendar-frame', 150);
        await w.page.waitForFunction(
          () => document.querySelector<HTMLElement>('#book-now [data-island]')?.dataset.hydrated === 'true',
        );
        // The preconnect hint is added by the effect that runs just before the one that starts watching the box.
        await w.page.locator('link[rel="preconnect"][href="https://fareharbor.com"]').waitFor({ state: 'attached' });
        assert.equal(await nearViewport(w.page, '.calendar-frame', 100), false, 'the box is more than 100px away');
        assert.equal(await w.page.locator('#book-now iframe').count(), 0);
        assert.deepEqual(cal.requests, [], 'no calendar request while more than 100px away');

        // 60px below the viewport: within the 100px margin.
        await scrollUntilBelow(w.page, '.calendar-frame', 60);
        await w.page.waitForFunction(() => document.querySelector('#book-now iframe') !== null);
        assert.equal(await w.page.locator('#book-now iframe').getAttribute('src'), calendarUrl(item));
        assert.ok(await island.locator('.calendar-status').isVisible(), 'the overlay shows until the frame loads');

        cal.release();
        await island.locator('.calendar-status.is-loaded').waitFor({ state: 'attached' });
        assert.equal(await island.locator('.calendar-status').isVisible(), false, 'the overlay is gone after load');
        assert.equal(await w.page.frameLocator('#book-now iframe').locator('p').textContent(), 'Calendar');
        assert.deepEqual(cal.requests, [calendarUrl(item)], 'one request');
        assert.equal((await frame.boundingBox())?.height, 700, 'still 700px after load');
        assert.equal(await docTop(w.page, '#book-now + section'), afterTop, 'nothing below moved');

        assert.deepEqual(w.problems, []);
      });
    });
  }

  describe('booking links', () => {
    it("on /tours, open each card's tour with FH.open, in place, when the API script is there", async () => {
      const w = await open(DESKTOP);
      await stubApi(w, 'open(o) { window.__fhOpened = o; return true; }');
      await w.page.goto('/tours');
      assert.deepEqual(
        await w.page
          .locator('.tour-card')
          .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.tour)),
        c.tours.map((t) => t.slug),
        'one card per tour, in order',
      );
      for (const tour of c.tours) {
        await w.page.evaluate(() => delete (window as unknown as { __fhOpened?: unknown }).__fhOpened);
        await w.page.locator(`.tour-card[data-tour="${tour.slug}"] a[data-fh-item]`).click();
        const opened = await w.page
          .waitForFunction(() => (window as unknown as { __fhOpened?: unknown }).__fhOpened)
          .then((h) => h.jsonValue());
        assert.deepEqual(
          opened,
          { shortname, fallback: 'simple', fullItems: 'yes', flow, view: { item: itemOf(tour) } },
          tour.slug,
        );
        assert.equal(new URL(w.page.url()).pathname, '/tours', 'no navigation');
      }
      assert.deepEqual(w.problems, []);
    });

    // One tour's page: every tour's link carries its own item (tests/routes/tours/), and one script sends them all.
    {
      const tour = TOUR;
      it(`fall back to the FareHarbor booking page without the API script (${tour.href})`, async () => {
        const w = await open(MOBILE);
        const item = itemOf(tour);
        await w.context.route(BOOK_PAGES, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Book</title>' }),
        );
        await w.page.goto(tour.href);
        await Promise.all([w.page.waitForURL(bookUrl(item)), w.page.locator('.book-card a[data-fh-item]').click()]);
        assert.equal(w.page.url(), bookUrl(item));
        assert.ok(
          w.external.some((u) => u.startsWith('https://fareharbor.com/embeds/api/v1/')),
          'the script was tried first',
        );
      });
    }

    it('on /tours, the FareHarbor script is preloaded once while idle, with no interaction', async () => {
      const w = await open(DESKTOP);
      const requests = await stubApi(w);
      await w.page.goto('/tours');
      await w.page.waitForFunction(() => 'FH' in window);
      // Idle work queued at load, a second preload included, has run once an idle callback queued now has.
      await idle(w.page);
      assert.deepEqual(requests, ['https://fareharbor.com/embeds/api/v1/?autolightframe=yes']);
      assert.deepEqual(w.external, [], 'nothing else from another host');
      assert.deepEqual(w.problems, []);
    });
  });

  // At the narrowest width, where the list is tallest: the space it takes is reserved before it loads.
  {
    const viewport = MOBILE;
    describe(`/tours expectations at ${viewport.width}px`, () => {
      it('shows the loading text until scrolled near, then the lazily loaded list, in reserved space', async () => {
        const w = await open(viewport);
        await stubApi(w);
        const chunks: string[] = [];
        w.page.on('request', (r) => {
          if (/\/assets\/chunks\/ExpectationsList-/.test(r.url())) chunks.push(r.url());
        });
        await w.page.goto('/tours');
        const section = w.page.locator('#expectations');
        const island = section.locator('[data-island="TourExpectations"]');
        // The island wakes within 200px of the viewport.
        assert.equal(
          await nearViewport(w.page, '#expectations [data-island="TourExpectations"]', 200),
          false,
          'the section starts more than 200px below the first screen',
        );
        assert.equal(await island.getAttribute('data-hydrated'), null, 'not woken while far away');
        assert.equal(await section.locator('.expectations-status').textContent(), 'Loading what to expect…');
        assert.deepEqual(chunks, [], 'the chunk waits until the section is near');
        const faqTop = await docTop(w.page, '#faq');

        await section.scrollIntoViewIfNeeded();
        await section.locator('.expect-list').waitFor();
        assert.equal(chunks.length, 1, 'the chunk was fetched once');
        assert.equal(await section.getByText('Loading what to expect…').count(), 0);
        const titles = await section.locator('.expect-title').allTextContents();
        assert.deepEqual(
          titles,
          (c.pages.tours.sections.expectations.items ?? []).map((i) => i.title),
        );
        assert.equal(await docTop(w.page, '#faq'), faqTop, 'the FAQ below did not move');
        assert.deepEqual(w.problems, []);
      });
    });
  }

  describe('/tours expectations when its chunk cannot load', () => {
    it('logs a clear error and replaces the loading text with a short message', async () => {
      const w = await open(DESKTOP);
      await w.context.route('**/assets/chunks/ExpectationsList-*', (route) => route.abort('failed'));
      await w.page.goto('/tours');
      const section = w.page.locator('#expectations');
      await section.scrollIntoViewIfNeeded();
      await section.locator('.expectations.is-failed').waitFor();
      assert.match((await section.locator('.expectations-status').textContent()) ?? '', /didn't load/);
      assert.equal(await section.getByText('Loading what to expect…').count(), 0);
      assert.ok(
        w.logs.some(
          (l) =>
            l.type === 'error' && l.text.includes('[TourExpectations] Unable to load the tour-expectations section'),
        ),
        'the failure is logged',
      );
    });
  });

  // Its messages, clamping and totals: tests/islands/PriceCalculator.test.tsx; its prices from the content: tests/routes/tours/.
  describe('private tour calculator in the browser', () => {
    const tour = privateTour();

    it('shows the note on a guest count above the largest group under the box, on screen and uncovered (375px)', {
      skip: tour ? false : 'the content has no private tour',
    }, async () => {
      const w = await open(MOBILE);
      await w.page.goto(tour!.href);
      const input = w.page.getByLabel(c.labels.privateTour.guestsLabel);
      await input.scrollIntoViewIfNeeded();
      await w.page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-island="PriceCalculator"]')?.dataset.hydrated === 'true',
      );
      const tooMany = c.site.prices.privateMaxGuests + 10;
      await input.click();
      await input.press('ControlOrMeta+a');
      await input.pressSequentially(String(tooMany));
      const note = w.page.locator(`#${(await input.getAttribute('aria-describedby'))!.split(' ').at(-1)}`);
      assert.ok((await note.textContent())?.startsWith(`${tooMany} `), 'the note explains the count');
      const [boxRect, noteRect] = [(await input.boundingBox())!, (await note.boundingBox())!];
      assert.ok(
        noteRect.y > boxRect.y && noteRect.y + noteRect.height <= MOBILE.height,
        'the note is below the box, on screen',
      );
      assert.equal(
        await note.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
        }),
        true,
        'the note is not covered',
      );
      assert.deepEqual(w.problems, []);
    });
  });
});
