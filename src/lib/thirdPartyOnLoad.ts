/**
 * The only third-party requests a page may make before the visitor interacts (the audit's budget and
 * tests/e2e/every-route.test.ts read this one list): FareHarbor's API script, which /tours warms when the browser is
 * idle; /booking's calendar, its first screen, so near the viewport on arrival; and on every page a cookie-free
 * analytics provider's script and page view (Plausible, Cloudflare). GA4 waits for consent.
 */
import { PAGE } from './sitePaths.ts';
import { analyticsHosts, type Analytics } from './analytics.ts';

const ALLOWED: Record<string, RegExp> = {
  [PAGE.tours]: /^https:\/\/fareharbor\.com\/embeds\/api\//,
  [PAGE.booking]: /^https:\/\/fareharbor\.com\/embeds\/calendar\//,
};

export function allowedOnLoad(route: string, url: string, analytics: Analytics = { provider: 'none' }): boolean {
  return (ALLOWED[route]?.test(url) ?? false) || countsOnLoad(analytics, url);
}

function countsOnLoad(a: Analytics, url: string): boolean {
  if (a.provider !== 'plausible' && a.provider !== 'cloudflare') return false;
  const hosts = analyticsHosts(a);
  const origin = /^https?:/.test(url) ? new URL(url).origin : '';
  return [...hosts.script, ...hosts.connect].includes(origin);
}
