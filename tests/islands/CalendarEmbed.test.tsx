/** CalendarEmbed, the FareHarbor calendar, with a fixture account and items and an observer the tests bring near. */
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import CalendarEmbed, { CALENDAR_WAIT_MS, type CalendarEmbedProps } from '../../src/islands/CalendarEmbed.tsx';
import { calendarEmbedUrl } from '../../src/lib/fareharbor.ts';
import { FakeObserver, useFakeObserver } from './fakeObserver.ts';

/** A fixture FareHarbor account and items (the site's own are in content/). */
const cfg = { shortname: 'fixture-walks', flow: 4242 };
const TOUR_ITEM = 1001;
const QUERY_ITEM = 2002;
const tourProps: CalendarEmbedProps = { ...cfg, itemId: TOUR_ITEM, title: 'Booking calendar: Fixture Walk' };
const bookingProps: CalendarEmbedProps = { ...cfg, itemFromQuery: true, title: 'Booking calendar' };

// One suite for the file, so its hooks (timers, stubs) apply to its own tests only when files share a process.
describe('CalendarEmbed island', () => {
  useFakeObserver();
  beforeEach(() => {
    // happy-dom never loads frames and says so on the console for each one; that notice is expected here.
    const shown = console.error;
    const quiet = (...args: unknown[]) => String(args[0]).includes('Iframe page loading') || shown(...args);
    mock.method(console, 'error', quiet);
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    mock.timers.reset();
    mock.restoreAll();
  });

  const status = () => document.querySelector('.calendar-status')!;
  const iframe = () => document.querySelector('iframe');
  const fallback = () => document.querySelector('.calendar-fallback a')!;
  const observer = () => FakeObserver.all.at(-1)!;
  /** Renders a calendar and brings its box near the viewport. */
  const near = (props: CalendarEmbedProps) => {
    render(<CalendarEmbed {...props} />);
    act(() => observer().fire(true));
  };

  // The props the built pages give it: tests/routes/tours/[tour].test.ts, tests/routes/booking.test.ts.
  it('shows "Preparing calendar..." and a new-window link, requesting nothing until the box is within 100px', () => {
    render(<CalendarEmbed {...tourProps} />);
    assert.equal(status().textContent, 'Preparing calendar...');
    const link = [fallback().textContent, fallback().getAttribute('href'), fallback().getAttribute('target')];
    assert.deepEqual(link, ['Having trouble? Open calendar in new window', calendarEmbedUrl(cfg, TOUR_ITEM), '_blank']);
    assert.equal(iframe(), null);
    assert.equal(observer().options.rootMargin, '100px');
    assert.ok(observer().targets[0].classList.contains('calendar-frame'), 'the reserved box is observed');
    act(() => observer().fire(false));
    assert.equal(iframe(), null, 'still far away');
  });

  it('inserts the tour calendar when near: "Loading calendar..." until the frame loads, no failure after', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    near(tourProps);
    assert.ok(observer().disconnected, 'observing stops once loaded');
    const frame = iframe()!;
    assert.equal(frame.getAttribute('src'), calendarEmbedUrl(cfg, TOUR_ITEM));
    assert.equal(frame.getAttribute('title'), tourProps.title);
    assert.equal(fallback().getAttribute('rel'), 'noopener');
    fireEvent.load(frame);
    act(() => mock.timers.tick(CALENDAR_WAIT_MS * 2));
    assert.equal(status().textContent, '');
    assert.ok(status().classList.contains('is-loaded'));
  });

  it('says plainly the calendar did not load, with the new-window link, when the frame has not loaded in time', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    near(tourProps);
    act(() => mock.timers.tick(CALENDAR_WAIT_MS - 1));
    assert.equal(status().textContent, 'Loading calendar...');
    act(() => mock.timers.tick(1));
    assert.ok(status().classList.contains('is-failed'));
    assert.equal(status().getAttribute('role'), 'status');
    assert.equal(status().textContent, 'The calendar did not load. Open calendar in new window');
    const link = status().querySelector('a')!;
    assert.equal(link.getAttribute('href'), calendarEmbedUrl(cfg, TOUR_ITEM));
    assert.equal(link.getAttribute('target'), '_blank');
    // A frame that loads after all still shows.
    fireEvent.load(iframe()!);
    assert.ok(status().classList.contains('is-loaded'));
  });

  it('adds one preconnect hint to FareHarbor, however many calendars wake', () => {
    render(
      <>
        <CalendarEmbed {...tourProps} />
        <CalendarEmbed {...bookingProps} />
      </>,
    );
    const hints = document.head.querySelectorAll('link[rel="preconnect"][href="https://fareharbor.com"]');
    assert.equal(hints.length, 1);
  });

  // Which ids parseItemId refuses: tests/lib/fareharbor.test.ts. The query is read after hydration.
  for (const [query, item] of Object.entries({
    '?itemId=12abc': undefined,
    '': undefined,
    [`?itemId=${QUERY_ITEM}`]: QUERY_ITEM,
  }))
    it(`on /booking${query} hydrates without a mismatch, then shows ${item ? 'that tour' : 'all items'} once near`, async () => {
      history.replaceState(null, '', `/booking${query}`);
      const { unmount } = await hydrateServerHtml(<CalendarEmbed {...bookingProps} />);
      assert.deepEqual([fallback().getAttribute('href'), iframe()], [calendarEmbedUrl(cfg, item), null]);
      act(() => observer().fire(true));
      assert.equal(iframe()?.getAttribute('src'), calendarEmbedUrl(cfg, item));
      unmount();
    });
});
