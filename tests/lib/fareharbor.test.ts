import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  FAREHARBOR_API_SCRIPT,
  bookingPageUrl,
  calendarEmbedUrl,
  openOptions,
  parseItemId,
  type FareHarborConfig,
} from '../../src/lib/fareharbor.ts';

const cfg: FareHarborConfig = { shortname: 'catcompany', flow: 1219724 };

describe('FareHarbor API script', () => {
  it('is the lightframe API with autolightframe on', () => {
    assert.equal(FAREHARBOR_API_SCRIPT, 'https://fareharbor.com/embeds/api/v1/?autolightframe=yes');
  });
});

describe('bookingPageUrl and calendarEmbedUrl', () => {
  const book = 'https://fareharbor.com/embeds/book/catcompany/';
  const calendar = 'https://fareharbor.com/embeds/calendar/catcompany/';
  const urls: [rule: string, url: () => string, expected: string][] = [
    [
      'build the single-item booking page with full-items and flow',
      () => bookingPageUrl(cfg, 562630),
      `${book}items/562630/?full-items=yes&flow=1219724`,
    ],
    [
      'build the all-items booking page when no item is given',
      () => bookingPageUrl(cfg),
      `${book}?full-items=yes&flow=1219724`,
    ],
    [
      'encode the shortname as a single path segment',
      () => bookingPageUrl({ shortname: 'a/b c?d', flow: 1 }, 5),
      'https://fareharbor.com/embeds/book/a%2Fb%20c%3Fd/items/5/?full-items=yes&flow=1',
    ],
    [
      'build the single-item calendar with fallback, full-items and the configured flow',
      () => calendarEmbedUrl(cfg, 577800),
      `${calendar}items/577800/?fallback=simple&full-items=yes&flow=1219724`,
    ],
    [
      'drop items/ID/ for the all-items calendar',
      () => calendarEmbedUrl(cfg),
      `${calendar}?fallback=simple&full-items=yes&flow=1219724`,
    ],
    [
      'use an explicit flow instead of the configured one',
      () => calendarEmbedUrl(cfg, 604533, 42),
      `${calendar}items/604533/?fallback=simple&full-items=yes&flow=42`,
    ],
  ];
  for (const [rule, url, expected] of urls) it(rule, () => assert.equal(url(), expected));

  // "." and ".." a URL would resolve away.
  it('refuse ids and flows that are not positive integers, and an empty, "." or ".." shortname', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => bookingPageUrl(cfg, bad), RangeError);
      assert.throws(() => bookingPageUrl({ ...cfg, flow: bad }), RangeError);
    }
    for (const shortname of [' ', '.', '..']) {
      assert.throws(() => bookingPageUrl({ shortname, flow: 1 }), RangeError, shortname);
      assert.throws(() => calendarEmbedUrl({ shortname, flow: 1 }), RangeError, shortname);
    }
  });

  it('produces URLs that parse with the expected query parameters for any valid input', () => {
    fc.assert(
      fc.property(
        // Any name but "." and "..", which a URL resolves as path steps (refused: see below).
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s !== '.' && s !== '..'),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (shortname, item, flow) => {
          const url = new URL(calendarEmbedUrl({ shortname, flow }, item));
          assert.equal(url.origin, 'https://fareharbor.com');
          const segments = url.pathname.split('/');
          assert.deepEqual(segments.slice(0, 3), ['', 'embeds', 'calendar']);
          assert.equal(decodeURIComponent(segments[3]!), shortname);
          assert.deepEqual(segments.slice(4), ['items', String(item), '']);
          assert.equal(url.searchParams.get('fallback'), 'simple');
          assert.equal(url.searchParams.get('full-items'), 'yes');
          assert.equal(url.searchParams.get('flow'), String(flow));
        },
      ),
    );
  });
});

describe('openOptions', () => {
  it('matches the FH.open contract with camelCase fullItems', () => {
    assert.deepEqual(openOptions(cfg, 562633), {
      shortname: 'catcompany',
      fallback: 'simple',
      fullItems: 'yes',
      flow: 1219724,
      view: { item: 562633 },
    });
  });

  it('passes the shortname through unencoded (it is data, not a URL)', () => {
    assert.equal(openOptions({ shortname: 'a b', flow: 1 }, 1).shortname, 'a b');
  });

  it('rejects an invalid item id', () => {
    assert.throws(() => openOptions(cfg, 0), RangeError);
  });
});

describe('parseItemId', () => {
  it('accepts plain ASCII digit strings', () => {
    assert.equal(parseItemId('562630'), 562630);
    assert.equal(parseItemId('007'), 7);
    assert.equal(parseItemId(String(Number.MAX_SAFE_INTEGER)), Number.MAX_SAFE_INTEGER);
  });

  it('rejects missing, empty, signed, decimal, spaced, exponent, hex and non-ASCII values', () => {
    for (const bad of [
      null,
      undefined,
      '',
      ' ',
      '0',
      '000',
      '-5',
      '+5',
      '1.5',
      '1.',
      ' 12',
      '12 ',
      '1e3',
      '0x1F',
      'abc',
      '12abc',
      '١٢', // Arabic-Indic digits
      '１２', // full-width digits
      String(Number.MAX_SAFE_INTEGER + 2),
    ]) {
      assert.equal(parseItemId(bad), undefined, `expected undefined for ${JSON.stringify(bad)}`);
    }
  });

  it('round-trips every positive safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        assert.equal(parseItemId(String(n)), n);
      }),
    );
  });

  it('only returns positive safe integers for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = parseItemId(s);
        if (id !== undefined) {
          assert.ok(Number.isSafeInteger(id) && id > 0);
          assert.match(s, /^[0-9]+$/);
        }
      }),
    );
  });
});
