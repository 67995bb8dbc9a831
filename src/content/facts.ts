/**
 * Fact tokens: copy quotes a site fact as {perPerson} or {duration} instead of
 * writing "$40" or "2 hours", so the fact lives in one place (site.json, or a
 * tour's own front matter) and a change there reaches every sentence.
 * The loader fills every token in every copy string and Markdown body, and
 * reports an unknown token as a content problem with the nearest known name.
 */
import type { Site } from './schema.ts';
import { formatUsd } from '../lib/privatePrice.ts';
import { nearest } from './suggest.ts';

/** The site-wide fact tokens. */
export const FACT_NAMES = [
  'perPerson',
  'otherToursAverage',
  'privateBase',
  'privateIncludedGuests',
  'privatePerExtraGuest',
  'privateMinGuests',
  'privateMaxGuests',
  'indoorTalkGeneral',
  'indoorTalkWalkAndTalk',
  'walkAndTalkTourDiscountPercent',
  'calendarDays',
  'fiveStarPercent',
  'durationHours',
  'duration',
  'distanceMiles',
  'distance',
  'defaultMaxGroup',
  'groupDiscountMinimum',
  'season',
  'seasonYear',
  'email',
  'name',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every site-wide token and the text it stands for. */
export function siteFacts(site: Site): Record<FactName, string> {
  const p = site.prices;
  const c = site.claims;
  return {
    perPerson: formatUsd(p.perPerson),
    otherToursAverage: formatUsd(p.otherToursAverage),
    privateBase: formatUsd(p.privateBase),
    privateIncludedGuests: String(p.privateIncludedGuests),
    privatePerExtraGuest: formatUsd(p.privatePerExtraGuest),
    privateMinGuests: String(p.privateMinGuests),
    privateMaxGuests: String(p.privateMaxGuests),
    indoorTalkGeneral: formatUsd(p.indoorTalkGeneral),
    indoorTalkWalkAndTalk: formatUsd(p.indoorTalkWalkAndTalk),
    walkAndTalkTourDiscountPercent: String(p.walkAndTalkTourDiscountPercent),
    calendarDays: String(site.fareharbor.calendarDays),
    fiveStarPercent: String(c.fiveStarPercent),
    durationHours: String(c.durationHours),
    duration: plural(c.durationHours, 'hour', 'hours'),
    distanceMiles: String(c.distanceMiles),
    distance: plural(c.distanceMiles, 'mile', 'miles'),
    defaultMaxGroup: String(c.defaultMaxGroup),
    groupDiscountMinimum: String(c.groupDiscountMinimum),
    season: `${site.season.year} ${site.season.name}`,
    seasonYear: String(site.season.year),
    email: site.email,
    name: site.name,
  };
}

/** Tokens filled later, in the visitor's browser; they pass through untouched. */
const RUNTIME_TOKENS = new Set(['month']);

/** {name} or {name:tour-slug}. Lower-case words after ":" name a tour. */
const TOKEN = /\{([A-Za-z]+)(?::([a-z0-9-]+))?\}/g;

export interface TourFacts {
  maxGroup: number;
}

export interface FactScope {
  site: Record<string, string>;
  /** Facts of each tour by slug, for {maxGroup:slug}. */
  tours: Map<string, TourFacts>;
  /** The tour whose own file is being filled: {maxGroup} means its maxGroup. */
  own?: TourFacts;
}

/** Replaces every token in `text`; each unknown one is passed to `problem` and left as it was. */
export function fillTokens(text: string, scope: FactScope, report: (message: string, offset: number) => void): string {
  if (!text.includes('{')) return text;
  return text.replace(TOKEN, (whole, name: string, slug: string | undefined, offset: number) => {
    const problem = (message: string) => report(message, offset);
    if (slug !== undefined) {
      if (name !== 'maxGroup') {
        problem(`unknown tour fact ${whole}: only {maxGroup:tour-slug} names another tour's fact`);
        return whole;
      }
      const tour = scope.tours.get(slug);
      if (!tour) {
        const guess = nearest(slug, [...scope.tours.keys()]);
        problem(`${whole} names no published tour "${slug}"${guess ? `; did you mean {maxGroup:${guess}}?` : ''}`);
        return whole;
      }
      return String(tour.maxGroup);
    }
    if (name === 'maxGroup') {
      if (scope.own) return String(scope.own.maxGroup);
      problem('{maxGroup} works only inside a tour file; elsewhere name the tour, e.g. {maxGroup:tour-slug}');
      return whole;
    }
    const value = scope.site[name];
    if (value !== undefined) return value;
    if (RUNTIME_TOKENS.has(name)) return whole;
    const guess = nearest(name, Object.keys(scope.site));
    problem(`unknown fact token ${whole}${guess ? `; did you mean {${guess}}?` : ''} (facts are listed in the README, "Facts in copy")`);
    return whole;
  });
}

/**
 * Fills tokens in every string inside `value`; `problem` gets the field path
 * of each unknown token. What holds no token is returned as the same object,
 * so an unchanged file keeps its identity between loads (the dev server
 * compares loads by identity first).
 */
export function fillDeep<T>(value: T, scope: FactScope, problem: (path: string, message: string) => void, at: string[] = []): T {
  if (typeof value === 'string') return fillTokens(value, scope, (m) => problem(at.join('.'), m)) as T;
  if (Array.isArray(value)) {
    const out = value.map((v, i) => fillDeep(v, scope, problem, [...at, String(i)]));
    return (out.some((v, i) => v !== value[i]) ? out : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    const out = entries.map(([k, v]) => [k, fillDeep(v, scope, problem, [...at, k])] as const);
    return (out.some(([, v], i) => v !== entries[i][1]) ? Object.fromEntries(out) : value) as T;
  }
  return value;
}
