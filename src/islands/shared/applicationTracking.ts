/** The Adventure Cats application's hidden fields only the browser knows: page load, referrer, campaign, next page. */
import { PAGE } from '../../lib/sitePaths.ts';

/** The absolute thank-you address, carrying every utm_* parameter the page was opened with. */
export function thanksUrl(siteUrl: string, search: string): string {
  const next = new URL(PAGE.adventureThanks, siteUrl);
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('utm_') && value !== '') next.searchParams.append(key, value);
  }
  return next.toString();
}

/** The fields for this page load; the time is the navigation's start, whenever the island wakes. */
export function trackingFields(siteUrl: string): Record<string, string> {
  const params = new URLSearchParams(location.search);
  const loadedAt = performance.timeOrigin > 0 ? Math.round(performance.timeOrigin) : Date.now();
  return {
    timestamp: new Date(loadedAt).toISOString(),
    referrer_url: document.referrer,
    utm_source: params.get('utm_source') ?? '',
    utm_medium: params.get('utm_medium') ?? '',
    utm_campaign: params.get('utm_campaign') ?? '',
    _next: thanksUrl(siteUrl, location.search),
  };
}
