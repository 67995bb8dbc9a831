/**
 * The events the site reports, and how one is sent: to the provider
 * content/site.json picked, in its own API (src/lib/analytics.ts loads it).
 * Plausible's script defines `window.plausible`; GA4's `window.gtag` exists
 * only once the visitor agreed to its cookies. With neither (provider none,
 * Cloudflare, GA4 refused, a script blocked or not loaded yet) an event goes
 * nowhere, silently: a form or button never depends on its analytics.
 */

/** Each event's name; docs/third-parties.md lists them with their parameters. */
export const EVENT = {
  apply: 'adventure_apply_submit',
  booking: 'booking_click',
  contact: 'contact_message_sent',
  newsletter: 'newsletter_signup',
  video: 'video_play',
} as const;

type Params = Record<string, string>;

interface AnalyticsWindow {
  plausible?: unknown;
  gtag?: unknown;
}

export function trackEvent(
  name: string,
  params: Params = {},
  target: AnalyticsWindow = window as AnalyticsWindow,
): void {
  try {
    if (typeof target.plausible === 'function')
      target.plausible(name, Object.keys(params).length ? { props: params } : {});
    else if (typeof target.gtag === 'function') target.gtag('event', name, params);
  } catch (error) {
    console.warn(`Analytics: the provider rejected "${name}"`, error);
  }
}
