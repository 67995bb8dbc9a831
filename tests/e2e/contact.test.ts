/**
 * /contact in Chromium at 375 and 1280 px, against the built site with its
 * production headers (CSP included). The page's sections as built are proven
 * in tests/routes/contact.test.ts, its axe, layout and console at rest in
 * every-route.test.ts. Keys come from the content being built. EmailJS is intercepted: every
 * assertion about the wire is about the request the real SDK made. The form's
 * own behaviour (validation, sending, failures, the 10 s wait, the honeypot)
 * is proven in tests/islands/ContactForm.test.tsx.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, MOBILE, recordScripts, scriptsKb, scrollToY, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { axeViolations } from '../helpers/axe.ts';
import { content } from '../helpers/site.ts';
import { escapeRegExp } from '../helpers/copy.ts';
import { animationsDone, frames } from '../helpers/settle.ts';
import { CONTACT_MESSAGES } from '../../src/lib/contactForm.ts';

/** The form's words (content/labels.json contactForm and forms), each as the start of a field's label. */
const { contactForm: words, forms } = content().labels;
const starts = (label: string) => new RegExp(`^${escapeRegExp(label)}`);
const NAME = starts(words.name);
const EMAIL = starts(words.email);
const MESSAGE = starts(`${words.message} ${forms.optional}`);
const CONSENT = starts(words.consent);

const EMAILJS = 'https://api.emailjs.com/**';
const CORS = { 'access-control-allow-origin': '*' };

/**
 * What lies under the "?" help button, read in the page: whether it shows, whether its box lies inside the visible
 * bottom booking bar and over that bar's link or the floating Book Now, and the text and controls under it that are
 * not themselves pinned (inside a fixed or sticky box, such as the header or the bar).
 */
const UNDER_HELP_BUTTON = `(() => {
  const fab = document.querySelector('a.help-fab');
  const style = getComputedStyle(fab);
  if (style.display === 'none' || style.visibility === 'hidden') return { shown: false, inBar: false, overBarLink: false, overCta: false, under: [] };
  const f = fab.getBoundingClientRect();
  const overlaps = (r) => r.width > 0 && r.height > 0 && r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
  const pinned = (n) => {
    for (let e = n; e; e = e.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return true;
    return false;
  };
  const bar = document.querySelector('[data-mobile-bar]');
  const b = bar.getBoundingClientRect();
  const inBar = getComputedStyle(bar).visibility === 'visible' && f.top >= b.top && f.bottom <= b.bottom && f.left >= b.left && f.right <= b.right;
  const overBarLink = overlaps(document.querySelector('[data-mobile-bar-link]').getBoundingClientRect());
  const cta = document.querySelector('a.floating-cta');
  const overCta = !!cta && getComputedStyle(cta).visibility !== 'hidden' && overlaps(cta.getBoundingClientRect());
  const under = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode()); ) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('.visually-hidden, .hp, script, style') || pinned(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    if ([...range.getClientRects()].some(overlaps)) under.push(n.textContent.trim().slice(0, 40));
  }
  for (const el of document.querySelectorAll('input, textarea, select, button')) {
    if (!el.closest('.hp') && !pinned(el) && overlaps(el.getBoundingClientRect())) under.push(el.outerHTML.slice(0, 60));
  }
  return { shown: true, inBar, overBarLink, overCta, under };
})()`;

describe('contact.test.ts', () => {
  const suite = browserSuite();

  /** Opens /contact with EmailJS answered by `answer`, the bodies of the requests posted to it recorded. */
  async function open(
    viewport = DESKTOP,
    answer: (route: Route) => Promise<void> = (r) => r.fulfill({ status: 200, body: 'OK', headers: CORS }),
    reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  ) {
    const w = await suite.open({ viewport, reducedMotion });
    const requests: Record<string, unknown>[] = [];
    await w.context.route(EMAILJS, (route) => {
      const req = route.request();
      if (req.method() === 'POST') requests.push(JSON.parse(req.postData() ?? '{}'));
      return answer(route);
    });
    await w.page.goto('/contact');
    return { ...w, requests };
  }

  /** The contact form's controls (the footer has a newsletter form with its own e-mail field). */
  const form = (page: Page) => page.locator('form.contact-form');
  const input = (page: Page, label: RegExp) => form(page).getByLabel(label);

  async function fill(page: Page, values: { name?: string; email?: string; message?: string; consent?: boolean } = {}) {
    const { name = 'Ada Lovelace', email = 'ada@example.com', message, consent = true } = values;
    // Wake the island and let it hydrate before typing on: typing across fields during hydration has its own test below,
    // and a click before hydration is held and replayed afterwards, so check() would see the box change a moment late.
    await input(page, NAME).focus();
    await page.waitForSelector('[data-island="ContactForm"][data-hydrated="true"]');
    await input(page, NAME).fill(name);
    await input(page, EMAIL).fill(email);
    if (message !== undefined) await input(page, MESSAGE).fill(message);
    if (consent) await input(page, CONSENT).check();
  }

  async function violationsIn(page: Page, state: string): Promise<string[]> {
    // The page's own content (toasts and the help button included); the shared header, footer and booking calls to action are the layout's to check.
    // A toast still fading in is measured at part opacity: check the state people read, once entrances have run.
    await animationsDone(page);
    return (await axeViolations(page, { include: 'main' })).map((v) => `${state}: ${v}`);
  }

  const submitButton = (page: Page) => page.locator('.contact-form button[type="submit"]');
  const toast = (page: Page, tone: string) => page.locator(`[data-toast="${tone}"]`);

  describe('/contact page', () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      // Scrolled a third of a screen at a time, top to bottom: wherever the "?" shows, nothing readable is under it, except
      // on phones, where it shows only inside the bottom booking bar's strip (which the page already keeps clear for).
      it(`at ${viewport.width}px the help button never sits over a field, text or Book Now as the page scrolls`, async () => {
        const w = await open(viewport, undefined, 'reduce');
        const { page } = w;
        const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        let shownAt = 0;
        for (let y = 0; ; y = Math.min(height, y + Math.round(viewport.height / 3))) {
          await scrollToY(page, y);
          await frames(page, 2);
          await animationsDone(page);
          const seen = (await page.evaluate(UNDER_HELP_BUTTON)) as {
            shown: boolean;
            inBar: boolean;
            overBarLink: boolean;
            overCta: boolean;
            under: string[];
          };
          if (seen.shown) {
            shownAt++;
            assert.equal(seen.overCta, false, `at scroll ${y}: over the floating Book Now`);
            if (viewport === MOBILE) {
              assert.ok(seen.inBar, `at scroll ${y}: shown outside the booking bar`);
              assert.equal(seen.overBarLink, false, `at scroll ${y}: over the bar's link`);
            } else assert.deepEqual(seen.under, [], `at scroll ${y}`);
          }
          if (y >= height) break;
        }
        assert.ok(shownAt > 0, 'the help button never showed');
        assert.deepEqual(w.problems, []);
      });
    }

    it('at 375px the failure toast appears in view below Send and never covers the form as the page scrolls', async () => {
      const w = await open(
        MOBILE,
        (r) => r.fulfill({ status: 500, body: 'Internal Server Error', headers: CORS }),
        'reduce',
      );
      const { page } = w;
      await fill(page, { message: 'Do you run tours in winter?' });
      await submitButton(page).click();
      const t = toast(page, 'error');
      await t.waitFor({ timeout: 10_000 });
      await frames(page, 2);
      await animationsDone(page);
      const box = async (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      // In view, under the header and above the booking bar.
      const shown = await box('[data-toast="error"]');
      const header = await box('[data-header]');
      const bar = await page
        .locator('[data-mobile-bar]')
        .evaluate((el) =>
          getComputedStyle(el).visibility === 'visible' ? el.getBoundingClientRect().top : innerHeight,
        );
      assert.ok(
        shown.top >= header.bottom && shown.bottom <= bar,
        `toast from ${shown.top} to ${shown.bottom}px, header ends ${header.bottom}, bar starts ${bar}`,
      );
      const send = await box('.contact-form button[type="submit"]');
      assert.ok(shown.top >= send.bottom, 'the toast is below Send');
      // Scrolled through the form with the toast still up: it never covers a field or the form's text.
      const formTop = await page.evaluate(
        () => document.querySelector('form.contact-form')!.getBoundingClientRect().top + scrollY,
      );
      for (
        let y = Math.max(0, formTop - MOBILE.height);
        y < formTop + MOBILE.height;
        y += Math.round(MOBILE.height / 4)
      ) {
        await scrollToY(page, y);
        await frames(page, 2);
        const covered = await page.evaluate(() => {
          const t = document.querySelector('[data-toast="error"]')!.getBoundingClientRect();
          return [
            ...document.querySelectorAll(
              'form.contact-form :is(input:not([name="website"]), textarea, label, button, p)',
            ),
          ]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
            })
            .map((el) => el.outerHTML.slice(0, 60));
        });
        assert.deepEqual(covered, [], `at scroll ${y}`);
      }
      assert.equal(await input(page, MESSAGE).inputValue(), 'Do you run tours in winter?');
    });

    it('loads no React or EmailJS until the visitor interacts, then sends to EmailJS', async () => {
      const w = await open(DESKTOP);
      const { page } = w;
      const scripts = recordScripts(page);
      await page.reload();
      await page.waitForLoadState('networkidle');
      const before = scripts.map((s) => s.url);
      assert.equal(
        await page.locator('[data-island="ContactForm"]').getAttribute('data-hydrated'),
        null,
        'not hydrated before interaction',
      );
      // Only the chrome script, the island runtime and its tiny shared helper: no React (mount-*), no island, no SDK (es-*).
      assert.ok(
        before.every((u) => !/\/(mount|ContactForm|es|Accordion)-/.test(u)),
        `nothing heavy before interaction: ${before.join(', ')}`,
      );

      await fill(page);
      await page.waitForSelector('[data-island="ContactForm"][data-hydrated="true"]');
      const afterTyping = scripts.length;
      await submitButton(page).click();
      await toast(page, 'success').waitFor();
      assert.ok(!scripts.slice(0, afterTyping).some((s) => /\/es-/.test(s.url)), 'no SDK while typing');
      assert.ok(
        scripts.slice(afterTyping).some((s) => /\/es-/.test(s.url)),
        'the EmailJS SDK chunk loads on submit',
      );

      // The request got past the enforced policy; its payload is ContactForm.test.tsx's, the content's keys in the
      // island's props tests/routes/contact.test.ts's.
      assert.equal(w.requests.length, 1);
      assert.equal(w.requests[0].user_id, content().site.emailjs.publicKey);
      console.log(
        `# /contact JS: before interaction ${await scriptsKb(scripts.filter((s) => before.includes(s.url)))} KB (${before.length} files); ` +
          `after send ${await scriptsKb(scripts)} KB (${scripts.length} files)`,
      );
      assert.deepEqual(w.problems, []);
    });

    // Chromium, like Firefox, moves focus off a button that becomes disabled (at the next frame), onto <body>.
    it('keeps keyboard focus on Send while sending and after a failed send', async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const w = await open(MOBILE, async (route) => {
        await held;
        await route.fulfill({ status: 500, body: 'Internal Server Error', headers: CORS });
      });
      const { page } = w;
      try {
        await fill(page);
        await submitButton(page).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: words.sending }).waitFor({ timeout: 10_000 });
        // A few rendering updates: where a disabled button loses focus, it has by now.
        await frames(page, 3);
        const focused = () =>
          page.evaluate(() => document.activeElement?.matches('.contact-form button[type="submit"]') ?? false);
        assert.equal(await focused(), true, 'focus left Send while sending');
        release();
        await toast(page, 'error').waitFor({ timeout: 10_000 });
        await page.getByRole('button', { name: words.send }).waitFor();
        await frames(page, 3);
        assert.equal(await focused(), true, 'focus left Send after the failure');
        assert.equal(await submitButton(page).getAttribute('aria-disabled'), null);
      } finally {
        release();
        await w.context.close();
      }
    });

    /** Holds back the contact form's code until `release()` (it is asked for only on contact), so what the visitor does meanwhile happens before hydration. */
    async function holdFormCode(w: Watched) {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await w.context.route(/\/assets\/chunks\/ContactForm-[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    // Guards the runtime's promise: a click that lands while React is still loading is replayed once, after hydration.
    // (Replayed at once instead, it would post the form natively to /contact.)
    it('replays a submit made before the island hydrated', async () => {
      const w = await open(DESKTOP);
      // Hold React back so the click lands before hydration.
      const release = await holdFormCode(w);
      const { page } = w;
      // Values arrive without events (as autofill might); the click on Send is the first contact, so it wakes the island.
      await form(page).evaluate((f: HTMLFormElement) => {
        (f.elements.namedItem('name') as HTMLInputElement).value = 'Ada Lovelace';
        (f.elements.namedItem('email') as HTMLInputElement).value = 'ada@example.com';
        (f.elements.namedItem('consent') as HTMLInputElement).checked = true;
      });
      assert.notEqual(await page.locator('[data-island="ContactForm"]').getAttribute('data-hydrated'), 'true');
      await submitButton(page).click();
      assert.notEqual(
        await page.locator('[data-island="ContactForm"]').getAttribute('data-hydrated'),
        'true',
        'the click landed before hydration',
      );
      release();
      await toast(page, 'success').waitFor({ timeout: 5000 });
      assert.equal(w.requests.length, 1);
      assert.equal((w.requests[0].template_params as { name: string }).name, 'Ada Lovelace');
      assert.deepEqual(w.problems, []);
    });

    // The runtime restores focus after hydration only when it was lost; pulling it back to the field that woke the
    // island would send text typed meanwhile into the next field to the first one.
    it('keeps focus and text where the visitor put them when they Tab on while the island loads', async () => {
      const w = await open(DESKTOP);
      const release = await holdFormCode(w);
      const { page } = w;
      await input(page, NAME).fill('Ada Lovelace');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ada@example.com');
      assert.notEqual(
        await page.locator('[data-island="ContactForm"]').getAttribute('data-hydrated'),
        'true',
        'typed before hydration',
      );
      release();
      await page.waitForSelector('[data-island="ContactForm"][data-hydrated="true"]');
      await page.keyboard.type('.uk');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'email');
      assert.equal(await input(page, NAME).inputValue(), 'Ada Lovelace');
      assert.equal(await input(page, EMAIL).inputValue(), 'ada@example.com.uk');
      assert.deepEqual(w.problems, []);
    });

    // At rest is checked at both widths above; the states here only add markup, so one width is enough.
    {
      const viewport = MOBILE;
      it(`has no axe-core violations at ${viewport.width}px with field errors, either toast, or the sent panel`, async () => {
        let fail = true;
        const w = await open(viewport, (r) =>
          fail
            ? r.fulfill({ status: 500, body: 'x', headers: CORS })
            : r.fulfill({ status: 200, body: 'OK', headers: CORS }),
        );
        const { page } = w;
        const found: string[] = [];
        await form(page).locator('[name="name"]').focus();
        await page.waitForSelector('[data-island="ContactForm"][data-hydrated="true"]');
        await submitButton(page).click();
        await form(page).getByText(CONTACT_MESSAGES.nameRequired).waitFor();
        found.push(...(await violationsIn(page, 'field errors')));
        await fill(page);
        await page.evaluate(() => localStorage.clear());
        await submitButton(page).click();
        await toast(page, 'error').waitFor();
        await submitButton(page).click();
        await toast(page, 'info').waitFor();
        found.push(...(await violationsIn(page, 'toasts')));
        fail = false;
        await page.evaluate(() => localStorage.clear());
        await submitButton(page).click();
        await page.locator('.contact-sent').waitFor({ state: 'visible' });
        found.push(...(await violationsIn(page, 'sent panel')));
        assert.deepEqual(found, []);
      });
    }
  });
});
