/**
 * The site chrome in Chromium at 375 and 1280 px: skip link, sticky header
 * scroll state (past 50 px), the Tours dropdown (one link per tour of the
 * content, in order) with and without script, the small-screen menu, the
 * remembered announcement dismissal without layout shift, the bottom booking
 * bar (past 300 px, below 768 px) with keyboard focus never hidden under it,
 * and the floating call to action, which a focused control scrolled into view
 * stops above on wide screens. What
 * every route must show (no horizontal scroll, the floating Book Now, the
 * footer year) is checked on the route walk of every-route.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, scrollToY, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content, publicTours } from '../helpers/site.ts';
import { ANIMATIONS_DONE_IN_PAGE, animationsDone, frames, framesInPage, settled } from '../helpers/settle.ts';

/** A long page with the booking section (#book-now) the bottom bar scrolls to: the first public tour's. */
const TOUR = publicTours()[0].href;
/** The Tours menu: one link per tour, in the content's order. */
const TOUR_LINKS = content().tours.map((t) => ({ href: t.href, label: t.shortTitle }));

describe('layout.test.ts', () => {
  const suite = browserSuite();

  async function visit(
    route: string,
    viewport = DESKTOP,
    opts: { reducedMotion?: 'reduce'; javaScriptEnabled?: false } = {},
  ): Promise<Watched> {
    const w = await suite.open({ viewport, ...opts });
    await w.page.goto(route, { waitUntil: 'load' });
    return w;
  }

  const docTop = (page: Page, sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName ?? '',
        id: el?.id ?? '',
        cls: el?.className ?? '',
        href: el?.getAttribute('href') ?? '',
        dropdownToggle: el?.hasAttribute('data-dropdown-toggle') ?? false,
        navToggle: el?.hasAttribute('data-nav-toggle') ?? false,
      };
    });

  describe('skip link', () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      it(`is the first Tab stop, shows itself, and moves focus to main (${viewport.width}px)`, async () => {
        const { page } = await visit('/about', viewport);
        await page.keyboard.press('Tab');
        const first = await focused(page);
        assert.equal(first.href, '#main');
        const box = await page.locator('a[href="#main"]').boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, 'the focused skip link is not on screen');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.activeElement?.id === 'main');
        assert.equal((await focused(page)).tag, 'MAIN');
      });
    }
  });

  describe('header', () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      it(`turns translucent with a shadow past 50px and back at the top, without moving the content (${viewport.width}px)`, async () => {
        const { page } = await visit(TOUR, viewport);
        const header = page.locator('[data-header]');
        // No named helpers inside evaluate: the test transpiler would wrap them in a helper the page does not have.
        const look = () =>
          header.evaluate((h) => {
            const styles = ([h, ...h.children] as HTMLElement[]).map((el) => getComputedStyle(el));
            const alphas = styles.map((s) => {
              const parts = (/rgba?\(([^)]+)\)/.exec(s.backgroundColor)?.[1] ?? '').split(/[\s,/]+/).filter(Boolean);
              return parts.length === 4 ? Number(parts[3]) : 1;
            });
            return {
              scrolled: h.classList.contains('is-scrolled'),
              shadow: styles.some((s) => s.boxShadow !== 'none'),
              translucent: alphas.some((a) => a > 0 && a < 1),
            };
          });
        assert.deepEqual(await look(), { scrolled: false, shadow: false, translucent: false });
        const mainBefore = await docTop(page, 'main h1');
        await scrollToY(page, 40);
        await frames(page, 2); // the scroll handler updates in the frame after the scroll
        assert.equal((await look()).scrolled, false, 'scrolled state at 40px');
        await scrollToY(page, 120);
        await header.and(page.locator('.is-scrolled')).waitFor();
        await animationsDone(page); // the header's transition
        assert.deepEqual(await look(), { scrolled: true, shadow: true, translucent: true });
        assert.equal(await docTop(page, 'main h1'), mainBefore, 'the content moved when the header changed');
        await scrollToY(page, 0);
        await page.waitForFunction(() => !document.querySelector('[data-header]')?.classList.contains('is-scrolled'));
        await animationsDone(page);
        assert.deepEqual(await look(), { scrolled: false, shadow: false, translucent: false });
        assert.equal(await docTop(page, 'main h1'), mainBefore);
      });
    }
  });

  describe('Tours dropdown on wide screens', () => {
    const sel = {
      item: '[data-dropdown]',
      toggle: '[data-dropdown-toggle]',
      list: '[data-dropdown] ul',
    };
    const expanded = (page: Page) => page.locator(sel.toggle).getAttribute('aria-expanded');

    it('opens on hover after a short delay and closes when the pointer leaves', async () => {
      const { page, problems } = await visit('/about');
      assert.equal(await page.locator(sel.list).isVisible(), false);
      await page.locator(`${sel.item} > a`).hover();
      await page.locator(sel.list).waitFor({ state: 'visible', timeout: 1000 });
      assert.equal(await expanded(page), 'true');
      assert.deepEqual(
        await page
          .locator(`${sel.list} a`)
          .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), label: a.textContent }))),
        TOUR_LINKS,
      );
      await page.mouse.move(5, 700);
      await page.locator(sel.list).waitFor({ state: 'hidden', timeout: 1500 });
      assert.equal(await expanded(page), 'false');
      assert.deepEqual(problems, []);
    });

    it('opens and closes on a click of its toggle, and closes on an outside click', async () => {
      const { page } = await visit('/about');
      await page.locator(sel.toggle).click();
      assert.equal(await expanded(page), 'true');
      assert.ok(await page.locator(sel.list).isVisible());
      await page.locator(sel.toggle).click();
      assert.equal(await expanded(page), 'false');
      await page.locator(sel.toggle).click();
      await page.mouse.move(600, 600); // away from the menu, so hover does not hold it
      await page.locator('main h1').click();
      await page.locator(sel.list).waitFor({ state: 'hidden', timeout: 1000 });
      assert.equal(await expanded(page), 'false');
    });

    // Focus on Tours opens the list, focus on a sub-link keeps it open; Escape returns focus to the toggle.
    it('works from the keyboard: focus opens it, Escape closes it and returns focus, Enter toggles', async () => {
      const { page } = await visit('/about');
      // Reach the Tours link by keyboard, so its focus is :focus-visible as a keyboard user's is.
      for (let i = 0; i < 12 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Tours'; i++)
        await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Tours',
        'Tab never reached the Tours link',
      );
      assert.equal(await expanded(page), 'true', 'keyboard focus on Tours did not open the list');
      await page.keyboard.press('Tab');
      assert.ok((await focused(page)).dropdownToggle, 'Tab from Tours does not reach the toggle');
      assert.equal(await expanded(page), 'true');
      await page.keyboard.press('Tab');
      const onSub = await focused(page);
      assert.match(onSub.href, /^\/tours\/./, 'Tab does not enter the submenu');
      assert.ok(await page.locator(sel.list).isVisible(), 'focus on a sub-link closed the list');
      await page.keyboard.press('Escape');
      assert.equal(await expanded(page), 'false');
      assert.ok((await focused(page)).dropdownToggle, 'Escape did not return focus to the toggle');
      assert.equal(
        await page.locator(sel.list).isVisible(),
        false,
        'the focus Escape put back on the toggle reopened the list',
      );
      await page.keyboard.press('Enter');
      assert.equal(await expanded(page), 'true', 'Enter on the toggle did not open the list');
      await page.keyboard.press('Enter');
      assert.equal(await expanded(page), 'false', 'Enter on the open toggle did not close it');
    });

    it('closes when focus leaves it by keyboard', async () => {
      const { page } = await visit('/about');
      await page.locator(sel.toggle).focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < TOUR_LINKS.length + 1; i++) await page.keyboard.press('Tab'); // every sub-link, then out
      assert.doesNotMatch((await focused(page)).href, /^\/tours\/./);
      assert.equal(await expanded(page), 'false');
    });

    it('closes when a sub-link is clicked', async () => {
      const { page } = await visit('/about');
      // Keep the page here, so the state after the click can be read.
      await page.evaluate(() =>
        document.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault()),
      );
      await page.locator(sel.toggle).click();
      await page.locator(`${sel.list} a`).first().click();
      assert.equal(await expanded(page), 'false');
      await page.mouse.move(600, 600);
      await page.locator(sel.list).waitFor({ state: 'hidden', timeout: 1000 });
    });

    it('without script, opens with CSS on hover and on keyboard focus', async () => {
      const { page } = await visit('/about', DESKTOP, { javaScriptEnabled: false });
      assert.equal(await page.locator(sel.list).isVisible(), false);
      await page.locator(`${sel.item} > a`).hover();
      assert.ok(await page.locator(sel.list).isVisible(), ':hover does not open it');
      await page.mouse.move(5, 700);
      assert.equal(await page.locator(sel.list).isVisible(), false);
      await page.locator(`${sel.item} > a`).focus();
      assert.ok(await page.locator(sel.list).isVisible(), ':focus-within does not open it');
      // Straight to the sub-links: a toggle that cannot work without script is no Tab stop.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(
        () => document.activeElement?.getAttribute('href') ?? document.activeElement?.outerHTML.slice(0, 80) ?? '',
      );
      assert.match(next, /^\/tours\/./, 'Tab from Tours does not reach the sub-links without script');
      assert.ok(await page.locator(sel.list).isVisible());
    });
  });

  describe('menu on small screens (375px)', () => {
    it('the toggle opens the flat list, sub-links indented; Escape closes it and refocuses the toggle', async () => {
      const { page } = await visit('/about', MOBILE);
      const toggle = page.locator('[data-nav-toggle]');
      const nav = page.locator('#site-nav');
      assert.equal(await nav.isVisible(), false);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.ok(await nav.isVisible());
      const { menus } = content();
      for (const label of [...menus.header.items.map((i) => i.label), menus.header.button.label]) {
        assert.ok(await nav.getByRole('link', { name: label, exact: true }).isVisible(), `${label} is not visible`);
      }
      const subs = nav.locator('[data-dropdown] ul a');
      assert.deepEqual(
        await subs.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        TOUR_LINKS.map((l) => l.href),
      );
      for (let i = 0; i < TOUR_LINKS.length; i++)
        assert.ok(await subs.nth(i).isVisible(), 'a sub-link is hidden in the small-screen menu');
      const indent = await nav.locator('[data-dropdown] ul').evaluate((ul) => {
        const s = getComputedStyle(ul);
        return parseFloat(s.paddingLeft) + parseFloat(s.marginLeft);
      });
      assert.ok(indent > 0, 'the sub-list is not indented');
      const toursX = (await nav.locator('[data-dropdown] > a').boundingBox())!.x;
      assert.ok((await subs.first().boundingBox())!.x > toursX, 'sub-links do not start right of Tours');
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await nav.isVisible(), false);
      assert.ok((await focused(page)).navToggle, 'focus did not return to the toggle');
    });

    it('without script, the menu is a visible list and the toggle is hidden', async () => {
      const { page } = await visit('/about', MOBILE, { javaScriptEnabled: false });
      assert.ok(await page.locator('#site-nav').isVisible());
      assert.equal(await page.locator('[data-nav-toggle]').isVisible(), false);
      assert.ok(await page.locator('#site-nav [data-dropdown] ul a').first().isVisible());
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `scrolls sideways by ${overflow}px without script`);
    });
  });

  describe('announcement bar', () => {
    it('shows on /; a dismissal hides it and holds across a reload (a promo key), with no shift', async () => {
      const w = await visit('/', MOBILE);
      const { page, context } = w;
      const bar = page.locator('[data-announcement]');
      assert.ok(await bar.isVisible());
      await bar.getByRole('button').click();
      assert.equal(await bar.isVisible(), false);
      const keys = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => /promo/i.test(k) && localStorage.getItem(k)),
      );
      assert.equal(keys.length, 1, 'no stored dismissal under a key containing "promo"');
      // Sum layout shifts from the very start of the next load.
      // Each shift's moved elements are kept too, so a failure names what moved, when and by how much.
      // (A string: tsx wraps functions declared inside a function with a helper the page does not have.)
      await context.addInitScript(`
        window.__shift = 0;
        window.__moved = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            window.__shift += e.value;
            for (const src of e.sources || []) {
              const n = src.node;
              const what = n ? n.nodeName.toLowerCase() + (n.id ? '#' + n.id : '') + (typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : 'a removed node';
              window.__moved.push(e.value.toFixed(3) + ' at ' + Math.round(e.startTime) + ' ms: ' + what + ' y ' + src.previousRect.y + ' -> ' + src.currentRect.y + ', height ' + src.previousRect.height + ' -> ' + src.currentRect.height);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      `);
      await page.reload({ waitUntil: 'load' });
      assert.equal(await bar.isVisible(), false, 'the dismissed bar is back after a reload');
      // Shifts come from what runs after load: the page's idle work, islands waking, late fonts.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await settled(page);
      const { shift, moved } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __moved: string[] };
        return { shift: w.__shift, moved: w.__moved };
      });
      assert.equal(shift, 0, `layout shift of ${shift} while the dismissed page loaded:\n${moved.join('\n')}`);
      assert.deepEqual(w.problems, []);
    });
  });

  describe('booking calls to action', () => {
    it('at 375px the bottom bar is hidden and unfocusable until 300px down, and links to #book-now', async () => {
      const { page, problems } = await visit(TOUR, MOBILE);
      const bar = page.locator('[data-mobile-bar]');
      const link = bar.locator('a');
      assert.equal(await bar.isVisible(), false);
      assert.equal(
        await link.evaluate((a: HTMLElement) => {
          a.focus();
          return document.activeElement === a;
        }),
        false,
        'the hidden bar takes focus',
      );
      await scrollToY(page, 250);
      await frames(page, 2); // the scroll handler updates in the frame after the scroll
      assert.equal(await bar.isVisible(), false, 'shown before 300px');
      await scrollToY(page, 400);
      await bar.and(page.locator('.is-visible')).waitFor();
      await animationsDone(page); // the slide-in
      const box = (await bar.boundingBox())!;
      assert.ok(
        Math.abs(box.y + box.height - MOBILE.height) <= 1,
        `the bar is not at the bottom edge (y=${box.y}, h=${box.height})`,
      );
      assert.ok(await link.isVisible());
      assert.equal(await page.locator('#book-now').count(), 1, `${TOUR} has no #book-now`);
      await link.click();
      await page.waitForFunction(() => {
        const r = document.getElementById('book-now')!.getBoundingClientRect();
        return r.top >= -1 && r.top < window.innerHeight / 2;
      });
      assert.equal(new URL(page.url()).pathname, TOUR, 'the bar navigated away instead of scrolling');
      assert.deepEqual(problems, []);
    });

    it('the bottom bar never shows at 1280px; the floating Book Now links to /booking', async () => {
      const { page } = await visit(TOUR, DESKTOP);
      await scrollToY(page, 600);
      await frames(page, 2);
      await animationsDone(page);
      assert.equal(await page.locator('[data-mobile-bar]').isVisible(), false);
      const cta = page.locator('[data-floating-cta]');
      assert.ok(await cta.isVisible());
      assert.equal(await cta.getAttribute('href'), '/booking');
      const box = (await cta.boundingBox())!;
      assert.ok(
        box.y + box.height <= DESKTOP.height && box.x + box.width <= DESKTOP.width,
        'the floating call to action is off screen',
      );
    });

    // Tabbing through a tour page and /contact, every focused element shows.
    it('at 375px, Tab never lands focus under the bottom bar, the "?" help button or the header', async () => {
      for (const route of [TOUR, '/contact']) {
        const { page } = await visit(route, MOBILE, { reducedMotion: 'reduce' });
        const hidden: string[] = [];
        const seen = new Set<string>();
        for (let i = 0; i < 300; i++) {
          await page.keyboard.press('Tab');
          // One round trip per Tab: the bar shows or hides in the frame after the scroll the focus caused, then its
          // transition runs out (the waits of frames() and animationsDone(), inside the same evaluate as the check).
          const f = (await page.evaluate(`(async () => {
            await ${framesInPage(3)};
            await ${ANIMATIONS_DONE_IN_PAGE};
            const el = document.activeElement;
            if (!el || el === document.body) return null;
            const key = el.id || el.outerHTML.slice(0, 120);
            // Pinned: inside a fixed or sticky box (the bar, the "?" button, the header), which is on top by design.
            const pinned = (n) => {
              for (let e = n; e; e = e.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return e;
              return null;
            };
            if (pinned(el)) return { key, hiddenUnder: null };
            const r = el.getBoundingClientRect();
            const covers = [0.25, 0.5, 0.75].map((t) => {
              const hit = document.elementFromPoint(r.left + r.width * t, r.top + r.height / 2);
              return hit && !el.contains(hit) && !hit.contains(el) ? pinned(hit) : null;
            });
            return { key, hiddenUnder: covers.every(Boolean) ? String(covers[0].className || covers[0].tagName) : null };
          })()`)) as { key: string; hiddenUnder: string | null } | null;
          if (!f || seen.has(f.key)) break; // focus went round the page
          seen.add(f.key);
          if (f.hiddenUnder) hidden.push(`${f.key.slice(0, 80)} under ${f.hiddenUnder}`);
        }
        assert.ok(seen.size > 10, `${route}: Tab reached only ${seen.size} elements`);
        assert.deepEqual(hidden, [], `${route}: focused elements hidden`);
      }
    });

    it('at 1280px, focusing a partly shown link or field scrolls it clear of the floating Book Now', async () => {
      const { page } = await visit(TOUR, DESKTOP, { reducedMotion: 'reduce' });
      // The first control below the first screen that the page can bring in until only its top 10px show above the
      // window's bottom edge (whatever the tour's content, its booking section and footer are below the first screen).
      const placed = await page.evaluate(() => {
        const maxScroll = document.documentElement.scrollHeight - innerHeight;
        const controls = document.querySelectorAll<HTMLElement>(
          ':is(main, footer) :is(a[href], button, input, textarea, select)',
        );
        const target = [...controls].find((el) => {
          const r = el.getBoundingClientRect();
          const top = r.top + scrollY;
          return (
            r.width > 0 &&
            r.height > 0 &&
            r.height < innerHeight / 4 &&
            top > innerHeight &&
            top - innerHeight + 10 <= maxScroll
          );
        });
        if (!target) return null;
        target.dataset.testTarget = '';
        scrollTo(0, target.getBoundingClientRect().top + scrollY - innerHeight + 10);
        return target.outerHTML.slice(0, 80);
      });
      assert.ok(placed, 'the tour page has no link or field below its first screen');
      await frames(page, 2);
      await page.locator('[data-test-target]').focus();
      await frames(page, 2);
      const { bottom, ctaTop } = await page.evaluate(() => ({
        bottom: document.querySelector('[data-test-target]')!.getBoundingClientRect().bottom,
        ctaTop: document.querySelector('[data-floating-cta]')!.getBoundingClientRect().top,
      }));
      assert.ok(bottom <= ctaTop, `${placed} ends at ${bottom}px, under the floating Book Now (from ${ctaTop}px)`);
    });

    it('the footer honeypot is off-screen', async () => {
      const { page } = await visit('/about', DESKTOP);
      const box = await page.locator('footer form input[tabindex="-1"]').boundingBox();
      assert.ok(
        !box || box.x + box.width <= 0 || box.y + box.height <= 0,
        `the honeypot is on the page at ${JSON.stringify(box)}`,
      );
    });
  });
});
