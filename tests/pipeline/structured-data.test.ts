/**
 * The structured data of every built page validates with no error and no warning under an independent validator,
 * Adobe's @adobe/structured-data-validator (fed by its companion extractor, @marbec/web-auto-extractor): Google's rules
 * for the types it knows (a price on every price specification, two crumbs in a breadcrumb, …) and schema.org's own,
 * checked against the vocabulary (every type exists, every property belongs to its type). The vocabulary is a
 * schema.org release kept in tests/fixtures/schemaorg/ (no npm package ships it, and the tests run offline). A
 * known-bad snippet proves the validator and the vocabulary are wired up, so a silent validator cannot pass for a clean
 * site.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { DIST, ROOT, content, requireDist, distText } from '../helpers/site.ts';
import { htmlFiles, jsonLd, routeOf } from '../../tools/html.ts';

/** The schema.org release the data is checked against (see the folder's README). */
const VOCABULARY = path.join(ROOT, 'tests', 'fixtures', 'schemaorg', '30.0', 'schemaorg-all-https.jsonld');

requireDist();
const validator = new Validator(JSON.parse(readFileSync(VOCABULARY, 'utf8')) as object);

/** Every finding on one HTML document, one line each: severity, where (root type › property › …) and the message. */
async function findings(html: string): Promise<string[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues: ValidationIssue[] = await validator.validate(extracted);
  return issues.map((i) => {
    const where =
      (i.path ?? [])
        .map((step) => step.property ?? step.type)
        .filter(Boolean)
        .join(' › ') ||
      i.rootType ||
      i.dataFormat;
    return `${i.severity} ${where}: ${i.issueMessage}`;
  });
}

/** A page holding one schema.org thing of a type. */
const thing = (type: string, more = {}) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': type, name: 'x', ...more })}</script></head><body></body></html>`;

// That well-formed data has no finding, every built page below shows.
describe('the validator and the schema.org vocabulary are in place', () => {
  test('a property its type lacks, a price specification without a price and a type schema.org lacks are all reported', async () => {
    const offers = {
      '@type': 'Offer',
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 1, priceCurrency: 'USD' },
    };
    const found = await findings(thing('TouristTrip', { duration: 'PT90M', offers }));
    const reported = (severity: string, ...words: string[]) =>
      found.some((f) => f.startsWith(severity) && words.every((w) => f.includes(w)));
    assert.ok(reported('WARNING', '"duration"', '"TouristTrip"'), found.join('\n'));
    assert.ok(reported('ERROR', 'priceSpecification', '"price"'), found.join('\n'));
    assert.ok((await findings(thing('WalkingTourOfCats'))).some((f) => f.startsWith('ERROR')));
  });
});

describe('every built page: structured data with no error and no warning', () => {
  for (const file of htmlFiles(DIST)) {
    test(file, async () => {
      assert.deepEqual(await findings(distText(file)), []);
    });
  }
});

describe('every built page: trips by reference', () => {
  test('each tour is described once, on its own page under its @id, and every trip reference finds it', () => {
    const { site, tours } = content();
    const described: [id: unknown, route: string][] = [];
    const references: unknown[] = [];
    const visit = (v: unknown, route: string): void => {
      if (Array.isArray(v)) v.forEach((x) => visit(x, route));
      else if (v && typeof v === 'object') {
        const node = v as Record<string, unknown>;
        if (node['@type'] === 'TouristTrip') described.push([node['@id'], route]);
        else if (String(node['@id']).endsWith('#trip')) references.push(node['@id']);
        Object.values(node).forEach((x) => visit(x, route));
      }
    };
    for (const file of htmlFiles(DIST)) visit(jsonLd(distText(file)), routeOf(file));
    assert.deepEqual(described.sort(), tours.map((t) => [`${site.url}${t.href}#trip`, t.href]).sort());
    for (const ref of references)
      assert.ok(
        described.some(([id]) => id === ref),
        `${ref} points at a trip`,
      );
  });
});
