/**
 * The hidden fields of the Adventure Cats application that can only
 * be known in the browser: when the page loaded, where the visitor came from,
 * the campaign parameters, and the thank-you address carrying them.
 */
import { PAGE } from '../../lib/sitePaths.ts';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface TrackingInput {
  /** location.search of the page. */
  search: string;
  /** document.referrer. */
  referrer: string;
  /** Epoch milliseconds of page load (performance.timeOrigin). */
  loadedAt: number;
  /** Production origin, e.g. https://www.whiskerwalks.nyc. */
  siteUrl: string;
}

export type TrackingFields = Record<'timestamp' | 'referrer_url' | '_next' | (typeof UTM_FIELDS)[number], string>;

/** The absolute thank-you address, carrying every utm_* parameter the page was opened with. */
export function thanksUrl(siteUrl: string, search: string): string {
  const next = new URL(PAGE.adventureThanks, siteUrl);
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('utm_') && value !== '') next.searchParams.append(key, value);
  }
  return next.toString();
}

export function trackingFields({ search, referrer, loadedAt, siteUrl }: TrackingInput): TrackingFields {
  const params = new URLSearchParams(search);
  return {
    timestamp: new Date(loadedAt).toISOString(),
    referrer_url: referrer,
    utm_source: params.get('utm_source') ?? '',
    utm_medium: params.get('utm_medium') ?? '',
    utm_campaign: params.get('utm_campaign') ?? '',
    _next: thanksUrl(siteUrl, search),
  };
}

/** When the page started loading: the navigation's time origin, whenever the island wakes. */
export function pageLoadTime(): number {
  return typeof performance !== 'undefined' && performance.timeOrigin > 0
    ? Math.round(performance.timeOrigin)
    : Date.now();
}
