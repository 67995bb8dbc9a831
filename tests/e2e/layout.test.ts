/** The site chrome (enhancement script and CSS): skip link, header, menus, announcement bar, booking bar, Book Now. */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, animationsDone, docTop, expect } from '../helpers/browser.ts';
import { frames, inPage, scrollToY, settled, test } from '../helpers/browser.ts';
import { content, publicTours } from '../helpers/site.ts';

/** A long page with the booking section (#book-now) the bottom bar scrolls to. */
const TOUR = publicTours()[0].href;
const TOUR_COUNT = content().tours.length;

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    test('the skip link is the first Tab stop, shows itself, and moves focus to main', async ({ page }) => {
      await page.goto('/about');
      await page.keyboard.press('Tab');
      const skip = page.locator('a[href="#main"]');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });

    test('the header turns translucent past 50px and back at the top, moving nothing', async ({ page }) => {
      await page.goto(TOUR);
      const header = page.locator('[data-header]');
      const look = () =>
        header.evaluate((h) => {
          const styles = [h, ...h.children].map((el) => getComputedStyle(el));
          const alpha = (s: CSSStyleDeclaration) => {
            const parts = (/rgba?\(([^)]+)\)/.exec(s.backgroundColor)?.[1] ?? '').split(/[\s,/]+/).filter(Boolean);
            return parts.length === 4 ? Number(parts[3]) : 1;
          };
          return {
            scrolled: h.classList.contains('is-scrolled'),
            shadow: styles.some((s) => s.boxShadow !== 'none'),
            translucent: styles.some((s) => alpha(s) > 0 && alpha(s) < 1),
          };
        });
      const top = { scrolled: false, shadow: false, translucent: false };
      expect(await look()).toEqual(top);
      const mainBefore = await docTop(page, 'main h1');
      await scrollToY(page, 40);
      await frames(page, 2); // the scroll handler updates in the frame after the scroll
      expect((await look()).scrolled, 'scrolled state at 40px').toBe(false);
      await scrollToY(page, 120);
      await expect(header).toHaveClass(/is-scrolled/);
      await animationsDone(page); // the header's transition
      expect(await look()).toEqual({ scrolled: true, shadow: true, translucent: true });
      expect(await docTop(page, 'main h1'), 'the content stays put').toBe(mainBefore);
      await scrollToY(page, 0);
      await expect(header).not.toHaveClass(/is-scrolled/);
      await animationsDone(page);
      expect(await look()).toEqual(top);
      expect(await docTop(page, 'main h1')).toBe(mainBefore);
    });
  });

test.describe('the Tours dropdown on wide screens', () => {
  test.beforeEach(({ page }) => page.goto('/about').then(() => undefined));
  const parts = (page: Page) => {
    const toggle = page.locator('[data-dropdown-toggle]');
    const expanded = (value: string, why?: string) => expect(toggle, why).toHaveAttribute('aria-expanded', value);
    return { toggle, expanded, list: page.locator('[data-dropdown] ul'), tours: page.locator('[data-dropdown] > a') };
  };

  test('by pointer: hover or a click opens it, the click after a hover keeps it open; leaving, a click or a sub-link closes it', async ({
    page,
    w,
  }) => {
    const { list, tours, toggle, expanded } = parts(page);
    await expect(list).toBeHidden();
    await tours.hover();
    await expect(list).toBeVisible();
    await expanded('true');
    await page.mouse.move(5, 700);
    await expect(list).toBeHidden();
    await expanded('false');
    // Moving to Tours and clicking, as a visitor does: the click after the hover opened it keeps it open.
    await tours.hover();
    await expanded('true');
    await toggle.click();
    await expanded('true', 'the click after the hover keeps the list open');
    await toggle.click();
    await expanded('false', 'a second click closes it');
    await toggle.click();
    await expanded('true');
    await expect(list).toBeVisible();
    await page.mouse.move(600, 600); // away from the menu, so hover does not hold it
    await page.locator('main h1').click();
    await expect(list).toBeHidden();
    await expanded('false');
    // Kept on the page by preventing the link's navigation, so the state after the click can be read.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault()),
    );
    await toggle.click();
    await list.locator('a').first().click();
    await expanded('false');
    await page.mouse.move(600, 600);
    await expect(list).toBeHidden();
    expect(w.problems).toEqual([]);
  });

  test('by keyboard: focus opens it, Escape or Tab out closes it, Enter toggles', async ({ page }) => {
    const { list, tours, toggle, expanded } = parts(page);
    // Reached by keyboard, so its focus is :focus-visible as a keyboard user's is.
    for (let i = 0; i < 12 && !(await tours.evaluate((a) => a === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(tours, 'Tab reaches the Tours link').toBeFocused();
    await expanded('true', 'keyboard focus on Tours opens the list');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expanded('true');
    await page.keyboard.press('Tab');
    await expect(list.locator('a').first(), 'Tab enters the submenu').toBeFocused();
    await expect(list, 'focus on a sub-link keeps the list open').toBeVisible();
    await page.keyboard.press('Escape');
    await expanded('false');
    await expect(toggle).toBeFocused();
    await expect(list, 'the focus Escape put back on the toggle does not reopen it').toBeHidden();
    await page.keyboard.press('Enter');
    await expanded('true');
    await page.keyboard.press('Enter');
    await expanded('false');
    await page.keyboard.press('Enter');
    for (let i = 0; i < TOUR_COUNT + 1; i++) await page.keyboard.press('Tab'); // every sub-link, then out
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')).not.toMatch(/^\/tours\/./);
    await expanded('false', 'focus leaving it by keyboard closes it');
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the Tours dropdown opens by CSS on hover and focus, Tab going to its links', async ({ page }) => {
    await page.goto('/about');
    const list = page.locator('[data-dropdown] ul');
    await expect(list).toBeHidden();
    await page.locator('[data-dropdown] > a').hover();
    await expect(list, ':hover opens it').toBeVisible();
    await page.mouse.move(5, 700);
    await expect(list).toBeHidden();
    await page.locator('[data-dropdown] > a').focus();
    await expect(list, ':focus-within opens it').toBeVisible();
    // A toggle that cannot work without script is no Tab stop.
    await page.keyboard.press('Tab');
    await expect(list.locator('a').first()).toBeFocused();
  });

  test.describe(`at ${MOBILE.width}px`, () => {
    test.use({ viewport: MOBILE });
    // The honeypot's CSS rule is fullBuild.test.ts's; its box is the browser's.
    test('the menu is a visible list, the toggle hidden, the footer honeypot off-screen, no sideways scroll', async ({
      page,
    }) => {
      await page.goto('/about');
      await expect(page.locator('#site-nav')).toBeVisible();
      await expect(page.locator('[data-nav-toggle]')).toBeHidden();
      await expect(page.locator('#site-nav [data-dropdown] ul a').first()).toBeVisible();
      const hp = await page.locator('footer form input[tabindex="-1"]').boundingBox();
      expect(!hp || hp.x + hp.width <= 0 || hp.y + hp.height <= 0, `honeypot at ${JSON.stringify(hp)}`).toBe(true);
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
      expect(sideways, 'sideways scroll').toBeLessThanOrEqual(0);
    });
  });
});

test.describe(`at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  test('the menu toggle opens the list, sub-links indented; Escape closes it', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.locator('[data-nav-toggle]');
    const nav = page.locator('#site-nav');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const { header } = content().menus;
    for (const label of [...header.items.map((i) => i.label), header.button.label])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // One sub-link per tour: fullBuild.test.ts.
    const subs = nav.locator('[data-dropdown] ul a');
    for (const sub of await subs.all()) await expect(sub).toBeVisible();
    const toursX = (await nav.locator('[data-dropdown] > a').boundingBox())!.x;
    expect((await subs.first().boundingBox())!.x, 'sub-links start right of Tours').toBeGreaterThan(toursX);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a dismissed announcement stays hidden after a reload (a promo key), no shift', async ({ page, w }) => {
    await page.goto('/');
    const bar = page.locator('[data-announcement]');
    await expect(bar).toBeVisible();
    await bar.getByRole('button').click();
    await expect(bar).toBeHidden();
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => /promo/i.test(k) && localStorage[k]),
    );
    expect(keys, 'one stored dismissal under a key containing "promo"').toHaveLength(1);
    // Layout shifts from the very start of the next load, each with what moved, when and by how much.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as any).__moved = moved;
      const observer = new PerformanceObserver((list) => {
        for (const e of (list.getEntries() as any[]).filter((e) => !e.hadRecentInput))
          moved.push(
            `${e.value} at ${Math.round(e.startTime)} ms: ${e.sources?.map((m: any) => `${m.node?.nodeName}.${m.node?.className} y ${m.previousRect.y} -> ${m.currentRect.y}`)}`,
          );
      });
      observer.observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(bar, 'the dismissed bar stays away after a reload').toBeHidden();
    // Shifts come from what runs after load: the page's idle work, islands waking, late fonts.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await settled(page);
    expect(await page.evaluate(() => (window as any).__moved), 'layout shifts as it loaded').toEqual([]);
    expect(w.problems).toEqual([]);
  });

  test('the bottom bar is hidden and unfocusable until 300px down, and links to #book-now', async ({ page, w }) => {
    await page.goto(TOUR);
    const bar = page.locator('[data-mobile-bar]');
    const link = bar.locator('a');
    await expect(bar).toBeHidden();
    await link.focus();
    await expect(link, 'the hidden bar takes no focus').not.toBeFocused();
    await scrollToY(page, 250);
    await frames(page, 2); // the scroll handler updates in the frame after the scroll
    await expect(bar, 'hidden before 300px').toBeHidden();
    await scrollToY(page, 400);
    await expect(bar).toHaveClass(/is-visible/);
    await animationsDone(page); // the slide-in
    const box = (await bar.boundingBox())!;
    expect(Math.abs(box.y + box.height - MOBILE.height), 'the bar sits on the bottom edge').toBeLessThanOrEqual(1);
    await expect(link).toBeVisible();
    await link.click();
    const top = () => page.evaluate(() => document.getElementById('book-now')!.getBoundingClientRect().top);
    await expect
      .poll(async () => (await top()) >= -1 && (await top()) < MOBILE.height / 2, 'scrolled to #book-now')
      .toBe(true);
    expect(new URL(page.url()).pathname, 'the bar scrolls, it does not navigate').toBe(TOUR);
    expect(w.problems).toEqual([]);
  });

  /** Page code: the focused element and the pinned box (fixed or sticky: the bar, the "?" button, the header) covering it, if any. */
  const focusedAndCovered = async (frames: (n: number) => Promise<void>, animationsDone: () => Promise<void>) => {
    await frames(3);
    await animationsDone();
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const key = el.id || el.outerHTML.slice(0, 120);
    const pinned = (n: Element | null) => {
      for (let e = n; e; e = e.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return e;
      return null;
    };
    // Pinned itself: on top by design.
    if (pinned(el)) return { key, hiddenUnder: null };
    const r = el.getBoundingClientRect();
    const covers = [0.25, 0.5, 0.75].map((t) => {
      const hit = document.elementFromPoint(r.left + r.width * t, r.top + r.height / 2);
      return hit && !el.contains(hit) && !hit.contains(el) ? pinned(hit) : null;
    });
    return { key, hiddenUnder: covers.every(Boolean) ? String(covers[0]!.className || covers[0]!.tagName) : null };
  };
  test('Tab never lands focus under the bottom bar, the "?" help button or the header', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const route of [TOUR, '/contact']) {
      await page.goto(route);
      const hidden: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 300; i++) {
        await page.keyboard.press('Tab');
        // One round trip per Tab: the bar's show or hide after the focus's scroll, and its transition, waited for inside.
        const f: { key: string; hiddenUnder: string | null } | null = await page.evaluate(
          `(${focusedAndCovered})(${inPage.frames}, ${inPage.animationsDone})`,
        );
        if (!f || seen.has(f.key)) break; // focus went round the page
        seen.add(f.key);
        if (f.hiddenUnder) hidden.push(`${f.key.slice(0, 80)} under ${f.hiddenUnder}`);
      }
      expect(seen.size, `${route}: elements Tab reached`).toBeGreaterThan(10);
      expect(hidden, `${route}: focused elements hidden`).toEqual([]);
    }
  });
});

test.describe('at 1280px', () => {
  test('no bottom bar; a partly shown link or field focused scrolls clear of the floating Book Now', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(TOUR);
    // The first control below the first screen the page can bring in until only its top 10px show above the bottom edge.
    const placed = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        ':is(main, footer) :is(a[href], button, input, textarea, select)',
      );
      const target = [...controls].find((el) => {
        const { width, height, top } = el.getBoundingClientRect();
        const y = top + scrollY - innerHeight;
        return (
          width > 0 &&
          height > 0 &&
          height < innerHeight / 4 &&
          y > 0 &&
          y + 10 <= document.documentElement.scrollHeight - innerHeight
        );
      });
      target?.setAttribute('data-test-target', '');
      if (target) scrollTo(0, target.getBoundingClientRect().top + scrollY - innerHeight + 10);
      return target?.outerHTML.slice(0, 80);
    });
    expect(placed, 'the tour page has a link or field below its first screen').toBeTruthy();
    await frames(page, 2);
    await expect(page.locator('[data-mobile-bar]'), 'the bottom bar is for phones').toBeHidden();
    await page.locator('[data-test-target]').focus();
    await frames(page, 2);
    const [bottom, ctaTop] = await page
      .evaluate(() =>
        ['[data-test-target]', '[data-floating-cta]'].map((s) => document.querySelector(s)!.getBoundingClientRect()),
      )
      .then(([t, c]) => [t.bottom, c.top]);
    expect(bottom, `${placed} ends above the floating Book Now`).toBeLessThanOrEqual(ctaTop);
  });
});
