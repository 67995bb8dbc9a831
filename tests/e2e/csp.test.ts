/**
 * The Content-Security-Policy the preview server sends (the production one,
 * from src/pipeline/host/headers.ts) holds on every route: no securitypolicyviolation
 * event and no CSP console error while the page loads, is scrolled through
 * (lazy islands hydrate) and its interactive parts are used (FAQ questions,
 * the Tours dropdown, carousel buttons, the mobile menu).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launch, openPage } from '../helpers/browser.ts';
import { allRoutes, startSite } from '../helpers/site.ts';
import { settled } from '../helpers/settle.ts';

const MISSING = '/this-cat-is-not-here';

/** Runs before any page script: records every violation the document reports. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + (e.sample ? ' sample ' + e.sample : '') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });
`;

interface Result {
  route: string;
  width: number;
  violations: string[];
  cspConsole: string[];
  actions: string[];
  csp: string | null;
}

let browser: Browser;
let site: Awaited<ReturnType<typeof startSite>>;
const results: Result[] = [];

/** Uses what the page offers; returns what it did. Buttons that submit forms or leave the page are left alone. */
async function interact(page: Page, width: number): Promise<string[]> {
  const done: string[] = [];
  const click = async (selector: string, label: string) => {
    const el = page.locator(selector).first();
    if ((await el.count()) && (await el.isVisible())) {
      await el.click({ timeout: 2000 });
      done.push(label);
    }
  };
  // Scroll through so "visible" islands hydrate and lazy images load: each screen is rendered (two frames) before the next.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  })()`);
  await settled(page);
  done.push('scroll');
  if (width < 768) await click('[data-nav-toggle]', 'mobile menu');
  else await click('[data-dropdown-toggle]', 'tours dropdown');
  if (width < 768) await click('[data-nav-toggle]', 'close menu');
  await click('.accordion-button', 'faq question');
  await click('[data-island="TestimonialCarousel"] button[type="button"]', 'carousel button');
  // Whatever the clicks woke has loaded and run.
  await settled(page);
  return done;
}

async function walk(viewport: { width: number; height: number }, routes: string[]): Promise<void> {
  const w = await openPage(browser, { viewport, baseURL: site.url });
  await w.context.addInitScript(RECORD_VIOLATIONS);
  let cspConsole: string[] = [];
  w.page.on('console', (m) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(m.text())) cspConsole.push(m.text());
  });
  try {
    for (const route of routes) {
      cspConsole = [];
      const res = await w.page.goto(route, { waitUntil: 'load' });
      const actions = await interact(w.page, viewport.width);
      const violations = (await w.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)) ?? [];
      results.push({ route, width: viewport.width, violations, cspConsole, actions, csp: (await res?.headerValue('content-security-policy')) ?? null });
    }
  } finally {
    await w.context.close();
  }
}

before(async () => {
  site = await startSite();
  browser = await launch();
  const routes = [...allRoutes(), MISSING];
  await Promise.all([
    walk(DESKTOP, routes.filter((_, i) => i % 2 === 0)),
    walk(DESKTOP, routes.filter((_, i) => i % 2 === 1)),
    // The mobile menu and layout on a few representative pages.
    walk(MOBILE, ['/', '/contact', '/tours', '/blog']),
  ]);
});

after(async () => {
  await browser?.close();
  await site?.close();
});

describe('no Content-Security-Policy violation on any route', () => {
  test('the recorder sees a violation when there is one', async () => {
    const w = await openPage(browser, { viewport: DESKTOP, baseURL: site.url });
    try {
      await w.context.addInitScript(RECORD_VIOLATIONS);
      await w.page.goto('/');
      // An inline handler the policy does not hash must be refused and reported.
      await w.page.evaluate(() => {
        const b = document.createElement('button');
        b.setAttribute('onclick', 'void 0');
        document.body.append(b);
        b.click();
      });
      // The violation event is dispatched in a task of its own.
      await w.page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0);
      const v = await w.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      assert.ok(v.some((x) => x.startsWith('script-src')), `recorded: ${JSON.stringify(v)}`);
    } finally {
      await w.context.close();
    }
  });

  for (const [width, routes] of [
    [DESKTOP.width, [...allRoutes(), MISSING]],
    [MOBILE.width, ['/', '/contact', '/tours', '/blog']],
  ] as const) {
    for (const route of routes) {
      test(`${route} at ${width}px`, (t) => {
        const r = results.find((x) => x.route === route && x.width === width);
        assert.ok(r, 'visited');
        t.diagnostic(`did: ${r.actions.join(', ')}`);
        assert.match(r.csp ?? '', /script-src 'self'/, 'the response carried the policy');
        assert.deepEqual(r.violations, [], 'securitypolicyviolation events');
        assert.deepEqual(r.cspConsole, [], 'CSP console messages');
      });
    }
  }
});
