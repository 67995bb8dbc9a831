/**
 * Waits for browser tests that are tied to what the page does, never to the
 * clock: rendering frames, the page's idle time, IntersectionObserver
 * deliveries, islands finishing their wake-up, animations ending; and
 * until(), a poll with a deadline of what the test itself records (a dev
 * server's status, requests a route answered).
 *
 * Code run by page.evaluate is passed as a string where it needs a named
 * inner function (the test runner's transpiler would wrap one in a helper the
 * page does not have); waitForFunction always takes a function, as a string
 * predicate is evaluated in the page, which the site's CSP forbids.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Page code (an expression) for a promise that resolves after `count`
 * rendering frames. Chromium once stopped giving a page frames on a busy
 * machine, and a wait on frames alone then hung its run for good: each frame
 * is waited for at most 2 s (one normally comes within 16 ms), and what the
 * test checks next decides.
 */
export const framesInPage = (count: number) => `new Promise((resolve) => {
    let left = ${Math.max(1, Math.floor(count))};
    let timer;
    const next = () => {
      timer = setTimeout(resolve, 2000);
      requestAnimationFrame(tick);
    };
    const tick = () => {
      clearTimeout(timer);
      if (--left > 0) next();
      else resolve();
    };
    next();
  })`;

/**
 * How long a wait on the page's own events (animations ending, an observer's
 * delivery) lasts at most. The site's animations last under a second; a paused
 * one never finishes, and an observer delivers only at a rendering update, so
 * without a limit either could hold a test for good.
 */
const PAGE_EVENT_WAIT_MS = 10_000;

/**
 * Page code (an expression) for a promise that resolves once every finite
 * animation or transition has ended, or after PAGE_EVENT_WAIT_MS (what the
 * test checks next then decides).
 */
export const ANIMATIONS_DONE_IN_PAGE = `Promise.race([
    Promise.all(
      document
        .getAnimations()
        .filter((a) => !a.effect || a.effect.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, ${PAGE_EVENT_WAIT_MS})),
  ]).then(() => undefined)`;

/** Resolves after `count` rendering frames (requestAnimationFrame): time for a scroll handler, a React commit or a style change to land. */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(framesInPage(count));
}

/**
 * Resolves once the page has had an idle period: an idle callback queued now
 * runs after the ones the page queued before it (they run first in, first
 * out), or at the latest once the page's own idle work has passed its
 * deadline. Not for pages whose clock a test has installed and paused.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))`);
}

/**
 * The page has settled after load: its idle work has run, no island is still
 * waking, and two more frames have passed for what those set off.
 */
export async function settled(page: Page): Promise<void> {
  await idle(page);
  await page.waitForFunction(() => !document.querySelector('[data-island][data-hydrated="pending"]'));
  await frames(page, 2);
}

/** Waits until every finite animation and transition running now has finished (spinners, which run forever, aside). */
export async function animationsDone(page: Page): Promise<void> {
  // A class set in a scroll handler's frame starts its transition at the next style update.
  await frames(page, 1);
  await page.evaluate(ANIMATIONS_DONE_IN_PAGE);
}

/**
 * Whether `selector`'s element is within `marginPx` of the viewport, as a new
 * IntersectionObserver sees it at its first delivery. Every observer created
 * before it (the island runtime's, an island's own) has been told about the
 * same position by then, as the browser notifies observers in the order they
 * were created; two frames more let whatever they set off happen (a React
 * commit inserting a frame, a script tag, a chunk import).
 */
export async function nearViewport(page: Page, selector: string, marginPx: number): Promise<boolean> {
  const near = await page.evaluate(`new Promise((resolve, reject) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) throw new Error('nearViewport: no element matches ' + ${JSON.stringify(selector)});
    const timer = setTimeout(() => {
      io.disconnect();
      reject(new Error('nearViewport: no IntersectionObserver delivery within ${PAGE_EVENT_WAIT_MS} ms (no rendering update)'));
    }, ${PAGE_EVENT_WAIT_MS});
    const io = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      io.disconnect();
      resolve(entries.some((e) => e.isIntersecting));
    }, { rootMargin: '${marginPx}px' });
    io.observe(el);
  })`);
  await frames(page, 2);
  return near as boolean;
}

/**
 * Lets React finish work it has scheduled: React's scheduler runs its work in
 * posted-message tasks, so three message round trips posted after it run
 * after that work. For pages whose timers and frames a test clock holds.
 */
export async function reactSettled(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  })()`);
}

/** Polls `look` every `everyMs` until it returns a value, or fails with `what` and the last thing seen after `timeoutMs`. */
export async function until<T>(
  what: string,
  look: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  describeLast?: () => string,
  everyMs = 15,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value !== undefined) return value;
    if (performance.now() > deadline)
      assert.fail(`${what}: not within ${Math.round(timeoutMs)} ms${describeLast ? `; ${describeLast()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
