/**
 * The events the site reports, sent in the provider's own API: `window.plausible`, or GA4's `window.gtag` once the
 * visitor agreed. With neither an event goes nowhere, silently: a form or button never depends on its analytics.
 */

/** Each event's name; docs/third-parties.md lists them with their parameters. */
export const EVENT = {
  apply: 'adventure_apply_submit',
  booking: 'booking_click',
  contact: 'contact_message_sent',
  newsletter: 'newsletter_signup',
  video: 'video_play',
} as const;

type AnalyticsWindow = { plausible?: unknown; gtag?: unknown };

export function trackEvent(
  name: string,
  params: Record<string, string> = {},
  target = window as AnalyticsWindow,
): void {
  try {
    if (typeof target.plausible === 'function')
      target.plausible(name, Object.keys(params).length ? { props: params } : {});
    else if (typeof target.gtag === 'function') target.gtag('event', name, params);
  } catch (error) {
    console.warn(`Analytics: the provider rejected "${name}"`, error);
  }
}
