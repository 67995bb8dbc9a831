/** TestimonialCarousel with three fixture quotes, and with one; its timers stepped with node:test's mock timers. */
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import TestimonialCarousel, { CAROUSEL_INTERVAL_MS, CAROUSEL_LOCK_MS } from '../../src/islands/TestimonialCarousel.tsx';

const quotes = [
  { quote: 'The best afternoon of our trip.', author: 'Ana R.', role: 'Visitor from Lisbon' },
  { quote: 'History and cats, perfectly mixed.', author: 'Ben K.' },
  { quote: 'Our guide knew every stoop.', author: 'Cy L.', role: 'Brooklyn local' },
];

/** The island reads prefers-reduced-motion once, when it mounts. */
const stubReducedMotion = (reduce: boolean) =>
  mock.method(window, 'matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
  }));

const slides = () => [...document.querySelectorAll<HTMLElement>('.carousel-slide')];
/** The one visible slide, 0-based. */
function shown(): number {
  const visible = slides().flatMap((s, i) => (s.hidden ? [] : [i]));
  assert.equal(visible.length, 1, `${visible.length} slides are visible`);
  return visible[0];
}
/** The slide shown after each step of time (ms). */
const after = (...steps: number[]) =>
  steps.map((ms) => {
    tick(ms);
    return shown();
  });
const next = () => screen.getByRole('button', { name: 'Next testimonial' });
const prev = () => screen.getByRole('button', { name: 'Previous testimonial' });
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Testimonial ${n}:`) });
const region = () => screen.getByRole('region', { name: 'What guests say' });
const tick = (ms: number) => act(() => mock.timers.tick(ms));
const unlock = () => tick(CAROUSEL_LOCK_MS);

const mountCarousel = () => render(<TestimonialCarousel quotes={quotes} label="What guests say" />);

// One suite for the file, so its hooks (timers, stubs) apply to its own tests only when files share a process.
describe('TestimonialCarousel', () => {
  beforeEach(() => {
    stubReducedMotion(false);
    mock.timers.enable({ apis: ['setInterval', 'setTimeout'] });
  });
  afterEach(() => {
    cleanup();
    mock.timers.reset();
    mock.restoreAll();
  });

  it("previous and next wrap at either end, a dot jumps to its slide, and only the shown slide's dot is marked current", () => {
    mountCarousel();
    const landed = [prev, next, next, () => dot(3)].map((button) => {
      fireEvent.click(button());
      unlock();
      return shown();
    });
    assert.deepEqual(landed, [2, 0, 1, 2]);
    const current = [1, 2, 3].map((n) => dot(n).getAttribute('aria-current'));
    assert.deepEqual(current, [null, null, 'true']);
  });

  it('ignores moves for 500 ms after a move, then accepts them again', () => {
    mountCarousel();
    fireEvent.click(next());
    fireEvent.click(next());
    fireEvent.click(dot(3));
    assert.equal(shown(), 1, 'a second move inside the lock went through');
    tick(CAROUSEL_LOCK_MS - 1);
    fireEvent.click(prev());
    assert.equal(shown(), 1, 'the lock ended early');
    tick(1);
    fireEvent.click(prev());
    assert.equal(shown(), 0);
  });

  it('hydrates the three quotes without a mismatch, advances every 8 s, wraps, and ignores a click 500 ms after', async () => {
    const { unmount } = await hydrateServerHtml(<TestimonialCarousel quotes={quotes} label="What guests say" />);
    assert.equal(slides().length, quotes.length);
    assert.match(slides()[0].textContent ?? '', /The best afternoon of our trip\..*Ana R\..*Visitor from Lisbon/);
    assert.equal(region().getAttribute('aria-roledescription'), 'carousel');
    assert.equal(CAROUSEL_INTERVAL_MS, 8000);
    assert.deepEqual(after(7999, 1, 8000, 8000), [0, 1, 2, 0]);
    fireEvent.click(next());
    assert.equal(shown(), 0, 'a click within 500 ms of an automatic move went through');
    unlock();
    fireEvent.click(next());
    assert.equal(shown(), 1);
    unmount();
  });

  // While it stands still its slides are announced politely; while it moves, not at every move.
  const live = () => document.querySelector('.carousel-slides')?.getAttribute('aria-live');
  const button = (name: string) => () => fireEvent.click(screen.getByRole('button', { name }));
  for (const c of [
    {
      name: 'pauses while the pointer is over it and resumes when it leaves',
      pause: () => fireEvent.pointerEnter(region()),
      resume: () => fireEvent.pointerLeave(region()),
    },
    {
      name: 'pauses while focus is inside it and resumes when focus leaves',
      pause: () => act(() => next().focus()),
      resume: () => act(() => next().blur()),
    },
    {
      name: 'the pause button stops it and the play button, its label now, starts it again',
      pause: button('Pause automatic slide show'),
      resume: button('Start automatic slide show'),
    },
  ]) {
    it(`${c.name}, announcing its slides only while still`, () => {
      mountCarousel();
      c.pause();
      tick(3 * CAROUSEL_INTERVAL_MS);
      assert.deepEqual([shown(), live()], [0, 'polite']);
      c.resume();
      assert.equal(live(), 'off');
      tick(CAROUSEL_INTERVAL_MS);
      assert.equal(shown(), 1);
    });
  }

  it('never starts under prefers-reduced-motion, and offers to start', () => {
    stubReducedMotion(true);
    mountCarousel();
    tick(5 * 8000);
    assert.equal(shown(), 0);
    assert.ok(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.click(next());
    assert.equal(shown(), 1);
  });

  describe('TestimonialCarousel with a single quote', () => {
    const one = [quotes[0]];

    it('hydrates to just the quote: no controls, nothing announced as a carousel, no slide show', async (t) => {
      const intervals = t.mock.method(window, 'setInterval');
      const { unmount } = await hydrateServerHtml(<TestimonialCarousel quotes={one} label="What guests say" />);
      assert.deepEqual(screen.queryAllByRole('button'), []);
      assert.equal(document.querySelectorAll('.carousel-controls, .carousel-dots').length, 0);
      // Neither the region nor its quote is announced as a carousel or a slide.
      assert.equal(document.querySelectorAll('[aria-roledescription]').length, 0);
      assert.match(region().textContent ?? '', /The best afternoon of our trip\..*Ana R\..*Visitor from Lisbon/);
      const before = document.querySelector('.carousel')!.innerHTML;
      tick(5 * CAROUSEL_INTERVAL_MS);
      assert.equal(intervals.mock.callCount(), 0);
      assert.equal(document.querySelector('.carousel')!.innerHTML, before);
      unmount();
    });
  });
});
