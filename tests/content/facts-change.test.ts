/**
 * Every site fact is written once. This changes every fact in a copy of the content (prices, duration, distance,
 * group sizes, the five-star share, the discount threshold, the season, the calendar days, each tour's group maximum
 * and structured-data length) to a value no fact had before, builds it, and proves that no page still shows an old
 * value: not in the text, the meta descriptions, the structured data or the island props. Guests' quotes, dated blog
 * posts and dated press clippings may keep the numbers they were written with, so they are left out of the search.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildReport } from '../../build.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { parseHtml } from '../../tools/html.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { mdFiles } from '../fixtures/brokenContent.ts';

type Json = Record<string, any>;

const money = (n: number) => `\\$${n.toLocaleString('en-US').replace(/,/g, ',?')}(?![0-9])`;
const digits = (n: number) => `(?<![0-9.$])${String(n).replace('.', '\\.')}(?![0-9])`;
const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', ...'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ')];
/** A count as copy may write it: digits, or words ("Two-hour", "twelve guests", "ninety-eight"). */
const num = (n: number) => {
  const whole = Number.isInteger(n) && n >= 0 && n < 100;
  const tens = `${TENS[Math.floor(n / 10)]}${n % 10 ? `[- ]${ONES[n % 10]}` : ''}`;
  const words = n === 1.5 ? 'one and a half' : whole ? (n < 20 ? ONES[n] : tens) : undefined;
  return words ? `(?:${digits(n)}|(?<![\\w-])${words})` : digits(n);
};
/** How copy states each kind of fact; an old value in any of these shapes is a stale fact. */
const shapes = {
  price: (n: number) => [money(n), `${num(n)} dollars\\b`],
  percent: (n: number) => [`${num(n)} ?(%|percent\\b)`],
  hours: (n: number) => [`${num(n)}[ -]hours?\\b`],
  miles: (n: number) => [`${num(n)}[ -]miles?\\b`],
  guests: (n: number) =>
    [`# (guests|people)\\b`, `groups? of #\\b`, `# or more\\b`, `up to #\\b`, `# to #`].map((s) =>
      s.replaceAll('#', num(n)),
    ),
  days: (n: number) => [`${num(n)} days\\b`],
  year: (n: number) => [digits(n)],
  minutes: (n: number) => [`PT${n}M\\b`, `${num(n)} minutes\\b`],
};
/** Matched in any case: "Two-hour" at the start of a sentence is as stale as "two-hour". */
const found = (text: string, shape: string[]) => shape.filter((p) => new RegExp(p, 'i').test(text));

/**
 * The text of a page as a reader sees it: textContent runs blocks together ("…Famous CatsTwo-hour walking tours"),
 * where no word boundary is left for a pattern like \btwo to find, so each block ends with a line break.
 */
function readableText(d: Document): string {
  const blocks =
    'p, h1, h2, h3, h4, h5, h6, li, dt, dd, div, section, article, aside, header, footer, nav, main, figure';
  d.querySelectorAll(`${blocks}, figcaption, blockquote, td, th, caption, button, option, br`).forEach((el) =>
    el.append(d.createTextNode('\n')),
  );
  return d.body.textContent ?? '';
}

describe('the search for old facts', () => {
  const text = (html: string) => readableText(parseHtml(`<!DOCTYPE html><html><body>${html}</body></html>`));

  it('finds an old value in any case, written in words, right after a heading, and no other number', () => {
    const words =
      'Two-hour walks for Twelve Guests, rated five stars by Ninety-Eight percent. Groups of ten or more save.';
    const page = text(`<h1>Famous Cats</h1><p>${words}</p><p>About 1.5 miles, or one and a half miles</p>`);
    const said = [shapes.hours(2), shapes.guests(12), shapes.percent(98), shapes.guests(10), shapes.miles(1.5)];
    const missed = said.filter((shape) => !found(page, shape).length);
    assert.deepEqual(missed, [], 'each one found');
    const other = text('<h1>Famous Cats 2</h1><p>Three-hour walks for 112 guests, $400 a ticket, twenty-two people.');
    const none = [shapes.hours(2), shapes.guests(12), shapes.price(40), shapes.guests(2)].map((s) => found(other, s));
    assert.deepEqual(none, [[], [], [], []]);
  });
});

describe('every site fact is written once', () => {
  let site: TempSite;
  let report: BuildReport;
  const stale: { fact: string; pattern: RegExp }[] = [];
  const changed: Record<string, { from: number; to: number }> = {};

  before(async () => {
    site = tempSite('facts-');
    const used = new Set<number>();
    const siteJson = JSON.parse(readFileSync(path.join(site.content, 'site.json'), 'utf8')) as Json;
    const tours = mdFiles('tours').map((f) => ({ f, text: readFileSync(path.join(site.content, f), 'utf8') }));
    // Every old value is "used", so no new value can equal an old one of another fact.
    const collect = (v: unknown) => {
      if (typeof v === 'number') used.add(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect([siteJson.prices, siteJson.claims, siteJson.fareharbor.calendarDays, siteJson.season.year]);
    const TOUR_FACT = /^(maxGroup|durationMinutes): (\d+)$/gm;
    for (const t of tours) for (const m of t.text.matchAll(TOUR_FACT)) used.add(Number(m[2]));
    const change = (fact: string, kind: keyof typeof shapes, obj: Json, key: string, step = 1) => {
      const from = obj[key] as number;
      // A value no fact of `used` has: the old value moved up until it is new.
      let to = from + step;
      while (used.has(to) || used.has(Math.round(to * 10) / 10)) to += step;
      to = Math.round(to * 10) / 10;
      used.add(to);
      obj[key] = to;
      changed[fact] = { from, to };
      for (const p of shapes[kind](from)) stale.push({ fact, pattern: new RegExp(p, 'i') });
    };
    // A price field is a count of guests or a share by its name's end (privateMaxGuests, …DiscountPercent).
    const kind = (key: string) => (/Guests$/.test(key) ? 'guests' : /Percent$/.test(key) ? 'percent' : 'price');
    for (const key of Object.keys(siteJson.prices)) change(`prices.${key}`, kind(key), siteJson.prices, key);
    change('claims.fiveStarPercent', 'percent', siteJson.claims, 'fiveStarPercent', -1);
    change('claims.durationHours', 'hours', siteJson.claims, 'durationHours');
    change('claims.distanceMiles', 'miles', siteJson.claims, 'distanceMiles', 0.3);
    change('claims.defaultMaxGroup', 'guests', siteJson.claims, 'defaultMaxGroup');
    change('claims.groupDiscountMinimum', 'guests', siteJson.claims, 'groupDiscountMinimum');
    change('fareharbor.calendarDays', 'days', siteJson.fareharbor, 'calendarDays');
    change('season.year', 'year', siteJson.season, 'year', 3);
    site.edit('site.json', () => JSON.stringify(siteJson, null, 2));
    for (const t of tours.filter((x) => new RegExp(TOUR_FACT.source, 'm').test(x.text)))
      site.edit(t.f, (text) =>
        text.replace(TOUR_FACT, (_m, key: string, value: string) => {
          const holder: Json = { [key]: Number(value) };
          change(`${t.f} ${key}`, key === 'maxGroup' ? 'guests' : 'minutes', holder, key);
          return `${key}: ${holder[key]}`;
        }),
      );
    report = await site.build();
  });
  after(() => site?.remove());

  /** What a page states as the site's own copy (dated posts, quotes and clippings removed), and its structured data. */
  function copyOf(route: string): string {
    const d = parseHtml(readFileSync(path.join(site.root, 'dist', outputFile(route)), 'utf8'));
    // Structured data, except a post's own (a dated post).
    const jsonLd = [...d.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent ?? '')
      .filter((t) => !/"BlogPosting"/.test(t));
    const dated =
      'blockquote, figcaption, .carousel, .quote, .guest-quote, .press-quote, .press-card, .reel, .blog-card, time, #redirect-table, script[type="application/ld+json"]';
    d.querySelectorAll(dated).forEach((n) => n.remove());
    const all = (selector: string) => [...d.querySelectorAll(selector)];
    const meta = all('meta[name="description"], meta[property="og:description"], title');
    // Island props carry copy too (FAQ answers, expectations): read them as text; the carousel's are guests' quotes.
    const props = all('[data-props]:not([data-island="TestimonialCarousel"])').map((n) => n.getAttribute('data-props'));
    const metaText = meta.map((m) => m.getAttribute('content') ?? m.textContent);
    return [readableText(d), ...metaText, ...props, ...jsonLd].join('\n');
  }

  // That pages show the facts site.json holds is the route tests', run again on a changed price by everyday-edits.
  it('changes each fact in one place, and the build shows no old fact outside quotes and dated posts', () => {
    assert.ok(Object.keys(changed).length >= 18, `facts changed: ${Object.keys(changed).join(', ')}`);
    const shown: string[] = [];
    for (const r of report.routes.filter((r) => !/^\/blog\/\d+$/.test(r.path))) {
      const text = copyOf(r.path);
      for (const s of stale) {
        const m = s.pattern.exec(text);
        const around = m && text.slice(Math.max(0, m.index - 50), m.index + m[0].length + 30).replace(/\s+/g, ' ');
        if (m) shown.push(`${r.path}: ${s.fact} was ${changed[s.fact].from}, still shown in "…${around}…"`);
      }
    }
    assert.deepEqual(shown, []);
  });
});
