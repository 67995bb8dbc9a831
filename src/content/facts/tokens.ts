/**
 * Fact tokens: copy quotes a site fact as {perPerson} instead of "$40", so the fact lives in one place (site.json, or
 * a tour's front matter) and a change reaches every sentence. An unknown token is a problem naming the nearest one.
 */
import { MARKDOWN_FIELDS } from '../schema/fields.ts';
import type { Site } from '../schema/site.ts';
import { nearest } from '../problems/suggest.ts';
import { formatUsd } from '../../lib/privatePrice.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How a token writes its fact: what the editor's guide says, and the writing of the field(s) it is filled from. */
const WRITTEN = {
  dollars: { says: 'a dollar amount, with its $', write: ([n]) => formatUsd(Number(n)) },
  number: { says: 'the number', write: ([n]) => String(n) },
  hours: { says: 'the number and "hour" or "hours"', write: ([n]) => plural(Number(n), 'hour', 'hours') },
  miles: { says: 'the number and "mile" or "miles"', write: ([n]) => plural(Number(n), 'mile', 'miles') },
  season: { says: "the season's year, then its name", write: ([year, name]) => `${year} ${name}` },
  text: { says: 'the text as written', write: ([t]) => String(t) },
} satisfies Record<string, { says: string; write: (values: unknown[]) => string }>;

/** Each site-wide token, the field(s) of content/site.json it is filled from, and how it writes them. */
const FACTS = {
  perPerson: ['prices.perPerson', 'dollars'],
  otherToursAverage: ['prices.otherToursAverage', 'dollars'],
  privateBase: ['prices.privateBase', 'dollars'],
  privateIncludedGuests: ['prices.privateIncludedGuests', 'number'],
  privatePerExtraGuest: ['prices.privatePerExtraGuest', 'dollars'],
  privateMinGuests: ['prices.privateMinGuests', 'number'],
  privateMaxGuests: ['prices.privateMaxGuests', 'number'],
  indoorTalkGeneral: ['prices.indoorTalkGeneral', 'dollars'],
  indoorTalkWalkAndTalk: ['prices.indoorTalkWalkAndTalk', 'dollars'],
  walkAndTalkTourDiscountPercent: ['prices.walkAndTalkTourDiscountPercent', 'number'],
  calendarDays: ['fareharbor.calendarDays', 'number'],
  fiveStarPercent: ['claims.fiveStarPercent', 'number'],
  durationHours: ['claims.durationHours', 'number'],
  duration: ['claims.durationHours', 'hours'],
  distanceMiles: ['claims.distanceMiles', 'number'],
  distance: ['claims.distanceMiles', 'miles'],
  defaultMaxGroup: ['claims.defaultMaxGroup', 'number'],
  groupDiscountMinimum: ['claims.groupDiscountMinimum', 'number'],
  season: ['season.year, season.name', 'season'],
  seasonYear: ['season.year', 'number'],
  email: ['email', 'text'],
  name: ['name', 'text'],
  shortName: ['shortName', 'text'],
} satisfies Record<string, readonly [from: string, written: keyof typeof WRITTEN]>;

/** A path the schema does not have is a mistake in the table above. */
function at(site: Site, dotted: string): unknown {
  const value = dotted.split('.').reduce<unknown>((o, key) => (o as Record<string, unknown> | undefined)?.[key], site);
  if (value === undefined) throw new Error(`Fact token table: site.json has no field ${dotted}`);
  return value;
}

export type FactName = keyof typeof FACTS;
export const FACT_NAMES = Object.keys(FACTS) as FactName[];

export function siteFacts(site: Site): Record<FactName, string> {
  return Object.fromEntries(
    FACT_NAMES.map((name) => {
      const [from, written] = FACTS[name];
      return [name, WRITTEN[written].write(from.split(', ').map((path) => at(site, path)))];
    }),
  ) as Record<FactName, string>;
}

export const TABLE_START = '<!-- fact tokens: written by npm run schemas -->';
export const TABLE_END = '<!-- end of fact tokens -->';

/** The editor's table in docs/editing.md: no value, so no content edit stales it. */
export function factTableMarkdown(): string {
  const fields = (from: string) => from.replace(/[^, ]+/g, '`$&`');
  const rows = FACT_NAMES.map((name) => {
    const [from, written] = FACTS[name];
    return `| \`{${name}}\` | ${fields(from)} | ${WRITTEN[written].says} |`;
  });
  const head = ['| token | filled from `content/site.json` | writes |', '|---|---|---|'];
  return [TABLE_START, ...head, ...rows, TABLE_END].join('\n');
}

/** `doc` with its table replaced by the current one; the markers must already be in it. */
export function withFactTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`the fact-token table's markers are missing: ${TABLE_START} … ${TABLE_END}`);
  return doc.slice(0, start) + factTableMarkdown() + doc.slice(end + TABLE_END.length);
}

/** Tokens filled later, in the visitor's browser; they pass through untouched. */
const RUNTIME_TOKENS = new Set(['month']);

/** {name} or {name:tour-slug}. Lower-case words after ":" name a tour. */
const TOKEN = /\{([A-Za-z]+)(?::([a-z0-9-]+))?\}/g;

export type TourFacts = { maxGroup: number };
type Report = (message: string, offset: number) => void;

export interface FactScope {
  site: Record<string, string>;
  /** Facts of each tour by slug, for {maxGroup:slug}. */
  tours: Map<string, TourFacts>;
  /** The tour whose own file is being filled: {maxGroup} means its maxGroup. */
  own?: TourFacts;
  /** Values only the page knows ({tour} in a label), let through for it to fill; `slotsAt` gives them by field path. */
  slots?: readonly string[];
  slotsAt?: (at: readonly string[]) => readonly string[];
}

/** A fact quoted in Markdown is text: a "<" in it (in a company's name, say) must not open raw HTML. */
const asMarkdownText = (value: string) => value.replace(/[\\<]/g, '\\$&');

export const fillMarkdown = (text: string, scope: FactScope, report: Report) =>
  fillTokens(text, scope, report, asMarkdownText);

/** Replaces every token in `text`; each unknown one is passed to `problem` and left as it was. */
export function fillTokens(text: string, scope: FactScope, report: Report, write = (value: string) => value): string {
  if (!text.includes('{')) return text;
  return text.replace(TOKEN, (whole, name: string, slug: string | undefined, offset: number) => {
    const problem = (message: string) => {
      report(message, offset);
      return whole;
    };
    if (slug === undefined && scope.slots?.includes(name)) return whole;
    if (slug !== undefined) {
      if (name !== 'maxGroup')
        return problem(`unknown tour fact ${whole}: only {maxGroup:tour-slug} names another tour's fact`);
      const tour = scope.tours.get(slug);
      if (tour) return write(String(tour.maxGroup));
      const guess = nearest(slug, [...scope.tours.keys()]);
      return problem(`${whole} names no published tour "${slug}"${guess ? `; did you mean {maxGroup:${guess}}?` : ''}`);
    }
    if (name === 'maxGroup') {
      if (scope.own) return write(String(scope.own.maxGroup));
      return problem('{maxGroup} works only inside a tour file; elsewhere name the tour, e.g. {maxGroup:tour-slug}');
    }
    const value = scope.site[name];
    if (value !== undefined) return write(value);
    if (RUNTIME_TOKENS.has(name)) return whole;
    const slots = scope.slots ?? [];
    const guess = nearest(name, [...slots, ...Object.keys(scope.site)]);
    const own = slots.length ? `; this label can also hold ${slots.map((s) => `{${s}}`).join(', ')}` : '';
    return problem(
      `unknown fact token ${whole}${guess ? `; did you mean {${guess}}?` : ''} (the tokens are listed in docs/editing.md, "Facts in copy"${own})`,
    );
  });
}

/**
 * Fills tokens in every string inside `value`; `problem` gets the field path of each unknown token. What holds no
 * token is returned as the same object, so an unchanged file keeps its identity between loads.
 */
export function fillDeep<T>(
  value: T,
  scope: FactScope,
  problem: (path: string, message: string) => void,
  at: string[] = [],
): T {
  if (typeof value === 'string') {
    const markdown = MARKDOWN_FIELDS.has(at[at.length - 1]);
    const own = scope.slotsAt ? { ...scope, slots: scope.slotsAt(at) } : scope;
    return (markdown ? fillMarkdown : fillTokens)(value, own, (m) => problem(at.join('.'), m)) as T;
  }
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
