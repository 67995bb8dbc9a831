/**
 * Every JSON-LD block on every built page parses and has the properties its
 * type requires (schema.org, as Google reads them): TravelAgency or
 * LocalBusiness, TouristTrip with an Offer in USD, BlogPosting and
 * BreadcrumbList. The pages that must carry data do: the home page (the
 * business and every tour of the content, each with its duration), each post
 * and each public tour page.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, content, requireDist } from '../helpers/site.ts';
import { htmlFiles, jsonLd, routeOf } from '../../tools/html.ts';

requireDist();
const c = content();
const siteUrl = c.site.url;

type Node = Record<string, unknown>;

const typesOf = (n: Node): string[] => {
  const t = n['@type'];
  return Array.isArray(t) ? t.map(String) : t === undefined ? [] : [String(t)];
};

/** Every typed object in a block, top-level ones first (a block may be an object, an array or an @graph). */
function nodes(block: unknown): { node: Node; top: boolean }[] {
  const out: { node: Node; top: boolean }[] = [];
  const walk = (v: unknown, top: boolean) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, top));
    else if (v && typeof v === 'object') {
      const n = v as Node;
      if (n['@graph']) walk(n['@graph'], top);
      if (n['@type']) out.push({ node: n, top });
      for (const [k, x] of Object.entries(n)) if (k !== '@graph') walk(x, false);
    }
  };
  walk(block, true);
  return out;
}

const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const isAbsolute = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s/]+/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));
const imageUrls = (v: unknown): unknown[] =>
  (Array.isArray(v) ? v : [v]).map((x) => (x && typeof x === 'object' ? (x as Node).url ?? (x as Node).contentUrl : x));

const ORG_TYPES = new Set(['TravelAgency', 'LocalBusiness', 'TouristInformationCenter']);

/** Problems with one node, by its type; empty when it is complete. */
function problemsOf(node: Node, top: boolean): string[] {
  const p: string[] = [];
  const types = typesOf(node);
  const need = (ok: boolean, what: string) => {
    if (!ok) p.push(`${types.join('/')}: ${what}`);
  };
  if (types.some((t) => ORG_TYPES.has(t))) {
    need(isText(node.name), 'name is required');
    // A nested reference to the business (a provider) may point at it by @id instead of repeating it.
    if (top || !node['@id']) need(isAbsolute(node.url) || (!top && isText(node.name)), 'url must be an absolute https address');
  }
  if (types.includes('TouristTrip')) {
    need(isText(node.name), 'name is required');
    const offers = (Array.isArray(node.offers) ? node.offers : [node.offers]) as (Node | undefined)[];
    need(offers.length > 0 && offers.every((o) => o && typeof o === 'object'), 'offers is required');
    for (const o of offers.filter(Boolean) as Node[]) {
      const price = typeof o.price === 'string' ? Number(o.price) : o.price;
      need(typeof price === 'number' && Number.isFinite(price) && price >= 0, `offers.price must be a number (got ${JSON.stringify(o.price)})`);
      need(o.priceCurrency === 'USD', `offers.priceCurrency must be "USD" (got ${JSON.stringify(o.priceCurrency)})`);
    }
  }
  if (types.includes('BlogPosting')) {
    need(isText(node.headline), 'headline is required');
    need(isDate(node.datePublished), `datePublished must be an ISO 8601 date (got ${JSON.stringify(node.datePublished)})`);
    const authors = (Array.isArray(node.author) ? node.author : [node.author]) as unknown[];
    need(authors.length > 0 && authors.every((a) => isText(a) || (a && typeof a === 'object' && isText((a as Node).name))), 'author with a name is required');
    const images = imageUrls(node.image);
    need(node.image !== undefined && images.every(isAbsolute), 'image must be absolute https address(es)');
  }
  if (types.includes('BreadcrumbList')) {
    const items = node.itemListElement as Node[] | undefined;
    need(Array.isArray(items) && items.length > 0, 'itemListElement must be a non-empty list');
    (items ?? []).forEach((it, i) => {
      need(it.position === i + 1, `item ${i + 1}: position must be ${i + 1} (got ${JSON.stringify(it.position)})`);
      need(isText(it.name), `item ${i + 1}: name is required`);
      const item = it.item && typeof it.item === 'object' ? (it.item as Node)['@id'] : it.item;
      // Google allows the last crumb (the page itself) without item; every other one needs an address.
      if (i < items!.length - 1 || item !== undefined) need(isAbsolute(item), `item ${i + 1}: item must be an absolute https address`);
    });
  }
  for (const key of ['url', 'item', '@id', 'mainEntityOfPage'] as const) {
    const v = node[key];
    if (typeof v === 'string' && key !== '@id') need(isAbsolute(v), `${key} must be absolute (got ${v})`);
  }
  return p;
}

const pages = htmlFiles(DIST)
  .map((file) => ({ file, route: routeOf(file), html: readFileSync(path.join(DIST, file), 'utf8') }))
  .filter((p) => !p.html.includes('http-equiv="refresh"'));
const blocksOf = new Map(pages.map((p) => [p.route, jsonLd(p.html)]));
const typedNodes = (route: string) => (blocksOf.get(route) ?? []).flatMap(nodes);
const hasType = (route: string, ...types: string[]) => typedNodes(route).filter(({ node }) => typesOf(node).some((t) => types.includes(t)));

describe('every JSON-LD block parses and is complete', () => {
  for (const p of pages) {
    test(p.route, () => {
      const blocks = jsonLd(p.html); // throws naming the block if one does not parse
      for (const [i, block] of blocks.entries()) {
        const tops = Array.isArray(block) ? block : [block];
        for (const t of tops as Node[]) {
          assert.match(String(t['@context'] ?? ''), /^https?:\/\/schema\.org\/?$/, `block ${i + 1} names the schema.org context`);
        }
        const problems = nodes(block).flatMap(({ node, top }) => problemsOf(node, top));
        assert.deepEqual(problems, [], `block ${i + 1}`);
      }
    });
  }
});

describe('the pages that must carry structured data do', () => {
  test('home describes the business (TravelAgency or LocalBusiness) and its tours (TouristTrip)', () => {
    const org = hasType('/', 'TravelAgency', 'LocalBusiness');
    assert.ok(org.length > 0, 'home has a TravelAgency or LocalBusiness');
    assert.ok(org.some(({ node }) => node.name === c.site.name), `the business is named ${c.site.name}`);
    assert.ok(hasType('/', 'TouristTrip').length > 0, 'home has TouristTrip data');
  });

  test('home gives each public tour one duration: its own durationMinutes where its file gives one, else the site\'s claim; the private tour none', () => {
    /** ISO 8601 durations of a number of minutes, as PT90M or PT1H30M. */
    const isoOf = (minutes: number) => new Set([`PT${minutes}M`, `PT${Math.floor(minutes / 60)}H${minutes % 60 ? `${minutes % 60}M` : ''}`]);
    const trips = hasType('/', 'TouristTrip').map(({ node }) => node);
    for (const tour of c.tours) {
      const found = trips.filter((t) => t.name === tour.title);
      assert.equal(found.length, 1, `one TouristTrip for ${tour.title} on the home page`);
      const duration = found[0].duration;
      if (tour.kind === 'private') {
        assert.equal(duration, undefined, 'a private tour is custom: no fixed duration');
        continue;
      }
      const minutes = tour.durationMinutes ?? Math.round(c.site.claims.durationHours * 60);
      assert.ok(isoOf(minutes).has(String(duration)), `${tour.title}: duration ${String(duration)}, expected ${[...isoOf(minutes)].join(' or ')}`);
    }
  });

  for (const post of c.blog) {
    test(`${post.href} has a BlogPosting for "${post.title}"`, () => {
      const posting = hasType(post.href, 'BlogPosting');
      assert.equal(posting.length, 1, 'one BlogPosting');
      assert.equal(posting[0].node.headline, post.title);
      assert.equal(String(posting[0].node.datePublished).slice(0, 10), post.date);
    });
  }

  for (const tour of c.tours.filter((t) => t.kind === 'public')) {
    test(`${tour.href} has a TouristTrip with a USD offer`, () => {
      const trips = hasType(tour.href, 'TouristTrip');
      assert.ok(trips.length > 0, 'a TouristTrip');
      const offers = trips.flatMap(({ node }) => (Array.isArray(node.offers) ? node.offers : [node.offers])) as Node[];
      assert.ok(offers.some((o) => Number(o.price) === c.site.prices.perPerson), `an offer at $${c.site.prices.perPerson}`);
    });
  }

  test('the JSON-LD addresses are on the site', () => {
    for (const [route] of blocksOf) {
      for (const { node } of typedNodes(route)) {
        for (const key of ['url', 'item'] as const) {
          const v = node[key];
          if (typeof v === 'string' && v.startsWith('https://') && !/^https:\/\/(www\.)?(instagram|fareharbor|youtube)/.test(v)) {
            assert.ok(v.startsWith(siteUrl), `${route}: ${key} ${v} is on ${siteUrl}`);
          }
        }
      }
    }
  });
});
