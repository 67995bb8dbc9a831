/** /adventure-cats in Chromium: the multipart request the browser posts and the redirect it follows (answered here). */
import type { Page } from '@playwright/test';
import { MOBILE, axeViolations, expect, recordScripts, test } from '../helpers/browser.ts';
import { content } from '../helpers/site.ts';
import { ADVENTURE_MESSAGES, APPLICATION_RATE_LIMIT, RATE_LIMIT_MESSAGE } from '../../src/lib/adventureForm.ts';

const { site, pages } = content();

const form = (page: Page) => page.locator('form.adventure-form');
const named = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
/** Focus wakes the island; typing waits for it, so the runtime's focus restore and replayed clicks race nothing. */
async function wake(page: Page) {
  await named(page, 'first_name').focus();
  await expect(page.locator('[data-island="AdventureForm"]')).toHaveAttribute('data-hydrated', 'true');
}

test.beforeEach(async ({ page, baseURL }) => {
  // The form service answers as Formspree does: a redirect to the thank-you page (the real `_next` is production's).
  await page.route(`${site.formService.endpoint}**`, (route) =>
    route.fulfill({ status: 302, headers: { location: `${baseURL}/adventure-cats/thanks?utm_source=x` } }),
  );
});

// Its event reaching the analytics provider: analytics.test.ts.
test('loads only the chrome script and runtime until used; an application posts as multipart', async ({ page, w }) => {
  const scripts = recordScripts(page);
  await page.goto('/adventure-cats?utm_campaign=may', { waitUntil: 'networkidle' });
  const before = scripts.length;
  expect(scripts.filter((s) => /\/(mount|AdventureForm|Accordion|VideoFacade)-/.test(s.url))).toEqual([]);
  // Woken (data-hydrated) means its chunk loaded.
  await wake(page);
  await page.waitForLoadState('networkidle');
  console.log(
    `# /adventure-cats JS: before interaction ${await scripts.kb(scripts.slice(0, before))} KB (${before} files); after the form woke ${await scripts.kb()} KB (${scripts.length} files)`,
  );
  expect(w.external).toEqual([]);
  for (const [name, value] of Object.entries({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    mobile: '(212) 555-0100',
    cat_name: 'Babbage',
  }))
    await named(page, name).fill(value);
  await named(page, 'rules_accept').check();
  await named(page, 'waiver_accept').check();
  const [req] = await Promise.all([
    page.waitForRequest(`${site.formService.endpoint}**`),
    page.waitForURL(/\/adventure-cats\/thanks/),
    form(page).locator('button[type="submit"]').click(),
  ]);
  expect(req.method()).toBe('POST');
  expect(req.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // What the browser itself serialised (a typed and a hidden field), read by the platform's own parser; every field's
  // value, _next's included, is AdventureForm.test.tsx's.
  const body = await new Response(new Uint8Array(req.postDataBuffer()!), { headers: req.headers() }).formData();
  expect([body.get('first_name'), body.get('utm_campaign')]).toEqual(['Ada', 'may']);
  await expect(page.locator('h1')).toHaveText(pages['adventure-cats-thanks'].hero.title);
  expect(w.problems).toEqual([]);
});

// These states only add markup to the page at rest (every-route.test.ts's): one width is enough.
test.describe(`at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  // The thank-you page at rest: every-route.test.ts.
  test('no axe-core violation in the error and rate-limit states', async ({ page, w }) => {
    const check = async (state: string) =>
      (await axeViolations(page, { include: 'main' })).map((v) => `${state}: ${v}`);
    await page.goto('/adventure-cats');
    await wake(page);
    await form(page).locator('button[type="submit"]').click();
    await form(page).getByText(ADVENTURE_MESSAGES.waiverRequired).waitFor();
    const found = await check('field errors');
    await form(page).evaluate((f: HTMLFormElement, max) => {
      for (let i = 0; i < max; i++) f.requestSubmit();
    }, APPLICATION_RATE_LIMIT.max);
    await page.getByText(RATE_LIMIT_MESSAGE).waitFor();
    found.push(...(await check('rate-limit banner')));
    expect(found).toEqual([]);
    expect(w.problems).toEqual([]);
  });
});
