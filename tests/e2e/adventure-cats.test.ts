/**
 * /adventure-cats and its thank-you page in Chromium at 375 and 1280 px,
 * against the built site with production headers (CSP included). The page's
 * sections and FAQ as built are proven in tests/routes/adventure-cats/, the
 * FAQ's keys in tests/islands/Accordion.test.tsx, its axe, layout and console
 * at rest in every-route.test.ts. The form-collection service is intercepted: assertions are about the multipart
 * request the browser really posted and the redirect it followed. The form's
 * own behaviour (hidden fields, validation, the honeypot, the rate limit) is
 * proven in tests/islands/AdventureForm.test.tsx.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { DESKTOP, MOBILE, recordScripts, scriptsKb } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { axeViolations } from '../helpers/axe.ts';
import { content } from '../helpers/site.ts';
import { ADVENTURE_MESSAGES, APPLICATION_RATE_LIMIT, RATE_LIMIT_MESSAGE } from '../../src/lib/adventureForm.ts';

const { site: siteFacts, pages } = content();
/** The thank-you page's copy. */
const thanksCopy = pages['adventure-cats-thanks'];
const ENDPOINT = siteFacts.formService.endpoint;

describe('adventure-cats.test.ts', () => {
  const suite = browserSuite();

  /**
   * Opens the page with the form service answering like Formspree: a redirect
   * to the local thank-you page (the real `_next` is the production address).
   */
  async function open(viewport = DESKTOP, query = '', init?: string) {
    const w = await suite.open({ viewport });
    const posts: Request[] = [];
    await w.context.route(`${ENDPOINT}**`, (route) => {
      posts.push(route.request());
      return route.fulfill({ status: 302, headers: { location: `${suite.url}/adventure-cats/thanks?utm_source=x` } });
    });
    if (init) await w.context.addInitScript(init);
    await w.page.goto(`/adventure-cats${query}`);
    return { ...w, posts };
  }

  const form = (page: Page) => page.locator('form.adventure-form');
  const named = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
  const submit = (page: Page) => form(page).locator('button[type="submit"]').click();

  async function fillValid(page: Page) {
    // Wake the island and let it hydrate before typing on: the runtime's focus restore after hydration
    // and the held-then-replayed early clicks would otherwise race the typing.
    await named(page, 'first_name').focus();
    await page.waitForSelector('[data-island="AdventureForm"][data-hydrated="true"]');
    await named(page, 'first_name').fill('Ada');
    await named(page, 'last_name').fill('Lovelace');
    await named(page, 'email').fill('ada@example.com');
    await named(page, 'mobile').fill('(212) 555-0100');
    await named(page, 'instagram').fill('@ada_and_babbage');
    await named(page, 'cat_name').fill('Babbage');
    await named(page, 'notes').fill('Calm, loves trams.');
    await named(page, 'rules_accept').check();
    await named(page, 'waiver_accept').check();
  }

  /** The multipart body the browser posted, read by the platform's own parser. */
  const parts = (req: Request) =>
    new Response(new Uint8Array(req.postDataBuffer()!), {
      headers: { 'content-type': req.headers()['content-type'] },
    }).formData();

  describe('/adventure-cats page', () => {
    it('posts a valid application as multipart, tells analytics, and lands on the thank-you page', async () => {
      // A stand-in for GA4's gtag (src/lib/track.ts sends to it), recording into session storage so the calls survive the navigation.
      // (A string, not a function: the test runner's transpiler would wrap named functions in a helper the page lacks.)
      const w = await open(
        DESKTOP,
        '?utm_source=newsletter&utm_campaign=may',
        `(() => {
          const record = (entry) => {
            const list = JSON.parse(sessionStorage.getItem('analytics') || '[]');
            list.push(entry);
            sessionStorage.setItem('analytics', JSON.stringify(list));
          };
          window.gtag = (...args) => record({ gtag: args });
        })();`,
      );
      const { page } = w;
      await fillValid(page);
      await Promise.all([page.waitForURL(/\/adventure-cats\/thanks/), submit(page)]);

      assert.equal(w.posts.length, 1);
      const req = w.posts[0];
      assert.equal(req.method(), 'POST');
      assert.match(req.headers()['content-type'], /^multipart\/form-data; boundary=/);
      // What the browser itself serialised and sent; each field's value (the mobile normalised, the hidden fields
      // filled) is AdventureForm.test.tsx's, the thank-you page's copy routes/adventure-cats/thanks.test.ts's.
      const body = await parts(req);
      assert.equal(body.get('first_name'), 'Ada');
      assert.equal(body.get('notes'), 'Calm, loves trams.');
      assert.equal(body.get('utm_campaign'), 'may');
      assert.equal(body.get('_next'), `${siteFacts.url}/adventure-cats/thanks?utm_source=newsletter&utm_campaign=may`);
      assert.equal(await page.locator('h1').textContent(), thanksCopy.hero.title);

      const events = JSON.parse((await page.evaluate(() => sessionStorage.getItem('analytics'))) ?? '[]');
      assert.deepEqual(events, [{ gtag: ['event', 'adventure_apply_submit', { utm_source: 'newsletter' }] }]);
      assert.deepEqual(w.problems, []);
    });

    it('loads nothing but the chrome script and the island runtime before the visitor interacts', async () => {
      const w = await suite.open({ viewport: DESKTOP });
      const scripts = recordScripts(w.page);
      await w.page.goto('/adventure-cats');
      await w.page.waitForLoadState('networkidle');
      const before = scripts.length;
      assert.ok(
        scripts.every((s) => !/\/(mount|AdventureForm|Accordion|VideoFacade)-/.test(s.url)),
        scripts.map((s) => s.url).join(', '),
      );
      await named(w.page, 'first_name').focus();
      await w.page.waitForSelector('[data-island="AdventureForm"][data-hydrated="true"]');
      await w.page.waitForLoadState('networkidle');
      console.log(
        `# /adventure-cats JS: before interaction ${await scriptsKb(scripts.slice(0, before))} KB (${before} files); after the form woke ${await scriptsKb(scripts)} KB (${scripts.length} files)`,
      );
      assert.ok(scripts.slice(before).some((s) => /\/AdventureForm-/.test(s.url)));
      assert.deepEqual(w.external, []);
      assert.deepEqual(w.problems, []);
    });

    // At rest is checked at both widths above; the states here only add markup, so one width is enough.
    {
      const viewport = MOBILE;
      it(`has no axe-core violations at ${viewport.width}px in the error, rate-limit and thank-you states`, async () => {
        const w = await open(viewport);
        const { page } = w;
        const check = async (state: string) =>
          // The page's own content; the shared header, footer and booking calls to action are the layout's to check.
          (await axeViolations(page, { include: 'main' })).map((v) => `${state}: ${v}`);
        const found: string[] = [];
        await named(page, 'first_name').focus();
        await page.waitForSelector('[data-island="AdventureForm"][data-hydrated="true"]');
        await submit(page);
        await form(page).getByText(ADVENTURE_MESSAGES.waiverRequired).waitFor();
        found.push(...(await check('field errors')));
        await form(page).evaluate((f: HTMLFormElement, max) => {
          for (let i = 0; i < max; i++) f.requestSubmit();
        }, APPLICATION_RATE_LIMIT.max);
        await page.getByText(RATE_LIMIT_MESSAGE).waitFor();
        found.push(...(await check('rate-limit banner')));
        await page.goto('/adventure-cats/thanks');
        found.push(...(await check('thank-you page')));
        assert.deepEqual(found, []);
        assert.deepEqual(w.problems, []);
      });
    }
  });
});
