/**
 * The island runtime in Chromium: server HTML first, React fetched only when
 * an island wakes (visible: within 200 px of the viewport; interaction: first
 * contact, whose click is replayed; keyboard focus wakes it too, and Enter
 * pressed on an FAQ while React is still loading is applied once it is
 * there, with its chunks held back until it was pressed, whatever the
 * machine's speed), one failing island leaving the
 * others working, and pages without islands loading no React at all. (Typing
 * into a field is never held: tests/islands/holdUntilAwake.test.tsx, and in
 * Chromium contact.test.ts.) The FAQ pages come from what was built, the
 * FAQ as long as the editor made it. The carousel's
 * quotes come from the content being built; its behaviour once hydrated
 * (autoplay, moves, pauses) is proven in tests/islands/TestimonialCarousel.test.tsx.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { MOBILE, scrollToY, toggled, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { DIST, allRoutes, content, doc, page as builtPage, distText } from '../helpers/site.ts';
import { all } from '../../tools/html.ts';
import { frames, nearViewport, reactSettled, settled } from '../helpers/settle.ts';
import { serve } from '../../dev/preview.ts';
import { BOOT_SCRIPT } from '../../src/lib/inlineScripts.ts';

const CAROUSEL = '[data-island="TestimonialCarousel"]';
const ACCORDION = '[data-island="Accordion"]';
const BUTTONS = `${ACCORDION} .accordion-button`;

/** Pages whose islands all wake on interaction, so a chunk is asked for only when the test focuses or presses something. */
const interactionOnly = (route: string) => {
  const islands = all(doc(route), '[data-island]');
  return islands.length > 0 && islands.every((el) => el.getAttribute('data-hydrate') === 'interaction');
};
/** A page whose islands all wait for interaction, with an FAQ: /adventure-cats first. */
const faqPage = () =>
  ['/adventure-cats', ...allRoutes()].find((r) => interactionOnly(r) && doc(r).querySelector(BUTTONS));
/** The home page carousel's quotes. */
const QUOTES = content().testimonials.carousel.length;

describe('islands.test.ts', () => {
  const suite = browserSuite();

  // --- What the build produced ------------------------------------------------
  const chunkDir = path.join(DIST, 'assets', 'chunks');
  const chunkFiles = () => readdirSync(chunkDir).filter((f) => f.endsWith('.js'));
  /** React's code is recognisable by its element symbols. */
  const reactChunks = () =>
    chunkFiles().filter((f) => readFileSync(path.join(chunkDir, f), 'utf8').includes('Symbol.for("react.'));
  const runtimeUrl = () => /<script type="module"[^>]* src="(\/assets\/islands-[^"]+\.js)"/.exec(builtPage('/'))![1];
  /** Chunks the runtime imports statically, so every page with islands fetches them at once. */
  const staticImports = () =>
    [...distText(runtimeUrl()).matchAll(/import\s*(?:[^"'()]*?from\s*)?["']\.\/chunks\/([^"']+)["']/g)].map(
      (m) => m[1],
    );

  /** The HTML of the first island wrapper named `name` on a built page. */
  function wrapperHtml(route: string, name: string): string {
    const wrapper = doc(route).querySelector(`[data-island="${name}"]`);
    assert.ok(wrapper, `no ${name} island on ${route}`);
    return wrapper.outerHTML;
  }

  /** A page (the served build unless another baseURL is given) recording the chunk files it fetches. */
  async function visit(opts: { viewport?: { width: number; height: number }; baseURL?: string } = {}) {
    const w = await suite.open({ viewport: opts.viewport, baseURL: opts.baseURL ?? suite.url });
    const chunks: string[] = [];
    w.page.on('request', (r) => {
      const m = /\/assets\/chunks\/([^/?#]+)$/.exec(new URL(r.url()).pathname);
      if (m) chunks.push(m[1]);
    });
    return { ...w, chunks };
  }

  // --- The carousel ------------------------------------------------------------
  const slideIndex = (page: Page) =>
    page
      .locator(`${CAROUSEL} .carousel-slide`)
      .evaluateAll((slides) => slides.findIndex((s) => !(s as HTMLElement).hidden));
  describe('testimonial carousel on /', () => {
    it('is server HTML until it nears the viewport; React loads only then', async () => {
      const { page, chunks, problems } = await visit();
      await page.clock.install();
      await page.goto('/', { waitUntil: 'load' });
      const wrapper = page.locator(CAROUSEL);
      assert.equal(await wrapper.locator('.carousel-quote').count(), QUOTES, 'every quote is in the server HTML');
      if (QUOTES > 1) assert.equal(await slideIndex(page), 0);
      assert.equal(await wrapper.getAttribute('data-hydrated'), null);
      const distance = await wrapper.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
      assert.ok(
        distance > 300,
        `the carousel starts only ${distance}px below the fold; this test needs it further away`,
      );
      assert.equal(await nearViewport(page, CAROUSEL, 200), false);
      assert.equal(await wrapper.getAttribute('data-hydrated'), null, 'woken while more than 200px away');
      const early = chunks.filter((c) => !staticImports().includes(c));
      assert.deepEqual(early, [], 'chunks fetched before the carousel came near the viewport');
      for (const c of staticImports())
        assert.ok(!reactChunks().includes(c), `the runtime imports React (${c}) statically`);

      await wrapper.scrollIntoViewIfNeeded();
      await page.locator(`${CAROUSEL}[data-hydrated="true"]`).waitFor({ timeout: 10_000 });
      assert.ok(
        chunks.some((c) => c.startsWith('TestimonialCarousel-')),
        'the carousel chunk was not fetched',
      );
      assert.ok(
        chunks.some((c) => reactChunks().includes(c)),
        'React was not fetched',
      );
      assert.deepEqual(problems, []);
    });
  });

  // --- An interaction island, and failures --------------------------------------
  /** The inline CSS of the built pages where the islands come from (each page carries its islands' CSS), each block once. */
  function inlineCssOf(routes: string[]): string {
    return [
      ...new Set(
        routes.flatMap((r) => builtPage(r).match(/<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g) ?? []),
      ),
    ].join('');
  }

  /** The built route holding an FAQ accordion. */
  function accordionRoute(): string {
    const route = allRoutes().find((r) => builtPage(r).includes('data-island="Accordion"'));
    assert.ok(route, 'no page has an FAQ accordion');
    return route;
  }

  /** A copy of the build with one extra page holding the given island wrappers, their CSS (from the pages they come from) and the real runtime. */
  function siteWithPage(wrappers: string[], from: string[]): { dir: string; route: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'he-islands-'));
    cpSync(DIST, dir, { recursive: true });
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Islands</title>${inlineCssOf(from)}<script>${BOOT_SCRIPT}</script><script type="module" src="${runtimeUrl()}"></script></head><body><main id="main"><h1>Islands</h1>${wrappers.join('')}</main></body></html>`;
    mkdirSync(path.join(dir, 'island-check'));
    writeFileSync(path.join(dir, 'island-check', 'index.html'), html);
    return { dir, route: '/island-check' };
  }

  function accordionSource(): string {
    return wrapperHtml(accordionRoute(), 'Accordion');
  }

  describe('an interaction island (FAQ accordion)', () => {
    it('loads no React before first contact, and the click that woke it still opens the item', async () => {
      let route = faqPage();
      let baseURL = suite.url;
      let extra: { close: () => Promise<void>; dir: string } | undefined;
      if (!route) {
        // Every accordion page also has an eager island: check the accordion on a page of its own.
        const made = siteWithPage([accordionSource()], [accordionRoute()]);
        const s = await serve({ dir: made.dir });
        extra = { dir: made.dir, close: () => new Promise((r) => s.server.close(() => r())) };
        baseURL = s.url;
        route = made.route;
      }
      try {
        const { page, context, chunks, problems } = await visit({ baseURL, viewport: MOBILE });
        // Hold the accordion's code back until the click has landed, so it lands before React and must be replayed.
        let release!: () => void;
        const released = new Promise<void>((r) => (release = r));
        await context.route('**/assets/chunks/Accordion-*.js', async (r) => {
          await released;
          await r.continue();
        });
        await page.goto(route, { waitUntil: 'load' });
        const faq = page.locator(ACCORDION).first();
        await faq.scrollIntoViewIfNeeded();
        await settled(page);
        const early = chunks.filter((c) => !staticImports().includes(c));
        assert.deepEqual(early, [], `${route}: chunks fetched before any contact`);
        // The last question, pinned by id: closed unless it is the only one and the page opens its first.
        const id = (await faq.locator('.accordion-button').last().getAttribute('id'))!;
        const question = page.locator(`[id="${id}"]`);
        const controls = (await question.getAttribute('aria-controls'))!;
        const before = await question.getAttribute('aria-expanded');
        const after = toggled(before);
        await question.click();
        assert.equal(
          await question.getAttribute('aria-expanded'),
          before,
          'React answered before its code arrived; the replay is not being tested',
        );
        release();
        await page.locator(`${ACCORDION}[data-hydrated="true"]`).first().waitFor({ timeout: 10_000 });
        await page.waitForFunction(
          ([id, want]) => document.querySelector(`[aria-controls="${id}"]`)?.getAttribute('aria-expanded') === want,
          [controls, after] as const,
          { timeout: 3000 },
        );
        // A second toggle from the same click would land in React's next work or frame.
        await reactSettled(page);
        await frames(page, 2);
        assert.equal(await question.getAttribute('aria-expanded'), after, 'the replayed click toggled twice');
        assert.equal(
          await page.locator(`[id="${controls}"]`).isVisible(),
          after === 'true',
          'the answer does not follow its question',
        );
        assert.ok(chunks.some((c) => c.startsWith('Accordion-')));
        assert.ok(chunks.some((c) => reactChunks().includes(c)));
        assert.deepEqual(problems, []);
      } finally {
        await extra?.close();
        if (extra) rmSync(extra.dir, { recursive: true, force: true });
      }
    });
  });

  /** Opens a page with every script loaded on arrival, then holds back what an island asks for later. */
  async function withHeldChunks(
    route: string,
  ): Promise<{ page: Page; release: () => void; held: Promise<void>; w: Watched }> {
    const w = await suite.open();
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

  describe('an interaction island woken from the keyboard', () => {
    // Focus waking an island and the held keys an island handles (ArrowDown among them) replayed in order:
    // tests/islands/holdUntilAwake.test.tsx; Enter, which the browser turns into a click, is Chromium's to show.
    it('opens (or closes) the focused question when Enter was pressed while it woke, once', async () => {
      const route = faqPage();
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
      await page.locator(`${ACCORDION}[data-hydrated="true"]`).waitFor();
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

  describe('one failing island', () => {
    let dir: string;
    let url: string;
    let close: () => Promise<void>;
    const carouselHtml = () => wrapperHtml('/', 'TestimonialCarousel');

    before(async () => {
      const corrupted = carouselHtml().replace(
        /data-props="[^"]*"/,
        'data-props="{&quot;quotes&quot;:[{&quot;quote&quot;"',
      );
      // The carousel first: it wakes when visible, and an accordion as long as the content makes it would push it off the first screen.
      const made = siteWithPage([corrupted, accordionSource()], [accordionRoute(), '/']);
      // A second page with the carousel intact, for a chunk that fails to load.
      writeFileSync(
        path.join(made.dir, 'island-check', 'intact.html'),
        readFileSync(path.join(made.dir, 'island-check', 'index.html'), 'utf8').replace(corrupted, carouselHtml()),
      );
      // A third whose carousel props are valid JSON but make the component throw while rendering.
      const throwing = carouselHtml().replace(
        /data-props="[^"]*"/,
        'data-props="{&quot;quotes&quot;:null,&quot;label&quot;:&quot;Broken&quot;}"',
      );
      writeFileSync(
        path.join(made.dir, 'island-check', 'throws.html'),
        readFileSync(path.join(made.dir, 'island-check', 'index.html'), 'utf8').replace(corrupted, throwing),
      );
      dir = made.dir;
      const s = await serve({ dir });
      url = s.url;
      close = () => new Promise((r) => s.server.close(() => r()));
    });
    after(async () => {
      await close?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    async function accordionStillWorks(page: Page): Promise<void> {
      const question = page.locator(`${ACCORDION} .accordion-button`).first();
      const id = (await question.getAttribute('id'))!;
      const before = await question.getAttribute('aria-expanded');
      const state = ([q, want]: readonly [string, string | null]) =>
        document.getElementById(q)?.getAttribute('aria-expanded') === want;
      await question.click();
      await page.locator(`${ACCORDION}[data-hydrated="true"]`).waitFor({ timeout: 10_000 });
      await page.waitForFunction(state, [id, toggled(before)] as const, { timeout: 3000 });
      // And it keeps working after the first click.
      await question.click();
      await page.waitForFunction(state, [id, before] as const, { timeout: 3000 });
    }

    for (const { what, file, broken } of [
      { what: 'corrupted props: the server HTML stays', file: '', broken: undefined },
      {
        what: 'a throwing component: "Unexpected Application Error!" in its place',
        file: 'throws.html',
        broken: undefined,
      },
      { what: 'a chunk answering 500', file: 'intact.html', broken: '**/assets/chunks/TestimonialCarousel-*.js' },
    ]) {
      it(`${what}; the island is logged by name, and the accordion still works`, async () => {
        const route = file ? `/island-check/${file}` : '/island-check';
        const { page, context, logs } = await visit({ baseURL: url });
        if (broken) await context.route(broken, (r) => r.fulfill({ status: 500, body: 'boom' }));
        await page.goto(route, { waitUntil: 'load' });
        const fallback = page.locator(`${CAROUSEL} [role="alert"]`);
        if (file === 'throws.html') {
          await fallback.waitFor({ timeout: 10_000 });
          assert.equal((await fallback.locator('h2').textContent())?.trim(), 'Unexpected Application Error!');
        } else await page.locator(`${CAROUSEL}[data-hydrated="failed"]`).waitFor({ timeout: 10_000 });
        if (!file) {
          assert.equal(await page.locator(`${CAROUSEL} .carousel-quote`).count(), QUOTES, 'the server HTML is gone');
          assert.ok(await page.locator(`${CAROUSEL} .carousel-quote`).first().isVisible());
        }
        assert.ok(
          logs.some((l) => l.type === 'error' && l.text.includes('[island TestimonialCarousel]')),
          `no console.error naming the island: ${JSON.stringify(logs)}`,
        );
        await accordionStillWorks(page);
      });
    }
  });

  describe('a page without islands', () => {
    it('loads no island runtime and no React, even after scrolling and using the menu', async () => {
      const route = allRoutes().find((r) => !builtPage(r).includes('data-island')) ?? '/404';
      const target = route === '/404' ? '/no-such-page-here' : route;
      const { page, problems } = await visit({ viewport: MOBILE });
      // Recorded as each response arrives (reading bodies could outlive the page).
      const scripts: { url: string }[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push({ url: new URL(res.url()).pathname });
      });
      await page.goto(target, { waitUntil: 'networkidle' });
      assert.equal(await page.locator('[data-island]').count(), 0, `${route} has islands after all`);
      await scrollToY(page, await page.evaluate(() => document.body.scrollHeight));
      await page
        .locator('[data-nav-toggle]')
        .click({ force: true })
        .catch(() => {});
      // Whatever scrolling, the menu or idle time could set off has started by now.
      await settled(page);
      const urls = scripts.map((s) => s.url);
      assert.ok(
        urls.some((u) => /\/assets\/enhance-[^/]+\.js$/.test(u)),
        `${route}: the enhancement script did not load`,
      );
      assert.deepEqual(
        urls.filter((u) => !/\/assets\/enhance-[^/]+\.js$/.test(u)),
        [],
        `${route} fetched more than the enhancement script`,
      );
      assert.deepEqual(
        problems.filter((p) => !/status of 404/.test(p)),
        [],
      );
    });
  });
});
