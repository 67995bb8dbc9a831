/** The analytics provider's pure parts: the script a page carries, the hosts its policy gains, an event sent. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyticsHosts,
  analyticsScript,
  CLOUDFLARE_SCRIPT,
  PLAUSIBLE_SCRIPT,
  type Analytics,
} from '../../src/lib/analytics.ts';
import { EVENT, trackEvent } from '../../src/lib/track.ts';
import { contentSecurityPolicy } from '../../src/pipeline/host/headers.ts';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';

const PROVIDERS: Analytics[] = [
  { provider: 'plausible', domain: 'example.com' },
  { provider: 'plausible', domain: 'example.com', scriptUrl: 'https://stats.example.org/js/script.js' },
  { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' },
  { provider: 'ga4', measurementId: 'G-AB12CD34EF' },
];

/** A policy's directives, each a list of its sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

/** What the policy with a provider has that the policy without one lacks, by directive. */
function added(a: Analytics): Record<string, string[]> {
  const base = directives(contentSecurityPolicy());
  const out: Record<string, string[]> = {};
  for (const [name, sources] of directives(contentSecurityPolicy({ analytics: a }))) {
    const extra = sources.filter((s) => !base.get(name)?.includes(s));
    if (extra.length) out[name] = extra;
  }
  return out;
}

describe('analytics in the policy', () => {
  it('provider "none" (or none given) adds no host: the policy is the one without analytics', () => {
    assert.equal(contentSecurityPolicy({ analytics: { provider: 'none' } }), contentSecurityPolicy());
    assert.deepEqual(analyticsHosts({ provider: 'none' }), { script: [], connect: [], img: [] });
  });

  it("Plausible adds its script's origin (the self-hosted one, else plausible.io), Cloudflare its beacon's hosts", () => {
    for (const [a, host] of [
      [PROVIDERS[0], 'https://plausible.io'],
      [PROVIDERS[1], 'https://stats.example.org'],
    ] as const)
      assert.deepEqual(added(a), { 'script-src': [host], 'connect-src': [host] });
    // Cloudflare: its beacon's script host and the host it reports to.
    assert.deepEqual(added(PROVIDERS[2]), {
      'script-src': ['https://static.cloudflareinsights.com'],
      'connect-src': ['https://cloudflareinsights.com'],
    });
  });

  it("GA4 adds Google's hosts for GA4 to script-src, connect-src and img-src, and nothing else", () => {
    assert.deepEqual(Object.keys(added(PROVIDERS[3])).sort(), ['connect-src', 'img-src', 'script-src']);
    assert.ok(added(PROVIDERS[3])['script-src'].every((h) => h.endsWith('.googletagmanager.com')));
  });

  it('the <meta> policy carries the same hosts as the header', () => {
    for (const a of PROVIDERS)
      assert.equal(
        contentSecurityPolicy({ analytics: a, meta: true }),
        contentSecurityPolicy({ analytics: a }).replace("; frame-ancestors 'none'", ''),
      );
  });
});

it("the provider's script tag: Plausible's with its domain, Cloudflare's with its token; none for GA4 (consent first) or none", () => {
  assert.deepEqual(analyticsScript(PROVIDERS[0]), { src: PLAUSIBLE_SCRIPT, attrs: { 'data-domain': 'example.com' } });
  assert.equal(analyticsScript(PROVIDERS[1])?.src, 'https://stats.example.org/js/script.js');
  assert.deepEqual(analyticsScript(PROVIDERS[2]), {
    src: CLOUDFLARE_SCRIPT,
    attrs: { 'data-cf-beacon': '{"token":"0123456789abcdef0123456789abcdef"}' },
  });
  assert.equal(analyticsScript(PROVIDERS[3]), undefined, 'GA4 loads only after consent');
  assert.equal(analyticsScript({ provider: 'none' }), undefined);
});

it("allowed on load: a cookie-free provider's script and page view, on every page; GA4's nothing (it waits for consent)", () => {
  assert.ok(allowedOnLoad('/', 'https://plausible.io/js/script.js', PROVIDERS[0]));
  assert.ok(allowedOnLoad('/', 'https://plausible.io/api/event', PROVIDERS[0]));
  assert.ok(allowedOnLoad('/', 'https://stats.example.org/api/event', PROVIDERS[1]));
  assert.ok(!allowedOnLoad('/', 'https://plausible.io/js/script.js', PROVIDERS[1]), 'the self-hosted one only');
  assert.ok(allowedOnLoad('/about', CLOUDFLARE_SCRIPT, PROVIDERS[2]));
  assert.ok(allowedOnLoad('/about', 'https://cloudflareinsights.com/cdn-cgi/rum', PROVIDERS[2]));
  assert.ok(!allowedOnLoad('/', 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF', PROVIDERS[3]));
  assert.ok(!allowedOnLoad('/', 'https://plausible.io/js/script.js'), 'without a provider, nothing');
});

describe('trackEvent', () => {
  it("sends to Plausible as plausible(name, { props }), and to GA4 as gtag('event', name, params)", () => {
    const calls: unknown[][] = [];
    const plausible = (...a: unknown[]) => calls.push(['plausible', ...a]);
    trackEvent(EVENT.booking, { tour: 'a-tour' }, { plausible });
    trackEvent(EVENT.contact, {}, { plausible });
    trackEvent(EVENT.booking, { tour: 'a-tour' }, { gtag: (...a: unknown[]) => calls.push(['gtag', ...a]) });
    assert.deepEqual(calls, [
      ['plausible', EVENT.booking, { props: { tour: 'a-tour' } }],
      ['plausible', EVENT.contact, {}],
      ['gtag', 'event', EVENT.booking, { tour: 'a-tour' }],
    ]);
  });

  it('does nothing without a provider, and a provider that throws costs a warning, never the form or button', (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    assert.doesNotThrow(() => trackEvent(EVENT.video, { video: 'x' }, {}));
    assert.equal(warn.mock.callCount(), 0);
    const gtag = () => assert.fail('blocked');
    assert.doesNotThrow(() => trackEvent(EVENT.video, { video: 'x' }, { gtag }));
    assert.equal(warn.mock.callCount(), 1);
  });
});
