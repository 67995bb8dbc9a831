/**
 * Debian's Chromium through playwright-core (never a downloaded browser).
 * Every host but the local server fails to resolve in the browser itself
 * (OFFLINE_ARGS), as the machines have no internet, unless a test routes an
 * address itself; requests to other hosts are recorded, and console errors
 * and page errors collected, so tests can assert there were none.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_ARGS } from '../../tools/chromium.ts';
import { framesInPage } from './settle.ts';

/**
 * The browser a test file drives. Under npm test, every file connects to the
 * one browser the runner started (TEST_BROWSER_WS), instead of starting one
 * of its own; closing it then only disconnects. Run alone, a file starts its own.
 */
export function launch(): Promise<Browser> {
  const shared = process.env.TEST_BROWSER_WS;
  // Playwright waits for a connection with no limit of its own; one that never opens must fail, not hold the file.
  if (shared) return chromium.connect(shared, { timeout: 60_000 });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS], headless: true });
}

/**
 * Scrolls the page to `y` at once. The site scrolls smoothly when motion is
 * welcome, which would leave the page mid-animation (and its frames slowed)
 * when a test looks at what the new position woke.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior }), y);
}

/**
 * Scrolls through the whole page a screen at a time, at once (not smoothly),
 * each screen given two rendering frames before the next, so islands woken
 * by nearness and lazy images start on the way; then back to the top. The
 * frames are waited for with a limit (framesInPage): a page the browser has
 * stopped giving frames must not hold its test for good.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const screen = Math.max(window.innerHeight, 100);
    for (let y = 0; y < document.body.scrollHeight; y += screen) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await ${framesInPage(2)};
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  })()`);
}

/**
 * Resizes the page's viewport and waits until the page itself has the new
 * size: Chromium applies an emulated size asynchronously, so a measurement
 * straight after the call could still see the old width.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
}

export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** console.error/warning texts and uncaught errors. */
  problems: string[];
  /** Every console message, for tests that expect a log. */
  logs: { type: string; text: string }[];
  /** URLs of requests to other hosts that no test route answered (they fail: no host but this one resolves). */
  external: string[];
}

export async function openPage(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
    baseURL: string;
    javaScriptEnabled?: boolean;
    hasTouch?: boolean;
  },
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    hasTouch: opts.hasTouch ?? false,
    reducedMotion: opts.reducedMotion ?? 'no-preference',
    baseURL: opts.baseURL,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  const origin = new URL(opts.baseURL).origin;
  const external: string[] = [];
  // Recorded, not intercepted: the browser itself cannot reach other hosts (OFFLINE_ARGS), so a request no test answered fails to resolve.
  context.on('requestfailed', (request) => {
    const url = request.url();
    if (
      /^https?:/.test(url) &&
      new URL(url).origin !== origin &&
      /ERR_NAME_NOT_RESOLVED/.test(request.failure()?.errorText ?? '')
    )
      external.push(url);
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const logs: { type: string; text: string }[] = [];
  page.on('console', (m) => {
    logs.push({ type: m.type(), text: m.text() });
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems, logs, external };
}

/** Page code run before any page script (addInitScript): records every Content-Security-Policy violation the document reports. */
export const RECORD_CSP_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + (e.sample ? ' sample ' + e.sample : '') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });
`;

/** The violations RECORD_CSP_VIOLATIONS has recorded on the page, each starting with its directive. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

/** Chromium's console line for a policy violation. */
export const CSP_CONSOLE = /content security policy|refused to (load|execute|apply|connect|frame)/i;

/** The next state of a disclosure button's aria-expanded: an FAQ may open its first question from the start, and may have only that one. */
export const toggled = (expanded: string | null) => (expanded === 'true' ? 'false' : 'true');

/** A script the page loaded; its size is read from its body only when a report asks for it. */
export interface LoadedScript {
  url: string;
  bytes: Promise<number>;
}

/** Every script the page loads from now on, recorded as its response arrives. */
export function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
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
  return scripts;
}

/** The scripts' size in KB, for the reports the tests print. */
export async function scriptsKb(scripts: LoadedScript[]): Promise<string> {
  return ((await Promise.all(scripts.map((s) => s.bytes))).reduce((n, b) => n + b, 0) / 1024).toFixed(1);
}
