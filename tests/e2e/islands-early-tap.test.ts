/**
 * No tap is lost before an island wakes, whatever its strategy: the home
 * page's carousel wakes when it nears the viewport, and its "next" is tapped
 * the moment it has been scrolled there (the next input the page gets after
 * the scroll), on a phone-sized page with a touch screen and a CPU slowed
 * down (until the tap has reached it), so the tap lands before React can
 * have arrived. Every run is a fresh page load with the cache off (React
 * fetched and compiled each time), and the quote must move on every time.
 * Reduced motion keeps the carousel's autoplay off, so only the tap can
 * move it. The quotes come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content } from '../helpers/site.ts';

const CAROUSEL = '[data-island="TestimonialCarousel"]';
const QUOTES = content().testimonials.carousel.length;
/** A single quote is shown as it is, with no "next" to tap. */
const NO_CAROUSEL = QUOTES < 2 ? 'the carousel has a single quote: it has no "next" to tap' : false;
/** Fresh page loads, each tapped once. */
const RUNS = 20;
/** How much slower than the machine the page's CPU runs (Chromium's own throttling). */
const SLOWDOWN = 4;

/** Where the carousel stood when the tap's click reached the page, recorded by the page itself. */
type Landed = 'asleep' | 'pending' | 'true' | 'failed' | undefined;

describe('islands-early-tap.test.ts', () => {
  const suite = browserSuite();

  it(`next tapped as the carousel scrolls into view moves the quote: ${RUNS} of ${RUNS} loads, CPU ${SLOWDOWN}x slower`, {
    skip: NO_CAROUSEL,
  }, async (t) => {
    const landed: Landed[] = [];
    const w = await suite.open({ viewport: MOBILE, reducedMotion: 'reduce', hasTouch: true });
    const { page } = w;
    const cdp = await w.context.newCDPSession(page);
    // Every load is a first visit's: nothing comes from the cache (React's chunk is fetched and compiled each time).
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    for (let run = 1; run <= RUNS; run++) {
      await page.goto('/', { waitUntil: 'load' });
      // Slowed once the page has loaded: the race is React's arrival after the scroll, and the load itself need not take longer.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const at = await page.evaluate((sel) => {
        const wrapper = document.querySelector<HTMLElement>(sel)!;
        const next = wrapper.querySelector<HTMLElement>('.carousel-next')!;
        // The first click the page sees is the tap's (a replayed one comes later), so it tells where the island stood.
        document.addEventListener(
          'click',
          () => Object.assign(window, { tapLanded: wrapper.dataset.hydrated ?? 'asleep' }),
          { capture: true, once: true },
        );
        next.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = next.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2, hydrated: wrapper.dataset.hydrated ?? null };
      }, CAROUSEL);
      assert.equal(at.hydrated, null, `run ${run}: the carousel woke before it was scrolled to`);
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForFunction(() => 'tapLanded' in window, undefined, { timeout: 20_000 });
      const where = (await page.evaluate(() => (window as unknown as { tapLanded: Landed }).tapLanded)) as Landed;
      landed.push(where);
      // The tap has met the page; React's arrival after it need not be slowed too, which keeps the runs short.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.locator(`${CAROUSEL}[data-hydrated="true"]`).waitFor({ timeout: 20_000 });
      try {
        // The held tap is delivered as the island wakes; React commits it within a few frames.
        await page.waitForFunction(
          (sel) =>
            [...document.querySelectorAll<HTMLElement>(`${sel} .carousel-slide`)].findIndex((s) => !s.hidden) === 1,
          CAROUSEL,
          { timeout: 5000 },
        );
      } catch {
        const shown = await page
          .locator(`${CAROUSEL} .carousel-slide`)
          .evaluateAll((s) => s.findIndex((e) => !(e as HTMLElement).hidden));
        assert.fail(
          `run ${run}: the tap landed while the carousel was ${where}; quote ${shown + 1} is still shown, expected quote 2`,
        );
      }
      assert.equal(
        await page.locator(`${CAROUSEL} .carousel-slide:not([hidden]) .carousel-author`).textContent(),
        content().testimonials.carousel[1].author,
        `run ${run}: the next quote's author`,
      );
      assert.deepEqual(w.problems.splice(0), [], `run ${run}: console problems`);
    }
    const early = landed.filter((l) => l === 'asleep' || l === 'pending').length;
    t.diagnostic(`taps that landed before React had the carousel: ${early} of ${RUNS} (${landed.join(', ')})`);
    // Otherwise the test no longer races anything (React arriving with the page, say) and proves nothing about held taps.
    assert.ok(early > 0, `every tap landed after the carousel had woken (${landed.join(', ')}); nothing was held`);
  });
});
