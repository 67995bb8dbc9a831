/**
 * axe-core (WCAG 2.0/2.1 A and AA, plus best practices) on every route and
 * the not-found page, at 375 and 1280 px: zero violations. One browser, one
 * page per width, the two widths side by side.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, launch, openPage, type Watched } from '../helpers/browser.ts';
import { allRoutes, startSite } from '../helpers/site.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Served with status 404 by the not-found page. */
const MISSING = '/this-cat-is-not-here';
const ROUTES = [...allRoutes(), MISSING];

let browser: Browser;
let site: Awaited<ReturnType<typeof startSite>>;

before(async () => {
  site = await startSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('axe finds no violation', { concurrency: true }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    // One page per width, so its routes run one after another.
    describe(`at ${viewport.width}px`, { concurrency: 1 }, () => {
      let w: Watched;
      before(async () => {
        w = await openPage(browser, { viewport, baseURL: site.url });
      });
      after(async () => {
        await w?.context.close();
      });

      for (const route of ROUTES) {
        it(route === MISSING ? 'the not-found page' : route, async () => {
          await w.page.goto(route, { waitUntil: 'load' });
          const { violations } = await new AxeBuilder({ page: w.page })
            .withTags(TAGS)
            // Only violations are reported in full; passes are not collected node by node, which saves most of the time.
            .options({ resultTypes: ['violations'] })
            .analyze();
          const report = violations.flatMap((v) =>
            v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`),
          );
          assert.deepEqual(report, [], `${route} at ${viewport.width}px:\n${report.join('\n')}`);
        });
      }
    });
  }
});
