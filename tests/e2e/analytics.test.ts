/**
 * Analytics from content/site.json, offline in Chromium: the site is built
 * once per provider (its content copied with the provider set; GA4's for a
 * host without headers, so its pages hold their policy in the <meta> alone),
 * and each provider's script is a stub that talks to the provider's hosts
 * as the real one does, every request recorded:
 *  - Plausible and Cloudflare load at once, with no policy violation and no
 *    console problem; each of the site's events reaches Plausible with its
 *    name and parameters; Cloudflare gets its page view and no event;
 *  - GA4: the consent bar (axe-clean) shows, nothing reaches Google before
 *    the visitor accepts, everything does after, the answer is remembered,
 *    and the footer's button changes it, all by keyboard;
 *  - none (dist/): no request to any analytics host, no analytics host in
 *    the policy.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { serve } from '../../dev/preview.ts';
import { analyticsHosts, type Analytics } from '../../src/lib/analytics.ts';
import { EVENT } from '../../src/lib/track.ts';
import { ANALYTICS_CONSENT_KEY } from '../../src/lib/storageKeys.ts';
import { axeViolations } from '../helpers/axe.ts';
import { CSP_CONSOLE, DESKTOP, RECORD_CSP_VIOLATIONS, cspViolations, type Watched } from '../helpers/browser.ts';
import { escapeRegExp } from '../helpers/copy.ts';
import { settled, until } from '../helpers/settle.ts';
import { ROOT, content, publicTours } from '../helpers/site.ts';
import { browserSuite, type BrowserSuite } from '../helpers/browserSuite.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

const PROVIDERS = {
  plausible: { provider: 'plausible', domain: 'whiskerwalks.example' },
  cloudflare: { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' },
  ga4: { provider: 'ga4', measurementId: 'G-TEST12345' },
} as const satisfies Record<string, Analytics>;
type Name = keyof typeof PROVIDERS;

/** Every host any provider may reach: a request to one is recorded, and answered by the stubs below. */
const ANALYTICS_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(plausible\.io|cloudflareinsights\.com|googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

// The providers' scripts as stubs speaking to the providers' hosts the way the real ones do.
// (Strings, not functions: the test runner's transpiler would wrap functions in helpers the page lacks.)
const PLAUSIBLE_STUB = `(() => {
  const me = document.currentScript;
  const send = (n, o) => fetch(new URL(me.src).origin + '/api/event', { method: 'POST', keepalive: true, body: JSON.stringify({ n, d: me.dataset.domain, p: o && o.props }) });
  window.plausible = (n, o) => void send(n, o);
  send('pageview');
})();`;
const CLOUDFLARE_STUB = `fetch('https://cloudflareinsights.com/cdn-cgi/rum', { method: 'POST', keepalive: true, body: document.currentScript.dataset.cfBeacon });`;
const GTAG_STUB = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const send = (en, params) => fetch('https://region1.google-analytics.com/g/collect?' + new URLSearchParams({ v: '2', tid: id, en, ...Object.fromEntries(Object.entries(params || {}).map(([k, v]) => ['ep.' + k, v])) }), { method: 'POST', keepalive: true });
  const handle = (a) => { if (a[0] === 'config') send('page_view'); if (a[0] === 'event') send(a[1], a[2]); };
  const layer = (window.dataLayer = window.dataLayer || []);
  Array.from(layer).forEach(handle);
  layer.push = (...items) => { items.forEach(handle); return Array.prototype.push.apply(layer, items); };
})();`;

interface Sent {
  name: string;
  params: Record<string, string>;
}

/**
 * Answers every analytics host with the stubs and records what reaches them: every request to one, in order, and the
 * page views and events they received; arrival(name) resolves once one named `name` has arrived (at most 15 s).
 */
async function stubProviders(context: BrowserContext) {
  const requests: string[] = [];
  const sent: Sent[] = [];
  await context.route(
    (url) => ANALYTICS_HOST.test(url.href),
    (route) => {
      const req = route.request();
      const url = new URL(req.url());
      requests.push(req.url());
      const js = (body: string) => route.fulfill({ status: 200, contentType: 'application/javascript', body });
      if (url.pathname.endsWith('/js/script.js')) return js(PLAUSIBLE_STUB);
      if (url.pathname.endsWith('/beacon.min.js')) return js(CLOUDFLARE_STUB);
      if (url.pathname === '/gtag/js') return js(GTAG_STUB);
      if (url.pathname === '/api/event') {
        const { n, p } = JSON.parse(req.postData() ?? '{}') as { n: string; p?: Record<string, string> };
        sent.push({ name: n, params: p ?? {} });
      } else if (url.pathname === '/cdn-cgi/rum') {
        sent.push({ name: 'rum', params: JSON.parse(req.postData() ?? '{}') });
      } else if (url.pathname === '/g/collect') {
        const params = Object.fromEntries(
          [...url.searchParams].filter(([k]) => k.startsWith('ep.')).map(([k, v]) => [k.slice(3), v]),
        );
        sent.push({ name: url.searchParams.get('en') ?? '', params });
      }
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    },
  );
  return {
    requests,
    sent,
    arrival: (name: string) =>
      until(
        `"${name}" reaching the provider`,
        async () => sent.find((s) => s.name === name),
        15_000,
        () => `it received: ${JSON.stringify(sent)}`,
      ),
  };
}

const c = content();
const tour = publicTours()[0];
const labels = c.labels.consent;

interface Visit extends Watched {
  rec: Awaited<ReturnType<typeof stubProviders>>;
  csp: string[];
}

/** A page of `url`'s site with the providers stubbed, and the other third parties the events pass through answered. */
async function visit(suite: BrowserSuite, url: string): Promise<Visit> {
  const w = await suite.open({ viewport: DESKTOP, baseURL: url });
  const rec = await stubProviders(w.context);
  const csp: string[] = [];
  w.page.on('console', (m: ConsoleMessage) => void (CSP_CONSOLE.test(m.text()) && csp.push(m.text())));
  await w.context.addInitScript(RECORD_CSP_VIOLATIONS);
  // FareHarbor's lightframe opens in place (no navigation away); EmailJS and the form service accept; Mailchimp's new tab answers.
  await w.context.route('https://fareharbor.com/embeds/api/**', (r) =>
    r.fulfill({ contentType: 'application/javascript', body: 'window.FH = { open: () => true };' }),
  );
  await w.context.route('https://api.emailjs.com/**', (r) =>
    r.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } }),
  );
  await w.context.route(`${c.site.formService.endpoint}**`, (r) =>
    r.fulfill({ status: 302, headers: { location: `${url}/adventure-cats/thanks` } }),
  );
  await w.context.route('https://*.list-manage.com/**', (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<p>Subscribed</p>' }),
  );
  return { ...w, rec, csp };
}

/** The visit ended with no policy violation and no console problem (other than the offline hosts no test answers). */
async function clean(v: Visit): Promise<void> {
  assert.deepEqual(await cspViolations(v.page), [], 'securitypolicyviolation events');
  assert.deepEqual(v.csp, [], 'CSP console messages');
  assert.deepEqual(
    v.problems.filter((p) => !/net::ERR_NAME_NOT_RESOLVED/.test(p)),
    [],
    'console problems',
  );
}

/** Each event of the site, caused as a visitor would, each with the request it must send. */
const EVENTS: { name: string; params: Record<string, string>; cause: (page: Page) => Promise<void> }[] = [
  {
    name: EVENT.booking,
    params: { tour: tour.slug },
    cause: async (page) => {
      await page.goto(tour.href);
      await page.locator(`main a[data-fh-item="${tour.itemId}"]`).first().click();
    },
  },
  {
    name: EVENT.video,
    params: { video: c.site.videos.home.title },
    cause: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: new RegExp(`: ${escapeRegExp(c.site.videos.home.title)}$`) }).click();
    },
  },
  {
    name: EVENT.newsletter,
    params: {},
    cause: async (page) => {
      await page.goto('/');
      const form = page.locator('footer form[data-newsletter]');
      await form.locator('input[type="email"]').fill('ada@example.com');
      await Promise.all([page.context().waitForEvent('page'), form.locator('button[type="submit"]').click()]);
    },
  },
  {
    name: EVENT.contact,
    params: {},
    cause: async (page) => {
      await page.goto('/contact');
      const form = page.locator('form.contact-form');
      const field = (label: string) => form.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
      await field(c.labels.contactForm.name).focus();
      await page.waitForSelector('[data-island="ContactForm"][data-hydrated="true"]');
      await field(c.labels.contactForm.name).fill('Ada Lovelace');
      await field(c.labels.contactForm.email).fill('ada@example.com');
      await field(c.labels.contactForm.consent).check();
      await form.locator('button[type="submit"]').click();
      await page.locator('.contact-sent').waitFor({ state: 'visible' });
    },
  },
  {
    name: EVENT.apply,
    params: { utm_source: 'newsletter' },
    cause: async (page) => {
      await page.goto('/adventure-cats?utm_source=newsletter');
      const named = (name: string) => page.locator(`form.adventure-form [name="${name}"]`);
      await named('first_name').focus();
      await page.waitForSelector('[data-island="AdventureForm"][data-hydrated="true"]');
      for (const [name, value] of Object.entries({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        mobile: '(212) 555-0100',
        cat_name: 'Babbage',
      }))
        await named(name).fill(value);
      await named('rules_accept').check();
      await named('waiver_accept').check();
      await Promise.all([
        page.waitForURL(/\/adventure-cats\/thanks/),
        page.locator('form.adventure-form button[type="submit"]').click(),
      ]);
    },
  },
];

/** Causes every event in turn, each proven to reach the provider with its name and parameters before the next. */
async function everyEvent(v: Visit): Promise<void> {
  for (const e of EVENTS) {
    await e.cause(v.page);
    assert.deepEqual((await v.rec.arrival(e.name)).params, e.params, e.name);
  }
}

/** Whether the page has Plausible's and GA4's functions, the only ones the site's events are sent to. */
const providerFunctions = (page: Page) =>
  page.evaluate(() => [
    typeof (window as { plausible?: unknown }).plausible,
    typeof (window as { gtag?: unknown }).gtag,
  ]);

/**
 * Layout shifts from the moment the consent bar is shown: the home page may shift while it loads on a busy machine
 * (an image or the header settling), which says nothing of the bar, shown later by the enhancement script.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  let shownAt = Infinity;
  new MutationObserver(() => {
    const bar = document.querySelector('[data-consent]');
    if (bar && !bar.hidden && shownAt === Infinity) shownAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => {
    if (e.startTime >= shownAt) window.__shifts.push(e.value);
  })).observe({ type: 'layout-shift', buffered: true });
`;

describe('analytics from site.json, each provider served by a stub', () => {
  const suite = browserSuite();
  const sites = {} as Record<Name, { site: TempSite; server: Server; url: string }>;

  before(async () => {
    const run = promisify(execFile);
    const { GITHUB_ACTIONS: _a, GITHUB_STEP_SUMMARY: _s, GITHUB_OUTPUT: _o, ...env } = process.env;
    // One after the other: the builds share the image cache, and the machine's cores are the other tests' too.
    for (const name of Object.keys(PROVIDERS) as Name[]) {
      const site = tempSite(`he-analytics-${name}-`);
      site.edit('site.json', (s) => JSON.stringify({ ...JSON.parse(s), analytics: PROVIDERS[name] }, null, 2));
      const out = path.join(site.root, 'dist');
      // GA4's site is built for a host without headers: its pages hold their policy in the <meta> alone.
      const host = name === 'ga4' ? ['--host', 'github-pages'] : [];
      await run(process.execPath, ['bin/build.mjs', '--quiet', '--content', site.content, '--out', out, ...host], {
        cwd: ROOT,
        env,
        timeout: 170_000,
      });
      const { server, url } = await serve({ dir: out });
      sites[name] = { site, server, url };
    }
  });

  after(async () => {
    for (const { site, server } of Object.values(sites)) {
      await new Promise<void>((r) => server.close(() => r()));
      site.remove();
    }
  });

  test('Plausible loads at once with no violation, and each event reaches it with its name and parameters', async () => {
    const v = await visit(suite, sites.plausible.url);
    const res = await v.page.goto('/');
    const policy = res?.headers()['content-security-policy'] ?? '';
    for (const host of analyticsHosts(PROVIDERS.plausible).script)
      assert.ok(policy.includes(host), `the policy allows ${host}`);
    assert.deepEqual((await v.rec.arrival('pageview')).params, {});
    await everyEvent(v);
    await clean(v);
  });

  test('Cloudflare loads at once with no violation, gets its page view with the token, and no event', async () => {
    const v = await visit(suite, sites.cloudflare.url);
    await v.page.goto('/');
    assert.deepEqual((await v.rec.arrival('rum')).params, { token: PROVIDERS.cloudflare.token });
    // The site sends an event only to a provider's function (trackEvent, tests/lib/analytics.test.ts): Cloudflare's beacon defines none.
    assert.deepEqual(await providerFunctions(v.page), ['undefined', 'undefined']);
    assert.deepEqual(new Set(v.rec.sent.map((s) => s.name)), new Set(['rum']), 'page views, nothing else');
    await clean(v);
  });

  const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const consent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY);

  test('GA4: the consent bar (axe-clean, no layout shift); nothing reaches Google before Accept, every event after', async () => {
    const v = await visit(suite, sites.ga4.url);
    await v.context.addInitScript(RECORD_SHIFTS);
    await v.page.goto('/');
    await bar(v.page).waitFor({ state: 'visible' });
    const meta = (await v.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    for (const host of analyticsHosts(PROVIDERS.ga4).connect)
      assert.ok(meta.includes(host), `the <meta> policy allows ${host}`);
    assert.deepEqual(await axeViolations(v.page, { include: '[data-consent]' }), []);
    // Measured before anything scrolls the page (the header's compacting on scroll is a shift of its own).
    await settled(v.page);
    assert.deepEqual(
      await v.page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
      [],
      'layout shifts while the bar appeared',
    );
    // Used before answering: a video played, the page settled. Google heard nothing.
    await button(v.page, `${c.labels.video.play}: ${c.site.videos.home.title}`).click();
    await settled(v.page);
    assert.equal(v.rec.requests.length, 0, `no request to Google before consent: ${v.rec.requests.join(', ')}`);
    // Accepted by keyboard: the bar goes, focus moves on to the page, Google's script loads and counts the page.
    await button(v.page, labels.accept).focus();
    await v.page.keyboard.press('Enter');
    await bar(v.page).waitFor({ state: 'hidden' });
    assert.equal(await v.page.evaluate(() => document.activeElement?.id), 'main');
    assert.equal(await consent(v.page), 'granted');
    await v.rec.arrival('page_view');
    assert.ok(
      v.rec.requests[0].startsWith(`https://www.googletagmanager.com/gtag/js?id=${PROVIDERS.ga4.measurementId}`),
      v.rec.requests[0],
    );
    // Every page after it loads Google's script without asking again, and each event arrives.
    await everyEvent(v);
    assert.equal(await bar(v.page).isVisible(), false, 'the answer is remembered');
    await clean(v);
  });

  test("GA4: the footer's button shows the bar again, and declining there stops Google for good", async () => {
    const v = await visit(suite, sites.ga4.url);
    await v.page.goto('/');
    await button(v.page, labels.accept).click();
    await v.rec.arrival('page_view');
    const settings = button(v.page, labels.settings);
    await settings.focus();
    await v.page.keyboard.press('Enter');
    await bar(v.page).waitFor({ state: 'visible' });
    assert.equal(
      await v.page.evaluate(() => document.activeElement?.textContent),
      labels.accept,
      'focus moves into the bar',
    );
    await v.page.keyboard.press('Tab');
    await v.page.keyboard.press('Space');
    await bar(v.page).waitFor({ state: 'hidden' });
    assert.equal(
      await v.page.evaluate(() => document.activeElement?.textContent),
      labels.settings,
      'focus returns to the footer button',
    );
    assert.equal(await consent(v.page), 'denied');
    const before = v.rec.requests.length;
    await v.page.reload();
    await settled(v.page);
    assert.equal(await bar(v.page).isVisible(), false, 'no question asked again');
    assert.equal(v.rec.requests.length, before, 'nothing more reaches Google');
    await clean(v);
  });

  test('provider none (dist/): no request to any analytics host, no consent bar, no analytics host in the policy', async () => {
    if (c.site.analytics.provider !== 'none') return; // The content switched analytics on: the tests above cover it.
    const v = await visit(suite, suite.url);
    const res = await v.page.goto('/');
    const policy = res?.headers()['content-security-policy'] ?? '';
    for (const a of Object.values(PROVIDERS)) {
      const hosts = analyticsHosts(a);
      for (const host of [...hosts.script, ...hosts.connect, ...hosts.img])
        assert.ok(!policy.includes(host), `no ${host} in the policy`);
    }
    assert.equal(await v.page.locator('[data-consent], [data-consent-open]').count(), 0);
    // With no provider function the site's events go nowhere (trackEvent, tests/lib/analytics.test.ts).
    await settled(v.page);
    assert.deepEqual(await providerFunctions(v.page), ['undefined', 'undefined']);
    assert.equal(v.rec.requests.length, 0, v.rec.requests.join(', '));
    await clean(v);
  });
});
