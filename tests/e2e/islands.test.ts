/**
 * The island runtime in Chromium: Enter on an FAQ while it wakes, one failing island leaving the others working, pages
 * without islands loading none (held presses: holdUntilAwake.test.tsx; waking when near: news and tours).
 */
import type { Page } from '@playwright/test';
import { MOBILE, expect, frames, scrollToY, settled, test } from '../helpers/browser.ts';
import { allRoutes, content, doc, page as builtPage } from '../helpers/site.ts';
import { all } from '../../tools/html.ts';
import { BOOT_SCRIPT } from '../../src/lib/inlineScripts.ts';

const CAROUSEL = '[data-island="TestimonialCarousel"]';
const ACCORDION = '[data-island="Accordion"]';
const BUTTONS = `${ACCORDION} .accordion-button`;
const QUOTES = content().testimonials.carousel.length;

/** The next state of a disclosure button's aria-expanded (an FAQ may open its first question from the start). */
const toggled = (expanded: string | null) => (expanded === 'true' ? 'false' : 'true');
const runtimeUrl = /<script type="module"[^>]* src="(\/assets\/islands-[^"]+\.js)"/.exec(builtPage('/'))![1];
/** Pages whose islands all wait for interaction, with an FAQ: /adventure-cats first. */
const faqPage = ['/adventure-cats', ...allRoutes()].find((r) => {
  const islands = all(doc(r), '[data-island]');
  return (
    islands.length > 0 &&
    islands.every((el) => el.getAttribute('data-hydrate') === 'interaction') &&
    doc(r).querySelector(BUTTONS)
  );
});
const accordionRoute = allRoutes().find((r) => builtPage(r).includes('data-island="Accordion"'))!;
const wrapperHtml = (route: string, name: string) => doc(route).querySelector(`[data-island="${name}"]`)!.outerHTML;

/** Answers /island-check with a page holding these island wrappers, the CSS of the pages they come from and the runtime. */
async function islandPage(page: Page, wrappers: string[], from: string[]): Promise<void> {
  const css = [
    ...new Set(from.flatMap((r) => builtPage(r).match(/<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g) ?? [])),
  ];
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Islands</title>${css.join('')}<script>${BOOT_SCRIPT}</script><script type="module" src="${runtimeUrl}"></script></head><body><main id="main"><h1>Islands</h1>${wrappers.join('')}</main></body></html>`;
  await page.route('**/island-check', (r) => r.fulfill({ contentType: 'text/html', body: html }));
}

/** Holds every chunk the page asks for (from now on) until release(); `held` resolves at the first. */
async function holdChunks(page: Page, pattern = '**/assets/chunks/*.js') {
  let release!: () => void;
  let firstHeld!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = new Promise<void>((r) => (firstHeld = r));
  await page.route(pattern, async (route) => {
    firstHeld();
    await gate;
    await route.continue();
  });
  return { release, held };
}

// Held keys replayed in order: holdUntilAwake.test.tsx; Enter, which the browser turns into a click, is Chromium's.
test('a focused question toggles once for Enter pressed while it wakes', async ({ page, w }) => {
  test.skip(!faqPage, 'no page whose islands all wait for interaction has an FAQ');
  await page.goto(faqPage!);
  const { release, held } = await holdChunks(page);
  const question = page.locator(BUTTONS).last();
  const before = await question.getAttribute('aria-expanded');
  await question.focus();
  await held;
  await page.keyboard.press('Enter');
  await expect(question, 'unchanged before React arrived').toHaveAttribute('aria-expanded', before!);
  release();
  await expect(page.locator(ACCORDION)).toHaveAttribute('data-hydrated', 'true');
  await expect(question).toHaveAttribute('aria-expanded', toggled(before));
  // A second toggle from the same key would land in React's next work or frame.
  await frames(page, 2);
  await expect(question, 'the replayed Enter toggled once').toHaveAttribute('aria-expanded', toggled(before));
  expect(w.problems).toEqual([]);
});

const carousel = () => wrapperHtml('/', 'TestimonialCarousel');
for (const { what, wrapper, broken } of [
  {
    what: 'corrupted props: the server HTML stays',
    wrapper: () => carousel().replace(/data-props="[^"]*"/, 'data-props="{&quot;quotes&quot;:[{&quot;quote&quot;"'),
  },
  {
    what: 'a throwing component: "Unexpected Application Error!" in its place',
    wrapper: () =>
      carousel().replace(
        /data-props="[^"]*"/,
        'data-props="{&quot;quotes&quot;:null,&quot;label&quot;:&quot;Broken&quot;}"',
      ),
  },
  { what: 'a chunk answering 500', wrapper: carousel, broken: '**/assets/chunks/TestimonialCarousel-*.js' },
])
  test(`one failing island, ${what}; it is logged by name, and the accordion still works`, async ({ page, w }) => {
    // The carousel first: it wakes when visible, and an accordion as long as the content makes it would push it off the first screen.
    await islandPage(page, [wrapper(), wrapperHtml(accordionRoute, 'Accordion')], [accordionRoute, '/']);
    if (broken) await page.route(broken, (r) => r.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/island-check');
    if (what.startsWith('a throwing'))
      await expect(page.locator(`${CAROUSEL} [role="alert"] h2`)).toHaveText('Unexpected Application Error!');
    else await expect(page.locator(CAROUSEL)).toHaveAttribute('data-hydrated', 'failed');
    if (what.startsWith('corrupted')) {
      await expect(page.locator(`${CAROUSEL} .carousel-quote`), 'the server HTML stays').toHaveCount(QUOTES);
      await expect(page.locator(`${CAROUSEL} .carousel-quote`).first()).toBeVisible();
    }
    const named = w.logs.some((l) => l.type === 'error' && l.text.includes('[island TestimonialCarousel]'));
    expect(named, 'a console.error names the island').toBe(true);
    const question = page.locator(BUTTONS).first();
    const before = await question.getAttribute('aria-expanded');
    await question.click();
    await expect(page.locator(ACCORDION)).toHaveAttribute('data-hydrated', 'true');
    await expect(question).toHaveAttribute('aria-expanded', toggled(before));
    // And it keeps working after the first click.
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', before!);
  });

test.describe(`at ${MOBILE.width}px`, () => {
  test.use({ viewport: MOBILE });
  test('a page without islands loads no island runtime or React, even when used', async ({ page, w }) => {
    const route = allRoutes().find((r) => !builtPage(r).includes('data-island')) ?? '/404';
    const scripts: string[] = [];
    page.on(
      'response',
      (res) => res.request().resourceType() === 'script' && scripts.push(new URL(res.url()).pathname),
    );
    await page.goto(route === '/404' ? '/no-such-page-here' : route, { waitUntil: 'networkidle' });
    await scrollToY(page, await page.evaluate(() => document.body.scrollHeight));
    await page
      .locator('[data-nav-toggle]')
      .click({ force: true, timeout: 5000 })
      .catch(() => {});
    // Whatever scrolling, the menu or idle time could set off has started by now.
    await settled(page);
    const enhanced = scripts.some((u) => /\/assets\/enhance-[^/]+\.js$/.test(u));
    expect(enhanced, 'the enhancement script loaded').toBe(true);
    const more = scripts.filter((u) => !/\/assets\/enhance-[^/]+\.js$/.test(u));
    expect(more, 'nothing more').toEqual([]);
    expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
