/** Analytics from content/site.json, offline: the site built once per provider, each provider's script a stub. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { Analytics } from '../../src/lib/analytics.ts';
import { EVENT } from '../../src/lib/track.ts';
import { ANALYTICS_CONSENT_KEY } from '../../src/lib/storageKeys.ts';
import { PAGE } from '../../src/lib/sitePaths.ts';
import { axeViolations, cspViolations, expect, settled, test, type Watched } from '../helpers/browser.ts';
import { escapeRegExp } from '../helpers/copy.ts';
import { ROOT, content, publicTours, startSite } from '../helpers/site.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

const PROVIDERS = {
  plausible: { provider: 'plausible', domain: 'whiskerwalks.example' },
  cloudflare: { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' },
  ga4: { provider: 'ga4', measurementId: 'G-TEST12345' },
} as const satisfies Record<string, Analytics>;
type Name = keyof typeof PROVIDERS;

const ANALYTICS_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(plausible\.io|cloudflareinsights\.com|googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
// The providers' scripts as stubs speaking to the providers' hosts the way the real ones do.
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

/** Answers every analytics host with the stubs; records every request to one and the page views and events sent. */
async function stubProviders(context: BrowserContext) {
  const requests: string[] = [];
  const sent: { name: string; params: Record<string, string> }[] = [];
  await context.route(
    (url) => ANALYTICS_HOST.test(url.href),
    (route) => {
      const req = route.request();
      const url = new URL(req.url());
      requests.push(req.url());
      const js = (body: string) => route.fulfill({ contentType: 'application/javascript', body });
      if (url.pathname.endsWith('/js/script.js')) return js(PLAUSIBLE_STUB);
      if (url.pathname.endsWith('/beacon.min.js')) return js(CLOUDFLARE_STUB);
      if (url.pathname === '/gtag/js') return js(GTAG_STUB);
      if (url.pathname === '/api/event') {
        const { n, p } = JSON.parse(req.postData() ?? '{}');
        sent.push({ name: n, params: p ?? {} });
      } else if (url.pathname === '/cdn-cgi/rum')
        sent.push({ name: 'rum', params: JSON.parse(req.postData() ?? '{}') });
      else if (url.pathname === '/g/collect')
        sent.push({
          name: url.searchParams.get('en') ?? '',
          params: Object.fromEntries(
            [...url.searchParams].filter(([k]) => k.startsWith('ep.')).map(([k, v]) => [k.slice(3), v]),
          ),
        });
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    },
  );
  /** What reached the provider under `name`, once it has (at most 15 s). */
  const arrival = async (name: string) => {
    await expect
      .poll(() => sent.map((s) => s.name), { message: `"${name}" reaching the provider`, timeout: 15_000 })
      .toContain(name);
    return sent.find((s) => s.name === name)!;
  };
  return { requests, sent, arrival };
}

const c = content();
const tour = publicTours()[0];
const labels = c.labels.consent;

type Visit = Watched & { rec: Awaited<ReturnType<typeof stubProviders>> };

/** Fills an island's form (a field named with no value is a box to check) once the island is awake, and sends it. */
async function send(page: Page, route: string, island: string, fields: Record<string, string>): Promise<void> {
  await page.goto(route);
  const form = page.locator(`[data-island="${island}"] form`);
  await form.locator(`[name="${Object.keys(fields)[0]}"]`).focus();
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-hydrated', 'true');
  for (const [name, value] of Object.entries(fields))
    await (value ? form.locator(`[name="${name}"]`).fill(value) : form.locator(`[name="${name}"]`).check());
  await form.locator('button[type="submit"]').click();
  // Sent: the contact form's panel, or the thank-you page the application lands on.
  const thanks = page.locator('h1', { hasText: c.pages['adventure-cats-thanks'].hero.title });
  await expect(page.locator('.contact-sent').or(thanks)).toBeVisible();
}

/** Each event of the site, caused as a visitor would, with the parameters it must send. */
const EVENTS: { name: string; params: Record<string, string>; cause: (page: Page) => Promise<unknown> }[] = [
  {
    name: EVENT.booking,
    params: { tour: tour.slug },
    cause: (page) =>
      page.goto(tour.href).then(() => page.locator(`main a[data-fh-item="${tour.itemId}"]`).first().click()),
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
      await page.locator('footer form[data-newsletter] input[type="email"]').fill('ada@example.com');
      await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('footer form[data-newsletter] button[type="submit"]').click(),
      ]);
    },
  },
  {
    name: EVENT.contact,
    params: {},
    cause: (page) =>
      send(page, '/contact', 'ContactForm', { name: 'Ada Lovelace', email: 'ada@example.com', consent: '' }),
  },
  {
    name: EVENT.apply,
    params: { utm_source: 'newsletter' },
    cause: (page) =>
      send(page, '/adventure-cats?utm_source=newsletter', 'AdventureForm', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        mobile: '(212) 555-0100',
        cat_name: 'Babbage',
        rules_accept: '',
        waiver_accept: '',
      }),
  },
];

/** Causes every event in turn, each proven to reach the provider with its name and parameters before the next. */
async function everyEvent(v: Visit): Promise<void> {
  for (const e of EVENTS) {
    await e.cause(v.page);
    expect((await v.rec.arrival(e.name)).params, e.name).toEqual(e.params);
  }
}

/** The visit ended with no policy violation and no console problem (but the offline hosts no test answers). */
async function clean(v: Visit): Promise<void> {
  expect(await cspViolations(v.page), 'securitypolicyviolation events').toEqual([]);
  expect(v.csp, 'CSP console messages').toEqual([]);
  const problems = v.problems.filter((p) => !/net::ERR_NAME_NOT_RESOLVED/.test(p));
  expect(problems, 'console problems').toEqual([]);
}

const sites = {} as Record<Name, { site: TempSite; url: string; close: () => Promise<void> }>;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { GITHUB_ACTIONS: _a, GITHUB_STEP_SUMMARY: _s, GITHUB_OUTPUT: _o, ...env } = process.env;
  // One after the other: the builds share the image cache, and the machine's cores are the other tests' too.
  for (const name of Object.keys(PROVIDERS) as Name[]) {
    const site = tempSite(`he-analytics-${name}-`);
    site.edit('site.json', (s) => JSON.stringify({ ...JSON.parse(s), analytics: PROVIDERS[name] }, null, 2));
    const out = path.join(site.root, 'dist');
    // GA4's site is built for a host without headers: its pages hold their policy in the <meta> alone.
    const host = name === 'ga4' ? ['--host', 'github-pages'] : [];
    const args = ['bin/build.mjs', '--quiet', '--content', site.content, '--out', out, ...host];
    await promisify(execFile)(process.execPath, args, { cwd: ROOT, env });
    sites[name] = { site, ...(await startSite(out)) };
  }
});
test.afterAll(async () => {
  for (const { site, close } of Object.values(sites)) {
    await close();
    site.remove();
  }
});

/** A page of `name`'s site (dist/ for none), the providers stubbed and the other third parties the events pass through answered. */
const it = test.extend<{ visit: (name: Name) => Promise<Visit> }>({
  visit: async ({ open }, use) =>
    use(async (name) => {
      const { url } = sites[name];
      const w = await open({ baseURL: url });
      const rec = await stubProviders(w.context);
      // FareHarbor's lightframe opens in place (no navigation away); EmailJS and the form service accept; Mailchimp's new tab answers.
      const answers: [string, Parameters<Route['fulfill']>[0]][] = [
        [
          'https://fareharbor.com/embeds/api/**',
          { contentType: 'text/javascript', body: 'window.FH = { open: () => true };' },
        ],
        ['https://api.emailjs.com/**', { body: 'OK', headers: { 'access-control-allow-origin': '*' } }],
        [`${c.site.formService.endpoint}**`, { status: 302, headers: { location: `${url}/adventure-cats/thanks` } }],
        ['https://*.list-manage.com/**', { contentType: 'text/html', body: '<p>Subscribed</p>' }],
      ];
      for (const [pattern, answer] of answers) await w.context.route(pattern, (r) => r.fulfill(answer));
      return { ...w, rec };
    }),
});

it('Plausible loads at once, cleanly, and each event reaches it with its parameters', async ({ visit }) => {
  // A host the policy left out would be a violation (clean).
  const v = await visit('plausible');
  await v.page.goto('/');
  expect((await v.rec.arrival('pageview')).params).toEqual({});
  await everyEvent(v);
  await clean(v);
});

it('Cloudflare loads at once with no violation, gets its page view with the token, and no event', async ({ visit }) => {
  const v = await visit('cloudflare');
  await v.page.goto('/');
  expect((await v.rec.arrival('rum')).params).toEqual({ token: PROVIDERS.cloudflare.token });
  // The site sends an event only to Plausible's or GA4's function (trackEvent's tests): Cloudflare's beacon defines none.
  const functions = await v.page.evaluate(() => [typeof (window as any).plausible, typeof (window as any).gtag]);
  expect(functions).toEqual(['undefined', 'undefined']);
  expect(new Set(v.rec.sent.map((s) => s.name)), 'page views, nothing else').toEqual(new Set(['rum']));
  await clean(v);
});

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const consent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY);

it('GA4: nothing reaches Google before Accept, all after, none once declined; the bar is clean', async ({ visit }) => {
  const v = await visit('ga4');
  // Layout shifts from the moment the bar shows: the page may shift while it loads on a busy machine, which says nothing of the bar.
  await v.context.addInitScript(() => {
    const shifts: number[] = [];
    (window as any).__shifts = shifts;
    let shownAt = Infinity;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[data-consent]');
      if (bar && !bar.hidden && shownAt === Infinity) shownAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    const record = (list: PerformanceObserverEntryList) =>
      list.getEntries().forEach((e: any) => e.startTime >= shownAt && shifts.push(e.value));
    new PerformanceObserver(record).observe({ type: 'layout-shift', buffered: true });
  });
  await v.page.goto('/');
  await expect(bar(v.page)).toBeVisible();
  // It says what Accept allows and links the page that names every service.
  await expect(bar(v.page).locator('.consent-text')).toHaveText(`${labels.message} ${labels.privacyLink}`);
  await expect(bar(v.page).locator('a')).toHaveAttribute('href', PAGE.privacy);
  expect(await axeViolations(v.page, { include: '[data-consent]' })).toEqual([]);
  // Measured before anything scrolls the page (the header's compacting on scroll is a shift of its own).
  await settled(v.page);
  expect(await v.page.evaluate(() => (window as any).__shifts), 'layout shifts while the bar appeared').toEqual([]);
  // Used before answering: a video played, the page settled. Google heard nothing.
  await button(v.page, `${c.labels.video.play}: ${c.site.videos.home.title}`).click();
  await settled(v.page);
  expect(v.rec.requests, 'no request to Google before consent').toEqual([]);
  // Accepted by keyboard: the bar goes, focus moves on to the page, Google's script loads and counts the page.
  await button(v.page, labels.accept).focus();
  await v.page.keyboard.press('Enter');
  await expect(bar(v.page)).toBeHidden();
  await expect(v.page.locator('#main')).toBeFocused();
  expect(await consent(v.page)).toBe('granted');
  await v.rec.arrival('page_view');
  const gtag = `https://www.googletagmanager.com/gtag/js?id=${PROVIDERS.ga4.measurementId}`;
  expect(v.rec.requests[0].startsWith(gtag), `${v.rec.requests[0]} is Google's script`).toBe(true);
  // Every page after it loads Google's script without asking again: an event caused on another page arrives (each
  // event with its parameters: the Plausible walk; the call to gtag: trackEvent's unit tests).
  await EVENTS[0].cause(v.page);
  expect((await v.rec.arrival(EVENTS[0].name)).params).toEqual(EVENTS[0].params);
  await expect(bar(v.page), 'the answer is remembered').toBeHidden();
  // The footer's button shows the bar again, and declining there stops Google for good.
  await button(v.page, labels.settings).focus();
  await v.page.keyboard.press('Enter');
  await expect(bar(v.page)).toBeVisible();
  await expect(button(v.page, labels.accept), 'focus moves into the bar').toBeFocused();
  await v.page.keyboard.press('Tab');
  await v.page.keyboard.press('Space');
  await expect(bar(v.page)).toBeHidden();
  await expect(button(v.page, labels.settings), 'focus returns to the footer button').toBeFocused();
  expect(await consent(v.page)).toBe('denied');
  const before = v.rec.requests.length;
  await v.page.reload();
  await settled(v.page);
  await expect(bar(v.page), 'no question asked again').toBeHidden();
  expect(v.rec.requests.length, 'nothing more reaches Google').toBe(before);
  await clean(v);
});
