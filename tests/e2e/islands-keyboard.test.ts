/**
 * No input is lost before an island wakes: an `interaction` island wakes on
 * keyboard focus too, and the keys pressed while React is still loading are
 * applied once it is there (ArrowDown moves between FAQ questions, Enter
 * opens one). React's chunks are held back until the keys have been pressed,
 * so the press always lands before hydration, whatever the machine's speed.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';

const FAQ = '#adventure-faq [data-island="Accordion"]';
const BUTTONS = `${FAQ} .accordion-button`;

describe('islands-keyboard.test.ts', () => {
  const suite = browserSuite();
  const open = suite.pages;

  /** Opens /adventure-cats with every script loaded on arrival, then holds back what an island asks for later. */
  async function withHeldChunks(): Promise<{ page: Page; release: () => void; held: Promise<void>; w: Watched }> {
    const w = await openPage(suite.browser, { baseURL: suite.url });
    open.push(w);
    await w.page.goto('/adventure-cats', { waitUntil: 'load' });
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
    it('wakes when a question gets keyboard focus, and ArrowDown pressed while it wakes moves to the next question', async () => {
      const { page, release, held, w } = await withHeldChunks();
      assert.ok((await page.locator(BUTTONS).count()) >= 2, 'the FAQ has two questions or more');
      await page.locator(BUTTONS).first().focus();
      await held; // focus alone woke the island: its chunks were asked for
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.locator(FAQ).getAttribute('data-hydrated'), 'pending', 'the key was pressed before React arrived');
      assert.equal(await activeIndex(page), 0, 'nothing moved before React arrived');
      release();
      await page.locator(`${FAQ}[data-hydrated="true"]`).waitFor();
      await page.waitForFunction((sel) => document.activeElement === document.querySelectorAll(sel)[1], BUTTONS);
      assert.equal(await activeIndex(page), 1);
      assert.deepEqual(w.problems, []);
    });

    it('opens the focused question when Enter was pressed while it woke, once', async () => {
      const { page, release, held, w } = await withHeldChunks();
      const second = page.locator(BUTTONS).nth(1);
      await second.focus();
      await held;
      await page.keyboard.press('Enter');
      assert.equal(await second.getAttribute('aria-expanded'), 'false', 'still closed before React arrived');
      release();
      await page.locator(`${FAQ}[data-hydrated="true"]`).waitFor();
      await page.waitForFunction((sel) => document.querySelectorAll(sel)[1]?.getAttribute('aria-expanded') === 'true', BUTTONS);
      assert.deepEqual(w.problems, []);
    });

    it('lets keys typed into a form field act at once, before its island wakes', async () => {
      const { page, release, held } = await withHeldChunks();
      const field = page.locator('#apply input[type="text"], #apply input:not([type])').first();
      await field.focus();
      await held;
      await page.keyboard.type('Mo');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.type('i');
      assert.equal(await field.inputValue(), 'Mio', 'typing and caret keys worked without React');
      release();
      await page.locator('#apply [data-island][data-hydrated="true"]').waitFor();
      assert.equal(await field.inputValue(), 'Mio', 'hydration kept what was typed');
    });
  });
});
