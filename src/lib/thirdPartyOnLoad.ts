/**
 * The only third-party requests a page may make before the visitor interacts
 * (the audit's budget and tests/e2e/every-route.test.ts read this one list):
 * - /tours warms FareHarbor's API script when the browser is idle;
 * - /booking's calendar is its first screen, so it is "near the viewport" on
 *   arrival and loads at once (a calendar loads once within 100 px of the viewport).
 */
import { PAGE } from './sitePaths.ts';

const ALLOWED: Record<string, RegExp> = {
  [PAGE.tours]: /^https:\/\/fareharbor\.com\/embeds\/api\//,
  [PAGE.booking]: /^https:\/\/fareharbor\.com\/embeds\/calendar\//,
};

export function allowedOnLoad(route: string, url: string): boolean {
  return ALLOWED[route]?.test(url) ?? false;
}
