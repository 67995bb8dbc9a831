/** /contact in Chromium, EmailJS answered here (the form's rules: tests/islands/ContactForm.test.tsx). */
import type { Page, Route } from '@playwright/test';
import { DESKTOP, MOBILE, animationsDone, axeViolations } from '../helpers/browser.ts';
import { expect, frames, recordScripts, scrollToY, test } from '../helpers/browser.ts';
import { content } from '../helpers/site.ts';
import { escapeRegExp } from '../helpers/copy.ts';
import { CONTACT_MESSAGES } from '../../src/lib/contactForm.ts';

const { contactForm: words } = content().labels;
const [NAME, EMAIL, CONSENT] = [words.name, words.email, words.consent].map((l) => new RegExp(`^${escapeRegExp(l)}`));
const CORS = { 'access-control-allow-origin': '*' };
const ok = (r: Route) => r.fulfill({ status: 200, body: 'OK', headers: CORS });
const fail = (r: Route) => r.fulfill({ status: 500, body: 'Internal Server Error', headers: CORS });

/** Opens /contact with EmailJS answered by `answer`; returns the bodies posted to it. */
async function open(page: Page, answer: (route: Route) => Promise<void> = ok) {
  const posted: Record<string, any>[] = [];
  await page.route('https://api.emailjs.com/**', (route) => {
    if (route.request().method() === 'POST') posted.push(JSON.parse(route.request().postData() ?? '{}'));
    return answer(route);
  });
  await page.goto('/contact');
  return posted;
}

/** The contact form's fields by the start of their labels (the footer's newsletter form has an e-mail field too). */
const input = (page: Page, label: RegExp) => page.locator('form.contact-form').getByLabel(label);
const send = (page: Page) => page.locator('.contact-form button[type="submit"]');
const island = (page: Page) => page.locator('[data-island="ContactForm"]');

/** Wakes the island and waits for it before typing (keys while it wakes: tests/islands/holdUntilAwake.test.tsx). */
async function fill(page: Page) {
  await input(page, NAME).focus();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  await input(page, NAME).fill('Ada Lovelace');
  await input(page, EMAIL).fill('ada@example.com');
  await input(page, CONSENT).check();
}

/** What lies under the "?" help button: whether it shows, inside the visible bottom bar, over its link or the floating Book Now, and the unpinned text and controls under it. */
const underHelpButton = () => {
  const box = (el: Element | null) => el!.getBoundingClientRect();
  const f = box(document.querySelector('a.help-fab'));
  const shown = (el: Element | null) =>
    !!el && getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).display !== 'none';
  const overlaps = (r: DOMRect) =>
    r.width > 0 && r.height > 0 && r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
  const pinned = (n: Element | null) => {
    for (let e = n; e; e = e.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return true;
    return false;
  };
  const bar = document.querySelector('[data-mobile-bar]')!;
  const b = box(bar);
  const cta = document.querySelector('a.floating-cta');
  const under: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent!.trim() || !el || el.closest('.visually-hidden, .hp, script, style') || pinned(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    if ([...range.getClientRects()].some(overlaps)) under.push(n.textContent!.trim().slice(0, 40));
  }
  for (const el of document.querySelectorAll('input, textarea, select, button'))
    if (!el.closest('.hp') && !pinned(el) && overlaps(box(el))) under.push(el.outerHTML.slice(0, 60));
  return {
    shown: shown(document.querySelector('a.help-fab')),
    inBar: shown(bar) && f.top >= b.top && f.bottom <= b.bottom && f.left >= b.left && f.right <= b.right,
    overBarLink: overlaps(box(document.querySelector('[data-mobile-bar-link]'))),
    overCta: !!cta && getComputedStyle(cta).visibility !== 'hidden' && overlaps(box(cta)),
    under,
  };
};

for (const viewport of [MOBILE, DESKTOP])
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    // On phones the "?" shows only inside the bottom bar's strip, which the page already keeps clear.
    test('the help button never sits over a field, text or Book Now as the page scrolls', async ({ page, w }) => {
      await open(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      let shownAt = 0;
      for (let y = 0; ; y = Math.min(height, y + Math.round(viewport.height / 3))) {
        await scrollToY(page, y);
        await animationsDone(page);
        const seen = await page.evaluate(underHelpButton);
        if (seen.shown) {
          shownAt++;
          expect(seen.overCta, `at scroll ${y}: over the floating Book Now`).toBe(false);
          if (viewport === MOBILE)
            expect([seen.inBar, seen.overBarLink], `at scroll ${y}: in the bar, off its link`).toEqual([true, false]);
          else expect(seen.under, `at scroll ${y}`).toEqual([]);
        }
        if (y >= height) break;
      }
      expect(shownAt, 'the help button showed').toBeGreaterThan(0);
      expect(w.problems).toEqual([]);
    });
  });

test('loads no React or EmailJS until the visitor interacts, then sends to EmailJS', async ({ page, w }) => {
  const scripts = recordScripts(page);
  const posted = await open(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.map((s) => s.url);
  await expect(island(page), 'not hydrated before interaction').not.toHaveAttribute('data-hydrated');
  // Only the chrome script, the island runtime and its tiny shared helper: no React (mount-*), no island, no SDK (es-*).
  expect(before.filter((u) => /\/(mount|ContactForm|es|Accordion)-/.test(u))).toEqual([]);
  await fill(page);
  const afterTyping = scripts.length;
  await send(page).click();
  await page.locator('[data-toast="success"]').waitFor();
  const whileTyping = scripts.slice(0, afterTyping).some((s) => /\/es-/.test(s.url));
  expect(whileTyping, 'no SDK while typing').toBe(false);
  const onSubmit = scripts.slice(afterTyping).some((s) => /\/es-/.test(s.url));
  expect(onSubmit, 'the SDK loads on submit').toBe(true);
  // The request got past the enforced policy; its payload is ContactForm.test.tsx's.
  expect(posted.map((p) => p.user_id)).toEqual([content().site.emailjs.publicKey]);
  console.log(
    `# /contact JS: before interaction ${await scripts.kb(scripts.filter((s) => before.includes(s.url)))} KB (${before.length} files); after send ${await scripts.kb()} KB (${scripts.length} files)`,
  );
  expect(w.problems).toEqual([]);
});

test.describe(`at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  // Chromium, like Firefox, moves focus off a button that becomes disabled (at the next frame), onto <body>. The form
  // kept as typed and Send enabled again after a failure: tests/islands/ContactForm.test.tsx.
  test('a failed send keeps focus on Send; its toast shows below Send, never over the form', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await open(page, async (route) => {
      await held;
      await fail(route);
    });
    await fill(page);
    await send(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: words.sending }).waitFor();
    // A few rendering updates: where a disabled button loses focus, it has by now.
    await frames(page, 3);
    await expect(send(page), 'focus stays on Send while sending').toBeFocused();
    release();
    await page.locator('[data-toast="error"]').waitFor();
    await page.getByRole('button', { name: words.send }).waitFor();
    await frames(page, 3);
    await expect(send(page), 'focus stays on Send after the failure').toBeFocused();
    await animationsDone(page);
    // In view, under the header and above the booking bar, and below Send.
    const [toast, header, bar, submit, form] = await page.evaluate(() =>
      [
        '[data-toast="error"]',
        '[data-header]',
        '[data-mobile-bar]',
        '.contact-form button[type="submit"]',
        'form.contact-form',
      ]
        .map((s) => document.querySelector(s)!)
        .map(
          (el) =>
            (getComputedStyle(el).visibility === 'visible' ? el.getBoundingClientRect().toJSON() : null) as DOMRect,
        ),
    );
    expect(toast.top).toBeGreaterThanOrEqual(Math.max(header.bottom, submit.bottom));
    expect(toast.bottom).toBeLessThanOrEqual(bar?.top ?? MOBILE.height);
    // Scrolled through the form with the toast still up: it never covers a field or the form's text.
    const formTop = form.top + (await page.evaluate(() => scrollY));
    for (let y = Math.max(0, formTop - MOBILE.height); y < formTop + MOBILE.height; y += MOBILE.height / 4) {
      await scrollToY(page, y);
      await frames(page, 2);
      const covered = await page.evaluate(() => {
        const t = document.querySelector('[data-toast="error"]')!.getBoundingClientRect();
        const parts = document.querySelectorAll(
          'form.contact-form :is(input:not([name="website"]), textarea, label, button, p)',
        );
        const over = (r: DOMRect) =>
          r.width > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
        return [...parts].filter((el) => over(el.getBoundingClientRect())).map((el) => el.outerHTML.slice(0, 60));
      });
      expect(covered, `at scroll ${y}`).toEqual([]);
    }
  });

  // These states only add markup to the page at rest (every-route.test.ts's): one width is enough.
  test('no axe-core violation with field errors, either toast, or the sent panel', async ({ page }) => {
    let answer = fail;
    await open(page, (r) => answer(r));
    // The page's own content, toasts included, once entrances have run (a toast fading in is measured at part opacity).
    const check = async (state: string) => {
      await animationsDone(page);
      return (await axeViolations(page, { include: 'main' })).map((v) => `${state}: ${v}`);
    };
    await input(page, NAME).focus();
    await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
    await send(page).click();
    await page.locator('form.contact-form').getByText(CONTACT_MESSAGES.nameRequired).waitFor();
    const found = await check('field errors');
    await fill(page);
    await page.evaluate(() => localStorage.clear());
    await send(page).click();
    await page.locator('[data-toast="error"]').waitFor();
    await send(page).click();
    await page.locator('[data-toast="info"]').waitFor();
    found.push(...(await check('toasts')));
    answer = ok;
    await page.evaluate(() => localStorage.clear());
    await send(page).click();
    await page.locator('.contact-sent').waitFor();
    found.push(...(await check('sent panel')));
    expect(found).toEqual([]);
  });
});
