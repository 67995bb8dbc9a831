/** The analytics provider site.json picks: the script a page loads, and the hosts its Content-Security-Policy names. */

export type Analytics =
  | { provider: 'none' }
  | { provider: 'plausible'; domain: string; scriptUrl?: string }
  | { provider: 'cloudflare'; token: string }
  | { provider: 'ga4'; measurementId: string };

export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
export const CLOUDFLARE_SCRIPT = 'https://static.cloudflareinsights.com/beacon.min.js';
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** Google's script for a measurement id, loaded only once the visitor agreed (src/client/enhance/consent.ts). */
export const gtagScript = (measurementId: string) => `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;

/** The <script> a page carries for a cookie-free provider (deferred: it never holds up the page); none for GA4, which waits for consent. */
export function analyticsScript(a: Analytics): { src: string; attrs: Record<string, string> } | undefined {
  if (a.provider === 'plausible') return { src: a.scriptUrl ?? PLAUSIBLE_SCRIPT, attrs: { 'data-domain': a.domain } };
  if (a.provider === 'cloudflare')
    return { src: CLOUDFLARE_SCRIPT, attrs: { 'data-cf-beacon': JSON.stringify({ token: a.token }) } };
  return undefined;
}

/** The provider's hosts, by directive (Plausible posts to the origin its script came from; GA4's are Google's list). */
export function analyticsHosts(a: Analytics): Record<'script' | 'connect' | 'img', string[]> {
  switch (a.provider) {
    case 'plausible': {
      const origin = new URL(a.scriptUrl ?? PLAUSIBLE_SCRIPT).origin;
      return { script: [origin], connect: [origin], img: [] };
    }
    case 'cloudflare':
      return {
        script: ['https://static.cloudflareinsights.com'],
        connect: ['https://cloudflareinsights.com'],
        img: [],
      };
    case 'ga4':
      return {
        script: ['https://*.googletagmanager.com'],
        connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
        img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      };
    default:
      return { script: [], connect: [], img: [] };
  }
}

/** Whether the provider takes the site's own events (Cloudflare Web Analytics counts page views only). */
export const takesEvents = (a: Analytics) => a.provider === 'plausible' || a.provider === 'ga4';
