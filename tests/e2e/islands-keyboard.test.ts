/**
 * No input is lost before an island wakes: an `interaction` island wakes on
 * keyboard focus too, and the keys pressed while React is still loading are
 * applied once it is there (ArrowDown moves between FAQ questions, Enter
 * opens or closes one). React's chunks are held back until the keys have been
 * pressed, so the press always lands before hydration, whatever the machine's
 * speed. (Typing into a field is never held: tests/islands/holdUntilAwake.test.tsx,
 * and in Chromium contact.test.ts.) The pages come from what was built:
 * /adventure-cats (its FAQ) unless its FAQ is too short for a test, then any page
 * whose islands all wait for interaction; the FAQ is as long as the editor
 * made it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage, toggled, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { frames } from '../helpers/settle.ts';
import { allRoutes, doc } from '../helpers/site.ts';
import { all } from '../../tools/html.ts';

const FAQ = '[data-island="Accordion"]';
const BUTTONS = `${FAQ} .accordion-button`;
const FORM_PAGE = '/adventure-cats';

/** Pages whose islands all wake on interaction, so a chunk is asked for only when the test focuses or presses something. */
const interactionOnly = (route: string) => {
  const islands = all(doc(route), '[data-island]');
  return islands.length > 0 && islands.every((el) => el.getAttribute('data-hydrate') === 'interaction');
};
/** The first FAQ of a page, by its number of questions. */
const questions = (route: string) => doc(route).querySelector(FAQ)?.querySelectorAll('.accordion-button').length ?? 0;
/** A page for a test that needs an FAQ of at least `n` questions: the form page first. */
function faqPage(n: number): string | undefined {
  return [FORM_PAGE, ...allRoutes()].find((r) => interactionOnly(r) && questions(r) >= n);
}
const ARROW_PAGE = faqPage(2);

describe('islands-keyboard.test.ts', () => {
  const suite = browserSuite();
  const open = suite.pages;

  /** Opens a page with every script loaded on arrival, then holds back what an island asks for later. */
  async function withHeldChunks(
    route: string,
  ): Promise<{ page: Page; release: () => void; held: Promise<void>; w: Watched }> {
    const w = await openPage(suite.browser, { baseURL: suite.url });
    open.push(w);
    await w.page.goto(route, { waitUntil: 'load' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let firstHeld!: () => void;
    const held = new Promise<void>((r) => (firstHeld = r));
    await w.page.route('**/assets/chunks/*.js', async (route) => {
      firstHeld();
      await gate;
      await route.continue();
    });
    return { page: w.page, release, held, w };
  }

  const activeIndex = (page: Page) =>
    page.evaluate((sel) => [...document.querySelectorAll(sel)].indexOf(document.activeElement as Element), BUTTONS);

  describe('an interaction island woken from the keyboard', () => {
    const noArrowPage = ARROW_PAGE
      ? false
      : 'no page whose islands all wait for interaction has an FAQ of two questions';
    it('wakes on keyboard focus, and an ArrowDown pressed while it wakes moves to the next question', {
      skip: noArrowPage,
    }, async () => {
      const { page, release, held, w } = await withHeldChunks(ARROW_PAGE!);
      await page.locator(BUTTONS).first().focus();
      await held; // focus alone woke the island: its chunks were asked for
      await page.keyboard.press('ArrowDown');
      assert.equal(
        await page.locator(FAQ).getAttribute('data-hydrated'),
        'pending',
        'the key was pressed before React arrived',
      );
      assert.equal(await activeIndex(page), 0, 'nothing moved before React arrived');
      release();
      await page.locator(`${FAQ}[data-hydrated="true"]`).waitFor();
      await page.waitForFunction((sel) => document.activeElement === document.querySelectorAll(sel)[1], BUTTONS);
      assert.equal(await activeIndex(page), 1);
      assert.deepEqual(w.problems, []);
    });

    it('opens (or closes) the focused question when Enter was pressed while it woke, once', async () => {
      const route = faqPage(1);
      assert.ok(route, 'no page whose islands all wait for interaction has an FAQ');
      const { page, release, held, w } = await withHeldChunks(route);
      // The last question: closed unless it is the only one and the page opens its first.
      const last = (await page.locator(BUTTONS).count()) - 1;
      const question = page.locator(BUTTONS).nth(last);
      const before = await question.getAttribute('aria-expanded');
      const after = toggled(before);
      await question.focus();
      await held;
      await page.keyboard.press('Enter');
      assert.equal(await question.getAttribute('aria-expanded'), before, 'unchanged before React arrived');
      release();
      await page.locator(`${FAQ}[data-hydrated="true"]`).waitFor();
      await page.waitForFunction(
        ([sel, i, want]) => document.querySelectorAll(sel)[i]?.getAttribute('aria-expanded') === want,
        [BUTTONS, last, after] as const,
      );
      // A second toggle from the same key would land in React's next work or frame.
      await frames(page, 2);
      assert.equal(await question.getAttribute('aria-expanded'), after, 'the replayed Enter toggled twice');
      assert.deepEqual(w.problems, []);
    });
  });
});
