/**
 * What the browser tests share, on Playwright's runner (playwright.config.ts): `test` with the fixtures below, the
 * page sizes, axe, the Content-Security-Policy recorder and the waits tied to what the page does (frames, idle
 * time, observers, animations), never to the clock. Every host but this machine fails to resolve in the browser
 * (OFFLINE_ARGS) unless a test routes it; requests to other hosts are recorded, console errors collected.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** console.error/warning texts (with the address of what they are about, if any) and uncaught errors. */
  problems: string[];
  /** Every console message, for tests that expect a log. */
  logs: { type: string; text: string }[];
  /** Requests to other hosts that no test route answered (they fail to resolve). */
  external: string[];
}

/** Records a page's console, uncaught errors and its context's unanswered requests to other hosts. */
export function watch(page: Page): Watched {
  const w: Watched = { context: page.context(), page, problems: [], logs: [], external: [] };
  page.on('console', (m) => {
    w.logs.push({ type: m.type(), text: m.text() });
    const url = m.location().url;
    if (m.type() === 'error' || m.type() === 'warning')
      w.problems.push(`${m.type()}: ${m.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (e) => w.problems.push(`pageerror: ${e.message}`));
  // Recorded, not intercepted: only this machine resolves, so a request to any other host fails so.
  w.context.on('requestfailed', (r) => {
    if (/ERR_NAME_NOT_RESOLVED/.test(r.failure()?.errorText ?? '')) w.external.push(r.url());
  });
  return w;
}

export const test = base.extend<{
  /** The test's page, watched. */
  w: Watched;
  /** Another page, in a context of its own with these options (closed when the test ends), watched. */
  open: (options?: BrowserContextOptions) => Promise<Watched>;
}>({
  w: async ({ page }, use) => use(watch(page)),
  open: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return watch(await context.newPage());
    });
    await Promise.all(opened.map((c) => c.close()));
  },
});

/** axe-core's source, evaluated in a page once per document. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every axe violation (the rules axe enables by default), one line per element; `include`, a selector, checks only that part. */
export async function axeViolations(page: Page, opts: { include?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    const axe = (window as any).axe;
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v: any) =>
      v.nodes.map(
        (n: any) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() || v.help}`,
      ),
    );
  }, opts.include);
}

/** Page code run before any page script (addInitScript): records every policy violation the document reports. */
export async function recordCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const list: string[] = [];
    (window as any).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} sample ${e.sample} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
}
/** The violations recordCsp has recorded on the page, each starting with its directive. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as any).__cspViolations ?? []);
/** Chromium's console line for a policy violation. */
export const CSP_CONSOLE = /content security policy|refused to (load|execute|apply|connect|frame)/i;

/** The next state of a disclosure button's aria-expanded (an FAQ may open its first question from the start). */
export const toggled = (expanded: string | null) => (expanded === 'true' ? 'false' : 'true');

/** Scrolls to `y` at once: the site scrolls smoothly when motion is welcome, which would leave the page mid-animation. */
export const scrollToY = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

/**
 * Resolves after `count` rendering frames. Chromium once stopped giving a busy machine's page frames: each is waited
 * for at most 2 s, and what the test checks next decides.
 */
export const frames = (page: Page, count = 2) => page.evaluate(inPage.frames, count);

/** Page functions, also for tests that chain them inside one evaluate. */
export const inPage = {
  frames: (count: number) =>
    new Promise<void>((resolve) => {
      const next = (left: number) => {
        const timer = setTimeout(resolve, 2000);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          if (left > 1) next(left - 1);
          else resolve();
        });
      };
      next(count);
    }),
  /** Every finite animation and transition running now has ended (at most 10 s: a paused one never does). */
  animationsDone: () =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]).then(() => undefined),
};

/** Scrolls through the whole page a screen at a time, two frames each (islands woken by nearness and lazy images start), then back to the top. */
export const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        setTimeout(resolve, 2000);
        requestAnimationFrame(resolve);
      });
    for (let y = 0; y < document.body.scrollHeight; y += Math.max(innerHeight, 100)) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });

/** Resolves once the page has had an idle period: an idle callback queued now runs after those the page queued. */
export const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

/** The page has settled after load: its idle work has run, no island is still waking, and two more frames have passed. */
export async function settled(page: Page): Promise<void> {
  await idle(page);
  await page.waitForFunction(() => !document.querySelector('[data-island][data-hydrated="pending"]'));
  await frames(page, 2);
}

/** Every finite animation and transition running now has finished (the frame first: a class just set starts its transition then). */
export async function animationsDone(page: Page): Promise<void> {
  await frames(page, 1);
  await page.evaluate(inPage.animationsDone);
}

/**
 * Whether `selector`'s element is within `marginPx` of the viewport, as a new IntersectionObserver sees it at its first
 * delivery: every observer made before it (the island runtime's) has been told of the same position by then, and two
 * frames more let what they set off happen.
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

/** Lets React finish work it has scheduled (its scheduler runs in posted-message tasks): for pages whose clock a test holds. */
export const reactSettled = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 3; i++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
  });

/** Every script the page loads from now on, as its response arrives; kb() reads their size for the tests' reports. */
export function recordScripts(page: Page) {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({
        url: res.url(),
        bytes: res.body().then(
          (b) => b.length,
          () => 0,
        ),
      });
  });
  const kb = async (list = scripts) =>
    ((await Promise.all(list.map((s) => s.bytes))).reduce((n, b) => n + b, 0) / 1024).toFixed(1);
  return Object.assign(scripts, { kb });
}
