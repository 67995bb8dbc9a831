/**
 * Site facts inside page copy. Copy in content/pages/{tours,private-tours,booking}.json
 * writes numbers that belong to content/site.json as placeholders such as
 * {perPerson} or {calendarDays}, so a price change in site.json reaches every
 * sentence that quotes it. An unknown placeholder fails the build.
 */
import type { Site } from '../content/schema.ts';
import { formatUsd } from '../lib/privatePrice.ts';

export function factValues(site: Site): Record<string, string> {
  const p = site.prices;
  return {
    perPerson: formatUsd(p.perPerson),
    otherToursAverage: formatUsd(p.otherToursAverage),
    privateBase: formatUsd(p.privateBase),
    privateIncludedGuests: String(p.privateIncludedGuests),
    privatePerExtraGuest: formatUsd(p.privatePerExtraGuest),
    privateMinGuests: String(p.privateMinGuests),
    privateMaxGuests: String(p.privateMaxGuests),
    calendarDays: String(site.fareharbor.calendarDays),
    fiveStarPercent: String(site.claims.fiveStarPercent),
    durationHours: String(site.claims.durationHours),
    distanceMiles: String(site.claims.distanceMiles),
    defaultMaxGroup: String(site.claims.defaultMaxGroup),
    groupDiscountMinimum: String(site.claims.groupDiscountMinimum),
    email: site.email,
  };
}

/** Replaces every {name} in `text`; throws on a name that is not a site fact. */
export function fillFacts(text: string, site: Site): string {
  const values = factValues(site);
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${whole} in page copy (known: ${Object.keys(values).join(', ')})`);
    return value;
  });
}

/** fillFacts over every string inside a value (a page's content, an FAQ list). */
export function fillDeep<T>(value: T, site: Site): T {
  if (typeof value === 'string') return fillFacts(value, site) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, site)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, site)])) as T;
  }
  return value;
}
