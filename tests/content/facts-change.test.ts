/**
 * Every site fact is written once. This changes every fact in a copy of the
 * content (prices, duration, distance, group sizes, the five-star share, the
 * discount threshold, the season, the calendar days, each tour's group
 * maximum and structured-data length) to a value no fact had before, builds
 * it, and proves that no page still shows an old value: not in the text,
 * the meta descriptions, the structured data or the island props. Guests'
 * quotes, dated blog posts and dated press clippings may keep the numbers
 * they were written with, so they are left out of the search.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildReport } from '../../build.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { ROOT } from '../helpers/site.ts';
import { parseHtml } from '../../tools/html.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

type Json = Record<string, any>;

/** A value no fact of `used` has: the old value moved up until it is new. */
function fresh(old: number, used: Set<number>, step = 1): number {
  let v = old + step;
  while (used.has(v) || used.has(Math.round(v * 10) / 10)) v += step;
  v = Math.round(v * 10) / 10;
  used.add(v);
  return v;
}

const money = (n: number) => `\\$${n.toLocaleString('en-US').replace(/,/g, ',?')}(?![0-9])`;
const num = (n: number) => `(?<![0-9.$])${String(n).replace('.', '\\.')}(?![0-9])`;
/** How copy states each kind of fact; an old value in any of these shapes is a stale fact. */
const shapes = {
  price: (n: number) => [money(n)],
  percent: (n: number) => [`${num(n)} ?%`],
  hours: (n: number) => [`${num(n)}[ -]hours?\\b`, ...(n === 2 ? ['\\btwo[ -]hours?\\b'] : [])],
  miles: (n: number) => [`${num(n)}[ -]miles?\\b`],
  guests: (n: number) => [`${num(n)} (guests|people)\\b`, `groups? of ${num(n)}\\b`, `${num(n)} or more\\b`, `up to ${num(n)}\\b`, `${num(n)} to ${num(n)}`],
  days: (n: number) => [`${num(n)} days\\b`],
  year: (n: number) => [num(n)],
  minutes: (n: number) => [`PT${n}M\\b`, `${num(n)} minutes\\b`],
};

describe('every site fact is written once', () => {
  let site: TempSite;
  let report: BuildReport;
  const stale: { fact: string; pattern: RegExp }[] = [];
  const changed: Record<string, { from: number; to: number }> = {};

  before(async () => {
    site = tempSite('facts-');
    const used = new Set<number>();
    const siteJson = JSON.parse(readFileSync(path.join(site.content, 'site.json'), 'utf8')) as Json;
    const tourFiles = readdirSync(path.join(site.content, 'tours')).filter((f) => f.endsWith('.md'));
    // Every old value is "used", so no new value can equal an old one of another fact.
    const collect = (v: unknown) => {
      if (typeof v === 'number') used.add(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(siteJson.prices);
    collect(siteJson.claims);
    collect(siteJson.fareharbor.calendarDays);
    collect(siteJson.season.year);
    const tours = tourFiles.map((f) => ({ f, text: readFileSync(path.join(site.content, 'tours', f), 'utf8') }));
    for (const t of tours) for (const m of t.text.matchAll(/^(maxGroup|durationMinutes): (\d+)$/gm)) used.add(Number(m[2]));

    const change = (fact: string, kind: keyof typeof shapes, obj: Json, key: string, step = 1) => {
      const from = obj[key] as number;
      const to = fresh(from, used, step);
      obj[key] = to;
      changed[fact] = { from, to };
      for (const p of shapes[kind](from)) stale.push({ fact, pattern: new RegExp(p, 'i') });
    };
    const kinds: Record<string, keyof typeof shapes> = {
      perPerson: 'price',
      otherToursAverage: 'price',
      privateBase: 'price',
      privateIncludedGuests: 'guests',
      privatePerExtraGuest: 'price',
      privateMinGuests: 'guests',
      privateMaxGuests: 'guests',
      indoorTalkGeneral: 'price',
      indoorTalkWalkAndTalk: 'price',
      walkAndTalkTourDiscountPercent: 'percent',
    };
    for (const key of Object.keys(siteJson.prices)) change(`prices.${key}`, kinds[key] ?? 'price', siteJson.prices, key);
    change('claims.fiveStarPercent', 'percent', siteJson.claims, 'fiveStarPercent', -1);
    change('claims.durationHours', 'hours', siteJson.claims, 'durationHours');
    change('claims.distanceMiles', 'miles', siteJson.claims, 'distanceMiles', 0.3);
    change('claims.defaultMaxGroup', 'guests', siteJson.claims, 'defaultMaxGroup');
    change('claims.groupDiscountMinimum', 'guests', siteJson.claims, 'groupDiscountMinimum');
    change('fareharbor.calendarDays', 'days', siteJson.fareharbor, 'calendarDays');
    change('season.year', 'year', siteJson.season, 'year', 3);
    site.edit('site.json', () => JSON.stringify(siteJson, null, 2));
    for (const t of tours.filter((x) => /^(maxGroup|durationMinutes): \d+$/m.test(x.text))) {
      site.edit(`tours/${t.f}`, (text) =>
        text.replace(/^(maxGroup|durationMinutes): (\d+)$/gm, (_m, key: string, value: string) => {
          const holder: Json = { [key]: Number(value) };
          change(`${t.f} ${key}`, key === 'maxGroup' ? 'guests' : 'minutes', holder, key);
          return `${key}: ${holder[key]}`;
        }),
      );
    }
    report = await build({ root: site.root, contentDir: site.content, outDir: path.join(site.root, 'dist'), cacheDir: path.join(ROOT, '.cache', 'images'), quiet: true });
  });
  after(() => site?.remove());

  /** What a page states as the site's own copy: dated posts, quotes and clippings removed. */
  function copyOf(route: string): string {
    const d = parseHtml(readFileSync(path.join(site.root, 'dist', outputFile(route)), 'utf8'));
    const dated = 'blockquote, figcaption, .carousel, .quote, .guest-quote, .press-quote, .press-card, .reel, .blog-card, time, #redirect-table, script[type="application/ld+json"]';
    d.querySelectorAll(dated).forEach((n) => n.remove());
    const meta = [...d.querySelectorAll('meta[name="description"], meta[property="og:description"], title')].map((m) => m.getAttribute('content') ?? m.textContent);
    // Island props carry copy too (FAQ answers, expectations): read them as text; the carousel's are guests' quotes.
    const props = [...d.querySelectorAll('[data-props]:not([data-island="TestimonialCarousel"])')].map((n) => n.getAttribute('data-props') ?? '');
    return [d.body.textContent ?? '', ...meta, ...props].join('\n');
  }

  /** Structured data, except a post's own (a dated post). */
  function jsonLdOf(route: string): string {
    const d = parseHtml(readFileSync(path.join(site.root, 'dist', outputFile(route)), 'utf8'));
    return [...d.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent ?? '')
      .filter((t) => !/"BlogPosting"/.test(t))
      .join('\n');
  }

  it('changes each fact in one place and the build takes it', () => {
    assert.ok(Object.keys(changed).length >= 18, `facts changed: ${Object.keys(changed).join(', ')}`);
    assert.ok(report.routes.length > 0);
  });

  it('leaves no old fact on any page outside quotes, dated posts and clippings', () => {
    const found: string[] = [];
    for (const r of report.routes) {
      if (/^\/blog\/\d+$/.test(r.path)) continue;
      const text = copyOf(r.path) + '\n' + jsonLdOf(r.path);
      for (const s of stale) {
        const m = s.pattern.exec(text);
        if (m) found.push(`${r.path}: ${s.fact} was ${changed[s.fact].from}, still shown in "…${text.slice(Math.max(0, m.index - 50), m.index + m[0].length + 30).replace(/\s+/g, ' ')}…"`);
      }
    }
    assert.deepEqual(found, []);
  });

  it('shows the new values where the old ones were', () => {
    const home = copyOf('/');
    assert.match(home, new RegExp(`\\$${changed['prices.perPerson'].to}(?![0-9])`));
    assert.match(home, new RegExp(`${changed['claims.fiveStarPercent'].to}%`));
    const tours = copyOf('/tours');
    assert.match(tours, new RegExp(`${changed['claims.durationHours'].to}-Hour`, 'i'));
    assert.match(tours, new RegExp(`${String(changed['claims.distanceMiles'].to).replace('.', '\\.')} miles`));
  });
});
