/**
 * Debian's Chromium through playwright-core (never a downloaded browser).
 * Every request to a host other than the local server is aborted unless a
 * test routes it itself, as the machines have no internet; console errors and
 * page errors are collected so tests can assert there were none.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * The browser a test file drives. Under npm test, every file connects to the
 * one browser the runner started (TEST_BROWSER_WS), instead of starting one
 * of its own; closing it then only disconnects. Run alone, a file starts its own.
 */
export function launch(): Promise<Browser> {
  const shared = process.env.TEST_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Scrolls the page to `y` at once. The site scrolls smoothly when motion is
 * welcome, which would leave the page mid-animation (and its frames slowed)
 * when a test looks at what the new position woke.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior }), y);
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
  /** URLs of requests to other hosts (all aborted unless routed). */
  external: string[];
}

export async function openPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; reducedMotion?: 'reduce' | 'no-preference'; baseURL: string; javaScriptEnabled?: boolean },
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    reducedMotion: opts.reducedMotion ?? 'no-preference',
    baseURL: opts.baseURL,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  const origin = new URL(opts.baseURL).origin;
  const external: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      external.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
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
