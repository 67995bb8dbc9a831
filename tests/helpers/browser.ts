/**
 * What the browser tests share: `test` with its fixtures, axe, the policy recorder and waits on what the page does
 * (frames, idle time, observers, animations), never on the clock. Requests to other hosts fail to resolve, recorded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { adminFixture, cmsFixture, type Cms } from './cms.ts';

export { expect } from '@playwright/test';
export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** console.error/warning texts (with the address they name, if any) and uncaught errors. */
  problems: string[];
  /** Every console message, for tests that expect a log. */
  logs: { type: string; text: string }[];
  /** Requests to other hosts no test route answered (they fail to resolve). */
  external: string[];
  /** Chromium's console lines for a Content-Security-Policy violation. */
  csp: string[];
}

/** Records a page's console, uncaught errors, its context's requests to other hosts and its policy violations (cspViolations). */
export async function watch(page: Page): Promise<Watched> {
  const w: Watched = { context: page.context(), page, problems: [], logs: [], external: [], csp: [] };
  page.on('console', (m) => {
    const [type, text, url] = [m.type(), m.text(), m.location().url];
    w.logs.push({ type, text });
    if (type === 'error' || type === 'warning') w.problems.push(`${type}: ${text}${url ? ` (${url})` : ''}`);
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(text)) w.csp.push(text);
  });
  page.on('pageerror', (e) => w.problems.push(`pageerror: ${e.message}`));
  w.context.on('requestfailed', (r) => {
    if (/ERR_NAME_NOT_RESOLVED/.test(r.failure()?.errorText ?? '')) w.external.push(r.url());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as any).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return w;
}
/** The policy violations the page's document reported, each starting with its directive. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__csp ?? []);

/** One set of fixtures for every file, so that a worker serves any file (a set of its own starts workers of its own). */
export const test = base.extend<
  {
    w: Watched;
    /** Another page, in a context of its own with these options, watched; closed when the test ends. */
    open: (options?: BrowserContextOptions) => Promise<Watched>;
    /** every-route.test.ts's page for the test's viewport width (lanes). */
    lane: Watched;
    /** The test's page for the CMS's /admin/, signed in (tests/helpers/cms.ts). */
    admin: Watched;
  },
  { lanes: Map<number, Watched>; cms: Cms }
>({
  w: async ({ page }, use) => use(await watch(page)),
  open: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      opened.push(await browser.newContext(options));
      return watch(await opened.at(-1)!.newPage());
    });
    await Promise.all(opened.map((c) => c.close()));
  },
  /**
   * One page per worker and width, visiting route after route with a plain-text file of the site between two: a new
   * page per visit cost two new processes, a quarter of the walk's CPU time. A visit that failed leaves a new page.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from its first parameter's pattern.
  lanes: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  lane: async ({ browser, lanes, viewport, baseURL }, use, info) => {
    const width = viewport!.width;
    const drop = (lane: Watched) => lane.context.close().finally(() => lanes.delete(width));
    // A lane Chromium no longer draws is replaced (see drawing()).
    if (lanes.has(width) && !(await drawing(lanes.get(width)!.page))) await drop(lanes.get(width)!);
    if (!lanes.has(width))
      lanes.set(width, await watch(await (await browser.newContext({ viewport, baseURL })).newPage()));
    const lane = lanes.get(width)!;
    await use(lane);
    if (info.status === info.expectedStatus) await lane.page.goto('/robots.txt');
    else await drop(lane);
  },
  cms: [cmsFixture, { scope: 'worker', timeout: 240_000 }],
  admin: async ({ open, cms }, use) =>
    adminFixture({ w: await open({ baseURL: cms.dev.url, storageState: cms.signedIn, viewport: DESKTOP }), cms }, use),
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Every axe violation (the rules axe enables by default), one line per element; `include`, a selector, checks only that part. */
export async function axeViolations(page: Page, opts: { include?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    const { violations } = await (window as any).axe.run(include ? { include: [include] } : document, {
      resultTypes: ['violations'],
    });
    const fix = (v: any, n: any) => n.failureSummary?.split('\n').slice(1).join(' ').trim() || v.help;
    return violations.flatMap((v: any) =>
      v.nodes.map((n: any) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${fix(v, n)}`),
    );
  }, opts.include);
}

/** Where `selector`'s element starts in the document, to tell whether something moved it. */
export const docTop = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().top + scrollY, selector);

/** Scrolls to `y` at once: the site scrolls smoothly when motion is welcome, which would leave the page mid-animation. */
export const scrollToY = (page: Page, y: number) => page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);

/** Page functions, also for tests that chain them inside one evaluate. */
export const inPage = {
  /**
   * `count` rendering frames, each waited for at most 2 s: a busy machine can be that slow once. Two missed in a row is
   * Chromium no longer drawing the page (it has stopped mid-visit here): failing then, the retry takes a new page at
   * once, where waiting out every frame of a long scroll ran to the test's time limit.
   */
  frames: async (count: number) => {
    let missed = 0;
    for (let i = 0; i < count; i++) {
      const drawn = await new Promise((resolve) => {
        setTimeout(() => resolve(false), 2000);
        requestAnimationFrame(() => resolve(true));
      });
      missed = drawn ? 0 : missed + 1;
      if (missed === 2) throw new Error('Chromium drew no frame of the page in 4 s');
    }
  },
  /** Every finite animation and transition running now has ended (at most 10 s: a paused one never does). */
  animationsDone: async () => {
    const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(running.map((a) => a.finished.catch(() => {})));
    await Promise.race([ended, new Promise((r) => setTimeout(r, 10_000))]);
  },
};
export const frames = (page: Page, count = 2) => page.evaluate(inPage.frames, count);
/**
 * Whether the page draws a frame within 5 s: on a busy machine Chromium once gave a page no frames for good, and a
 * click hung to the test's limit. A page that loops forever fails this too, so replacing it hides no fault of the site.
 */
export const drawing = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        setTimeout(() => resolve(false), 5000);
        requestAnimationFrame(() => resolve(true));
      }),
  );

/** Page code: scrolls through the page a screen at a time, two frames each, then back to the top. */
const scrollThroughPage = async (frames: (count: number) => Promise<void>) => {
  for (let y = 0; y < document.body.scrollHeight; y += Math.max(innerHeight, 100)) {
    scrollTo({ top: y, behavior: 'instant' });
    await frames(2);
  }
  scrollTo({ top: 0, behavior: 'instant' });
};
/** Scrolls through the page (islands woken by nearness and lazy images start), in one round trip. */
export const scrollThrough = (page: Page) => page.evaluate(`(${scrollThroughPage})(${inPage.frames})`);

/** Uses what the page offers (scrolls through, then the menu or dropdown, an FAQ question, the carousel), leaving forms and links alone. */
export async function exercise(page: Page): Promise<void> {
  await scrollThrough(page);
  await settled(page);
  const menu =
    page.viewportSize()!.width < 768 ? ['[data-nav-toggle]', '[data-nav-toggle]'] : ['[data-dropdown-toggle]'];
  for (const selector of [...menu, '.accordion-button', '[data-island="TestimonialCarousel"] button[type="button"]']) {
    const el = page.locator(selector).first();
    if ((await el.count()) && (await el.isVisible())) await el.click();
  }
  // The pointer off what it clicked, as a visitor's moves on: while it rests on a toggle Chromium often gives the page
  // no idle time, and the idle wait below would run to its 5 s limit.
  await page.mouse.move(0, 0);
  // Whatever the clicks woke has loaded and run.
  await settled(page);
}

/** Resolves once the page has had an idle period: an idle callback queued now runs after those the page queued. */
export const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));

/** The page has settled after load: its idle work has run, no island is still waking, and two more frames have passed. */
export async function settled(page: Page): Promise<void> {
  await idle(page);
  await page.waitForFunction(() => !document.querySelector('[data-island][data-hydrated="pending"]'));
  await frames(page, 2);
}

/** Every finite animation and transition running now has finished (after a frame: a class just set starts its transition then). */
export async function animationsDone(page: Page): Promise<void> {
  await frames(page, 1);
  await page.evaluate(inPage.animationsDone);
}

/**
 * Whether `selector`'s element is within `marginPx` of the viewport, as a new IntersectionObserver first sees it (the
 * runtime's, made before it, have been told by then), two frames more letting what they set off happen.
 */
export async function nearViewport(page: Page, selector: string, marginPx: number): Promise<boolean> {
  const near = await page.evaluate(
    ([sel, margin]) =>
      new Promise<boolean>((resolve) => {
        const io = new IntersectionObserver(
          (entries) => {
            io.disconnect();
            resolve(entries.some((e) => e.isIntersecting));
          },
          { rootMargin: `${margin}px` },
        );
        io.observe(document.querySelector(sel)!);
      }),
    [selector, marginPx] as const,
  );
  await frames(page, 2);
  return near;
}

/** Every script the page loads from now on, as its response arrives; kb() adds up their size for the tests' reports. */
export function recordScripts(page: Page) {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  const size = (b: Buffer) => b.length;
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), bytes: r.body().then(size, () => 0) });
  });
  const kb = async (list = scripts) =>
    ((await Promise.all(list.map((s) => s.bytes))).reduce((n, b) => n + b, 0) / 1024).toFixed(1);
  return Object.assign(scripts, { kb });
}
