/**
 * Every JSON-LD block on every built page parses and has the properties its
 * type requires (schema.org, as Google reads them): TravelAgency or
 * LocalBusiness, TouristTrip with an Offer in USD, BlogPosting and
 * BreadcrumbList. The pages that must carry data do: the home page (the
 * business, with its square logo and its tours by reference), each post and
 * each tour page (its trip, described there once, with its length). Whether
 * schema.org defines every type and property is tests/pipeline/structured-data.test.ts's.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DIST, content, requireDist, distText } from '../helpers/site.ts';
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
const isDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));
const imageUrls = (v: unknown): unknown[] =>
  (Array.isArray(v) ? v : [v]).map((x) =>
    x && typeof x === 'object' ? ((x as Node).url ?? (x as Node).contentUrl) : x,
  );

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
    if (top || !node['@id'])
      need(isAbsolute(node.url) || (!top && isText(node.name)), 'url must be an absolute https address');
  }
  if (types.includes('TouristTrip')) {
    need(isText(node.name), 'name is required');
    const offers = (Array.isArray(node.offers) ? node.offers : [node.offers]) as (Node | undefined)[];
    need(offers.length > 0 && offers.every((o) => o && typeof o === 'object'), 'offers is required');
    for (const o of offers.filter(Boolean) as Node[]) {
      const price = typeof o.price === 'string' ? Number(o.price) : o.price;
      need(
        typeof price === 'number' && Number.isFinite(price) && price >= 0,
        `offers.price must be a number (got ${JSON.stringify(o.price)})`,
      );
      need(o.priceCurrency === 'USD', `offers.priceCurrency must be "USD" (got ${JSON.stringify(o.priceCurrency)})`);
    }
  }
  if (types.includes('BlogPosting')) {
    need(isText(node.headline), 'headline is required');
    need(
      isDate(node.datePublished),
      `datePublished must be an ISO 8601 date (got ${JSON.stringify(node.datePublished)})`,
    );
    const authors = (Array.isArray(node.author) ? node.author : [node.author]) as unknown[];
    need(
      authors.length > 0 && authors.every((a) => isText(a) || (a && typeof a === 'object' && isText((a as Node).name))),
      'author with a name is required',
    );
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
      if (i < items!.length - 1 || item !== undefined)
        need(isAbsolute(item), `item ${i + 1}: item must be an absolute https address`);
    });
  }
  for (const key of ['url', 'item', '@id', 'mainEntityOfPage'] as const) {
    const v = node[key];
    if (typeof v === 'string' && key !== '@id') need(isAbsolute(v), `${key} must be absolute (got ${v})`);
  }
  return p;
}

const pages = htmlFiles(DIST)
  .map((file) => ({ file, route: routeOf(file), html: distText(file) }))
  .filter((p) => !p.html.includes('http-equiv="refresh"'));
const blocksOf = new Map(pages.map((p) => [p.route, jsonLd(p.html)]));
const typedNodes = (route: string) => (blocksOf.get(route) ?? []).flatMap(nodes);
const hasType = (route: string, ...types: string[]) =>
  typedNodes(route).filter(({ node }) => typesOf(node).some((t) => types.includes(t)));

describe('every JSON-LD block parses and is complete', () => {
  for (const p of pages) {
    test(p.route, () => {
      const blocks = jsonLd(p.html); // throws naming the block if one does not parse
      for (const [i, block] of blocks.entries()) {
        const tops = Array.isArray(block) ? block : [block];
        for (const t of tops as Node[]) {
          assert.match(
            String(t['@context'] ?? ''),
            /^https?:\/\/schema\.org\/?$/,
            `block ${i + 1} names the schema.org context`,
          );
        }
        const problems = nodes(block).flatMap(({ node, top }) => problemsOf(node, top));
        assert.deepEqual(problems, [], `block ${i + 1}`);
      }
    });
  }
});

describe('the pages that must carry structured data do', () => {
  test('home describes the business (TravelAgency or LocalBusiness), listing every tour by reference', () => {
    const org = hasType('/', 'TravelAgency', 'LocalBusiness');
    assert.ok(org.length > 0, 'home has a TravelAgency or LocalBusiness');
    const business = org.find(({ node }) => node.name === c.site.name)?.node;
    assert.ok(business, `the business is named ${c.site.name}`);
    const refs = ((business.hasOfferCatalog as Node | undefined)?.itemListElement ?? []) as Node[];
    assert.deepEqual(
      refs.map((r) => r['@id']),
      c.tours.map((t) => `${siteUrl}${t.href}#trip`),
    );
  });

  test('each tour is described once, on its own page under its @id, and every trip reference finds it', () => {
    const described = new Map<string, string[]>();
    for (const [route] of blocksOf) {
      for (const { node } of hasType(route, 'TouristTrip')) {
        assert.ok(typeof node['@id'] === 'string', `${route}: a TouristTrip without an @id`);
        described.set(node['@id'] as string, [...(described.get(node['@id'] as string) ?? []), route]);
      }
    }
    for (const tour of c.tours)
      assert.deepEqual(
        described.get(`${siteUrl}${tour.href}#trip`),
        [tour.href],
        `${tour.title}: described on its page only`,
      );
    const tripRefs = [...blocksOf.values()].flatMap(
      (blocks) => JSON.stringify(blocks).match(/"@id":"[^"]*#trip"/g) ?? [],
    );
    for (const ref of tripRefs) assert.ok(described.has(JSON.parse(`{${ref}}`)['@id']), `${ref} points at a trip`);
  });

  // The length is the tour's durationMinutes where its file gives one, else the site's claim.
  test("a public tour's trip states one length in minutes, a private tour's none", () => {
    for (const tour of c.tours) {
      const [trip] = hasType(tour.href, 'TouristTrip').map(({ node }) => node);
      const lengths = [(trip.offers as Node).additionalProperty ?? []].flat() as Node[];
      const durations = lengths.filter((p) => p.name === 'Duration');
      if (tour.kind === 'private') {
        assert.equal(durations.length, 0, 'a private tour is custom: no fixed length');
        continue;
      }
      const minutes = tour.durationMinutes ?? Math.round(c.site.claims.durationHours * 60);
      assert.deepEqual(
        durations.map((d) => [d.value, d.unitCode]),
        [[minutes, 'MIN']],
        tour.title,
      );
    }
  });

  test('structured data gives one logo everywhere: a square image in the build, at least 112 px', async () => {
    const logos = new Set<string>();
    for (const [route] of blocksOf) {
      for (const { node } of typedNodes(route)) {
        const logo = node.logo;
        if (logo !== undefined) logos.add(String(logo && typeof logo === 'object' ? (logo as Node).url : logo));
      }
    }
    assert.equal(logos.size, 1, [...logos].join(', '));
    const [url] = logos;
    assert.ok(url.startsWith(`${siteUrl}/`), url);
    const file = path.join(DIST, url.slice(siteUrl.length));
    assert.ok(existsSync(file), `${url} is in the build`);
    const { width, height } = await sharp(file).metadata();
    assert.equal(width, height, 'square');
    assert.ok(width >= 112, `${width}×${height} px`);
  });

  for (const post of c.blog) {
    test(`${post.href} has one BlogPosting, with its title and date`, () => {
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
      assert.ok(
        offers.some((o) => Number(o.price) === c.site.prices.perPerson),
        `an offer at $${c.site.prices.perPerson}`,
      );
    });
  }

  test('the JSON-LD addresses are on the site', () => {
    for (const [route] of blocksOf) {
      for (const { node } of typedNodes(route)) {
        for (const key of ['url', 'item'] as const) {
          const v = node[key];
          if (
            typeof v === 'string' &&
            v.startsWith('https://') &&
            !/^https:\/\/(www\.)?(instagram|fareharbor|youtube)/.test(v)
          ) {
            assert.ok(v.startsWith(siteUrl), `${route}: ${key} ${v} is on ${siteUrl}`);
          }
        }
      }
    }
  });
});
