/**
 * The only third-party requests a page may make before the visitor interacts (the audit and the browser tests read
 * it): /tours warms FareHarbor's script, /booking's calendar is its first screen, and a cookie-free provider counts.
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
