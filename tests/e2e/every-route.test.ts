/**
 * Every route of the content being built, and the not-found page, at 375 px
 * and 1280 px, each visited once per width with every third-party host
 * unreachable (as on these machines), and checked on that one visit for:
 *  - no console error or warning and no uncaught error while the page loads,
 *    settles and is used, and no request to another host while it loads and
 *    settles, except the few src/lib/thirdPartyOnLoad.ts allows (the
 *    FareHarbor script /tours preloads when idle, /booking's calendar);
 *  - no axe-core violation (every rule axe enables by default: WCAG A and AA,
 *    best practices) once the page has settled: the pages' own axe checks are
 *    these, the feature files check only states a visit does not reach;
 *  - the layout every page shares: no horizontal scroll at 375 px nor at
 *    320 px (the same document narrowed, after it was used), and at 1280 px the floating Book
 *    Now to /booking and this year in the footer;
 *  - no Content-Security-Policy violation (the policy the preview server
 *    sends is the production one, src/pipeline/host/headers.ts; the
 *    not-found page's is its <meta>) while the
 *    page loads and, at 1280 px, while it is scrolled through (lazy islands
 *    hydrate) and its interactive parts are used (the Tours dropdown, an FAQ
 *    question, the carousel's buttons); at 375 px the same on the pages of
 *    each kind of layout, with the mobile menu (INTERACT_ON_PHONES).
 * A visit that does not end within VISIT_LIMIT_MS fails every check of its
 * route, naming the step it was on; the other routes are still visited, as
 * long as the walk is within WALK_LIMIT_MS.
 */
import { before, describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleMessage, Page } from 'playwright-core';
import {
  CSP_CONSOLE,
  DESKTOP,
  MOBILE,
  RECORD_CSP_VIOLATIONS,
  cspViolations,
  openPage,
  resizeTo,
  scrollThrough,
  type Watched,
} from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { allRoutes, content } from '../helpers/site.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { settled } from '../helpers/settle.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';

/** A path no page or redirect answers: the not-found page, status 404. */
const MISSING = '/this-cat-is-not-here';
const ROUTES = [...allRoutes(), MISSING];
/** A plain-text file every build writes: a document with no script, style or image, visited between two routes. */
const BETWEEN_ROUTES = '/robots.txt';
const WIDTHS = [MOBILE, DESKTOP];
/**
 * The routes visited at a width. Blog posts all render one template and
 * differ only in their Markdown, which the checks at 375 px cover post by
 * post (and 375 and 320 px are where long words or tables would overflow);
 * at 1280 px the newest post stands for the template.
 */
const newest = content().blog[0]?.href;
const routesAt = (width: number) =>
  width < 768 ? ROUTES : ROUTES.filter((r) => !/^\/blog\/\d+$/.test(r) || r === newest);
/** Pages used at 375 px too: the home page, a form, a list with its FAQ, the blog and the gallery's lazy photos, whose layouts differ most on phones. */
const INTERACT_ON_PHONES = new Set(['/', '/contact', '/tours', '/blog', '/gallery']);
const interactsAt = (route: string, width: number) => width >= 768 || INTERACT_ON_PHONES.has(route);

interface Visit {
  route: string;
  width: number;
  /** Console errors and warnings, uncaught errors. */
  problems: string[];
  /** Requests to other hosts while loading and settling. */
  external: string[];
  axe: string[];
  /** What the shared layout got wrong at this width. */
  layout: string[];
  csp: string | null;
  cspViolations: string[];
  cspConsole: string[];
  actions: string[];
  /** The step the visit is on (for the message if it does not finish). */
  step: string;
  /** Why the visit did not finish, when it did not: every check of the route then fails with it. */
  unfinished?: string;
  /** How long the visit took (reported, against VISIT_LIMIT_MS). */
  ms: number;
}

/**
 * A visit takes seconds; one still going after this is waiting on something
 * the browser will not deliver. It is recorded as unfinished, naming its step,
 * and the lane goes on with a new page, so the file reports where it stuck
 * instead of holding the whole run until the runner's limit.
 */
const VISIT_LIMIT_MS = 90_000;
/**
 * The whole walk takes one to three minutes here, on a busy machine too.
 * Routes not begun by this time (a browser that answers nothing, visit after
 * visit) are recorded as not visited, so the file still ends, and reports,
 * well inside the runner's limit for a process.
 */
const WALK_LIMIT_MS = 6 * 60_000;
/** Closing a page left mid-wait is not waited on longer than this. */
const CLOSE_LIMIT_MS = 10_000;

/** Rejects with `message()` if `work` has not settled within `ms`; `work`'s own later failure is then ignored. */
function within<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)));
  work.catch(() => undefined);
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const suite = browserSuite();
const visits: Visit[] = [];

/** Uses what the page offers; returns what it did. Buttons that submit forms or leave the page are left alone. */
async function interact(page: Page, width: number): Promise<string[]> {
  const done: string[] = [];
  const click = async (selector: string, label: string) => {
    const el = page.locator(selector).first();
    if ((await el.count()) && (await el.isVisible())) {
      // Playwright's own limit for a click: a renderer on a busy machine can take seconds to answer (a 5 s limit did
      // run out under heavy load); the visit's limit bounds the whole.
      await el.click();
      done.push(label);
    }
  };
  // Scroll through so "visible" islands hydrate and lazy images load.
  await scrollThrough(page);
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

const NARROW = { width: 320, height: 640 };
const YEAR = String(new Date().getFullYear());

/** The shared layout at this width: no sideways scroll on phones (at 320 px too), the floating Book Now and the footer year on wide screens. */
async function layoutProblems(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const out: string[] = [];
  const sideways = async (label: string) => {
    const over = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    if (over > 0) out.push(`${label}: scrolls sideways by ${over}px`);
  };
  if (viewport.width < 768) {
    await sideways(`${viewport.width}px`);
    // The same document narrowed to 320 px (saves a second load of every route).
    await resizeTo(page, NARROW);
    await sideways(`${NARROW.width}px`);
    await resizeTo(page, viewport);
  } else {
    if (!(await page.locator('[data-floating-cta][href="/booking"]').isVisible()))
      out.push('no visible floating Book Now');
    const year = await page.locator('footer [data-year]').textContent();
    if (year !== YEAR) out.push(`footer year is ${year}`);
  }
  return out;
}

/** What a lane's page is doing: the visit it is recording, whether that visit is still loading and settling, or still being used. */
interface Lane {
  current?: Visit;
  loading: boolean;
  watching: boolean;
}

/** Opens a page for a lane, recording into whatever visit the lane has on. */
async function openLane(viewport: { width: number; height: number }, lane: Lane): Promise<Watched> {
  const w = await openPage(suite.browser, { viewport, baseURL: suite.url });
  await w.context.addInitScript(RECORD_CSP_VIOLATIONS);
  w.page.on('console', (m: ConsoleMessage) => {
    const current = lane.current;
    if (!current) return;
    if (CSP_CONSOLE.test(m.text())) current.cspConsole.push(m.text());
    // What the page says while it loads, settles and is used (scrolled through, clicked), not once it is left.
    if (!lane.watching || (m.type() !== 'error' && m.type() !== 'warning')) return;
    const url = m.location().url ?? '';
    // Scrolling wakes embeds that reach third parties (a tour's calendar, the reels), unreachable here: the browser's own
    // line for such a resource is not the page's problem (requests on load are the third-party check's).
    if (
      !lane.loading &&
      /^Failed to load resource/.test(m.text()) &&
      url &&
      new URL(url).origin !== new URL(suite.url).origin
    )
      return;
    // The not-found page answers 404 by design; Chromium reports that status for the document itself.
    if (current.route === MISSING && url.endsWith(MISSING) && /status of 404/.test(m.text())) return;
    // An allowed on-load request (FareHarbor on /tours and /booking) fails offline; the browser reports it.
    if (allowedOnLoad(current.route, url, content().site.analytics)) return;
    current.problems.push(`${m.type()}: ${m.text()}${url ? ` (${url})` : ''}`);
  });
  w.page.on('pageerror', (e) => lane.current?.problems.push(`pageerror: ${e.message}`));
  return w;
}

/** One route on the lane's page: everything the tests check, step by step (each step named on the visit). */
async function visit(w: Watched, lane: Lane, v: Visit, viewport: { width: number; height: number }): Promise<void> {
  lane.loading = true;
  lane.watching = true;
  const before = w.external.length;
  v.step = 'loading (network quiet)';
  const res = await w.page.goto(v.route, { waitUntil: 'networkidle' });
  // Settled: the page's idle work run, its islands near the viewport awake.
  v.step = 'settling after load';
  await settled(w.page);
  v.external = w.external.slice(before);
  lane.loading = false;
  // A page's policy is its header (as the browser received it: nothing waits on headers sent apart from the response);
  // the not-found page, which answers addresses no header rule names, carries it in a <meta>.
  v.step = 'reading the policy';
  v.csp =
    res?.headers()['content-security-policy'] ??
    (await w.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
  v.step = 'axe';
  v.axe = await axeViolations(w.page);
  if (viewport.width >= 768) {
    v.step = 'layout';
    v.layout = await layoutProblems(w.page, viewport);
  }
  if (interactsAt(v.route, viewport.width)) {
    v.step = 'using the page';
    v.actions = await interact(w.page, viewport.width);
  }
  // On phones after the page was used: what scrolling through woke (islands, lazy photos) must not widen it either.
  if (viewport.width < 768) {
    v.step = 'layout';
    v.layout = await layoutProblems(w.page, viewport);
  }
  lane.watching = false;
  v.step = 'reading policy violations';
  v.cspViolations = await cspViolations(w.page);
  // A scriptless page of this site between routes: what the last one set off (a calendar it scrolled to) ends with it,
  // not in the next route's record. Same site, so the page keeps its renderer process (about:blank cost two new
  // processes per visit, a quarter of this file's CPU time).
  v.step = `leaving for ${BETWEEN_ROUTES}`;
  await w.page.goto(BETWEEN_ROUTES);
  v.step = 'done';
}

/** Visits each route of a lane at one width on one page (a new one after a visit that did not finish), recording everything the tests check. */
async function walk(viewport: { width: number; height: number }, routes: string[], endBy: number): Promise<void> {
  const lane: Lane = { loading: false, watching: false };
  let w: Watched | undefined;
  try {
    for (const route of routes) {
      const v: Visit = {
        route,
        width: viewport.width,
        problems: [],
        external: [],
        axe: [],
        layout: [],
        csp: null,
        cspViolations: [],
        cspConsole: [],
        actions: [],
        step: w ? 'starting' : 'opening a page',
        ms: 0,
      };
      if (performance.now() > endBy) {
        v.unfinished = `${route} at ${viewport.width}px was not visited: the walk ran past its ${WALK_LIMIT_MS / 60_000} minutes`;
        visits.push(v);
        continue;
      }
      lane.current = v;
      const started = performance.now();
      try {
        const work = async () => {
          w ??= await openLane(viewport, lane);
          await visit(w, lane, v, viewport);
        };
        await within(work(), VISIT_LIMIT_MS, () => `no end after ${VISIT_LIMIT_MS / 1000} s`);
      } catch (e) {
        v.unfinished = `${route} at ${viewport.width}px did not finish (${v.step}): ${(e as Error).message}`;
        // The page may be mid-wait: the next route gets a new one.
        const stale = w;
        w = undefined;
        lane.current = undefined;
        if (stale) await within(stale.context.close(), CLOSE_LIMIT_MS, () => 'not closed').catch(() => undefined);
      }
      v.ms = performance.now() - started;
      lane.current = undefined;
      lane.loading = false;
      lane.watching = false;
      visits.push(v);
    }
  } finally {
    await w?.context.close();
  }
}

const visitOf = (route: string, width: number) => {
  const v = visits.find((x) => x.route === route && x.width === width);
  assert.ok(v, `${route} was visited at ${width}px`);
  assert.equal(v.unfinished, undefined);
  return v;
};
const label = (route: string) => (route === MISSING ? 'the not-found page' : route);
/** One test per route and width, of what its visit recorded. */
const eachVisit = (name: (route: string, width: number) => string, check: (v: Visit, t: TestContext) => void) => {
  for (const { width } of WIDTHS)
    for (const route of routesAt(width)) test(name(label(route), width), (t) => check(visitOf(route, width), t));
};
const atWidth = (route: string, width: number) => `${route} at ${width}px`;

describe('every route, walked at 375 px and 1280 px', () => {
  // The walk every describe below reads, in one describe of the file's own so that it runs after browserSuite()'s
  // root-level hooks have started the browser (root-level hooks do not wait for each other on Node 20), and so that it
  // runs whichever of the describes a filtered run picks.
  before(async () => {
    // Two lanes per width: pages spend much of their visit waiting (network quiet, idle time), so two at once keep the file short.
    const lanes = 2;
    const share = (width: number, i: number) => routesAt(width).filter((_, n) => n % lanes === i);
    const endBy = performance.now() + WALK_LIMIT_MS;
    await Promise.all(
      WIDTHS.flatMap((viewport) =>
        Array.from({ length: lanes }, (_, i) => walk(viewport, share(viewport.width, i), endBy)),
      ),
    );
  });

  describe('every route was visited', () => {
    test('at 375 px, and at 1280 px all but the older blog posts', (t) => {
      assert.equal(
        visits.length,
        WIDTHS.reduce((n, { width }) => n + routesAt(width).length, 0),
      );
      const slowest = visits.reduce((a, b) => (b.ms > a.ms ? b : a));
      t.diagnostic(`slowest visit: ${label(slowest.route)} at ${slowest.width}px, ${(slowest.ms / 1000).toFixed(1)} s`);
    });

    test('a visit that never ends is cut off at its limit with a message, and one that ends keeps its result', async () => {
      await assert.rejects(
        within(new Promise(() => undefined), 20, () => 'no end'),
        /^Error: no end$/,
      );
      assert.equal(await within(Promise.resolve('done'), 20, () => 'no end'), 'done');
      await assert.rejects(
        within(Promise.reject(new Error('failed')), 20, () => 'no end'),
        /failed/,
      );
    });
  });

  describe('no console errors or warnings while loading and used, no third-party requests on load', () => {
    test('the recorder sees a request to another host, and a console error, when there is one', async () => {
      const w = await suite.open();
      // /about: no island and nothing of its own that reaches another host; EmailJS is a host the policy lets the page reach.
      await w.page.goto('/about');
      const failed = w.context.waitForEvent('requestfailed');
      const logged = w.page.waitForEvent('console', (m) => m.text() === 'offline');
      await w.page.evaluate(() => fetch('https://api.emailjs.com/cat.json').catch(() => console.error('offline')));
      await Promise.all([failed, logged]);
      // (A site with a cookie-free analytics provider also reaches it on load, as allowed.)
      assert.deepEqual(
        w.external.filter((u) => !allowedOnLoad('/about', u, content().site.analytics)),
        ['https://api.emailjs.com/cat.json'],
      );
      assert.ok(
        w.problems.some((p) => p.includes('offline')),
        w.problems.join('\n'),
      );
    });

    eachVisit(atWidth, (v) => {
      assert.deepEqual(v.problems, [], 'console errors or warnings');
      const thirdParty = v.external.filter((u) => !allowedOnLoad(v.route, u, content().site.analytics));
      assert.deepEqual(thirdParty, [], 'third-party requests before any interaction');
    });
  });

  describe('axe finds no violation', () => {
    test('the check reports a violation when there is one', async () => {
      const w = await suite.open();
      await w.page.goto('/');
      await w.page.evaluate(() =>
        document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: '/favicon.png' })),
      );
      const found = await axeViolations(w.page);
      assert.ok(
        found.some((v) => v.startsWith('image-alt')),
        `reported: ${found.join('\n')}`,
      );
    });

    eachVisit(atWidth, (v) => assert.deepEqual(v.axe, [], `${v.route} at ${v.width}px:\n${v.axe.join('\n')}`));
  });

  describe('the shared layout holds on every route', () => {
    eachVisit(
      (route, width) =>
        `${route} at ${width}px: ${width < 768 ? 'no horizontal scroll at 375 and 320 px' : 'the floating Book Now and the footer year'}`,
      (v) => assert.deepEqual(v.layout, []),
    );
  });

  describe('no Content-Security-Policy violation on any route', () => {
    // That the recorder sees a violation when there is one: pages.test.ts, whose injected script is refused and recorded.
    eachVisit(atWidth, (v, t) => {
      t.diagnostic(`did: ${v.actions.join(', ') || 'load'}`);
      assert.match(v.csp ?? '', /script-src 'self'/, 'the response or the page carried the policy');
      assert.deepEqual(v.cspViolations, [], 'securitypolicyviolation events');
      assert.deepEqual(v.cspConsole, [], 'CSP console messages');
    });
  });
});
