/**
 * Every route of the content being built, at 375 px and 1280 px, with every
 * third-party host unreachable (as on these machines): no console error or
 * warning, no uncaught error, and no request to another host while the page
 * loads and settles, except the few src/lib/thirdPartyOnLoad.ts allows
 * (the FareHarbor script /tours preloads when idle, /booking's calendar).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { DESKTOP, MOBILE, launch, openPage } from '../helpers/browser.ts';
import { allRoutes, startSite } from '../helpers/site.ts';
import { settled } from '../helpers/settle.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';

/** A path no page or redirect answers: the not-found page, status 404. */
const MISSING = '/this-cat-is-not-here';

interface Visit {
  route: string;
  width: number;
  problems: string[];
  external: string[];
}

let browser: Browser;
let site: Awaited<ReturnType<typeof startSite>>;
const visits: Visit[] = [];

/** Opens one page per viewport and walks the routes on it, recording what each route did. */
async function walk(viewport: { width: number; height: number }, routes: string[]): Promise<void> {
  const w = await openPage(browser, { viewport, baseURL: site.url });
  let current: Visit | undefined;
  const onConsole = (m: ConsoleMessage) => {
    if (!current || (m.type() !== 'error' && m.type() !== 'warning')) return;
    const url = m.location().url ?? '';
    // The not-found page answers 404 by design; Chromium reports that status for the document itself.
    if (current.route === MISSING && url.endsWith(MISSING) && /status of 404/.test(m.text())) return;
    // An allowed on-load request (FareHarbor on /tours and /booking) fails offline; the browser reports it.
    if (allowedOnLoad(current.route, url)) return;
    current.problems.push(`${m.type()}: ${m.text()}${url ? ` (${url})` : ''}`);
  };
  w.page.on('console', onConsole);
  w.page.on('pageerror', (e) => current?.problems.push(`pageerror: ${e.message}`));
  try {
    for (const route of routes) {
      current = { route, width: viewport.width, problems: [], external: [] };
      const before = w.external.length;
      // Settled: the network quiet, the page's idle work run, its islands near the viewport awake.
      await w.page.goto(route, { waitUntil: 'networkidle' });
      await settled(w.page);
      current.external = w.external.slice(before);
      visits.push(current);
      current = undefined;
      await w.page.goto('about:blank');
    }
  } finally {
    await w.context.close();
  }
}

before(async () => {
  site = await startSite();
  browser = await launch();
  const routes = [...allRoutes(), MISSING];
  // Pages mostly sit out the settle time, so several at once (per width) keep the file well under a minute.
  const lanes = 2;
  const share = (i: number) => routes.filter((_, n) => n % lanes === i);
  await Promise.all([MOBILE, DESKTOP].flatMap((viewport) => Array.from({ length: lanes }, (_, i) => walk(viewport, share(i)))));
});

after(async () => {
  await browser?.close();
  await site?.close();
});

const byRoute = (width: number) => (route: string) => visits.find((v) => v.route === route && v.width === width);

describe('no console errors or warnings, no third-party requests on load', () => {
  test('every route was visited at both widths', () => {
    assert.equal(visits.length, (allRoutes().length + 1) * 2);
  });

  for (const width of [MOBILE.width, DESKTOP.width]) {
    for (const route of [...allRoutes(), MISSING]) {
      test(`${route} at ${width}px`, () => {
        const v = byRoute(width)(route);
        assert.ok(v, 'visited');
        assert.deepEqual(v.problems, [], 'console errors or warnings');
        const thirdParty = v.external.filter((u) => !allowedOnLoad(route, u));
        assert.deepEqual(thirdParty, [], 'third-party requests before any interaction');
      });
    }
  }
});
