import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  bookingPageUrl,
  calendarEmbedUrl,
  openOptions,
  parseItemId,
  type FareHarborConfig,
} from '../../src/lib/fareharbor.ts';

const cfg: FareHarborConfig = { shortname: 'catcompany', flow: 1219724 };

describe('bookingPageUrl and calendarEmbedUrl', () => {
  it('build the booking page and the calendar of one item or of all, with full-items and the flow', () => {
    const book = 'https://fareharbor.com/embeds/book/catcompany/';
    const calendar = 'https://fareharbor.com/embeds/calendar/catcompany/';
    assert.deepEqual(
      [
        bookingPageUrl(cfg, 562630),
        bookingPageUrl(cfg),
        calendarEmbedUrl(cfg, 577800),
        calendarEmbedUrl(cfg),
        // An explicit flow instead of the configured one.
        calendarEmbedUrl(cfg, 604533, 42),
        // The shortname is one path segment.
        bookingPageUrl({ shortname: 'a/b c?d', flow: 1 }, 5),
      ],
      [
        `${book}items/562630/?full-items=yes&flow=1219724`,
        `${book}?full-items=yes&flow=1219724`,
        `${calendar}items/577800/?fallback=simple&full-items=yes&flow=1219724`,
        `${calendar}?fallback=simple&full-items=yes&flow=1219724`,
        `${calendar}items/604533/?fallback=simple&full-items=yes&flow=42`,
        'https://fareharbor.com/embeds/book/a%2Fb%20c%3Fd/items/5/?full-items=yes&flow=1',
      ],
    );
  });

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
        // Any name but "." and "..", which a URL resolves as path steps (refused above).
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s !== '.' && s !== '..'),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (shortname, item, flow) => {
          const url = new URL(calendarEmbedUrl({ shortname, flow }, item));
          const [, embeds, kind, name, ...rest] = url.pathname.split('/');
          assert.deepEqual(
            [url.origin, embeds, kind, decodeURIComponent(name), rest, Object.fromEntries(url.searchParams)],
            [
              'https://fareharbor.com',
              'embeds',
              'calendar',
              shortname,
              ['items', String(item), ''],
              { fallback: 'simple', 'full-items': 'yes', flow: String(flow) },
            ],
          );
        },
      ),
    );
  });
});

it('openOptions matches the FH.open contract with camelCase fullItems, the shortname unencoded (data, not a URL)', () => {
  assert.deepEqual(openOptions(cfg, 562633), {
    shortname: 'catcompany',
    fallback: 'simple',
    fullItems: 'yes',
    flow: 1219724,
    view: { item: 562633 },
  });
  assert.equal(openOptions({ shortname: 'a b', flow: 1 }, 1).shortname, 'a b');
  assert.throws(() => openOptions(cfg, 0), RangeError, 'an invalid item id');
});

describe('parseItemId', () => {
  it('accepts plain ASCII digit strings', () => {
    const ids = ['562630', '007', String(Number.MAX_SAFE_INTEGER)].map(parseItemId);
    assert.deepEqual(ids, [562630, 7, Number.MAX_SAFE_INTEGER]);
  });

  it('rejects missing, empty, signed, decimal, spaced, exponent, hex and non-ASCII values', () => {
    // Arabic-Indic and full-width digits last.
    const bad = [null, undefined, '', ' ', '0', '000', '-5', '+5', '1.5', '1.', ' 12', '12 ', '1e3', '0x1F', 'abc'];
    for (const s of [...bad, '12abc', String(Number.MAX_SAFE_INTEGER + 2), '١٢', '１２'])
      assert.equal(parseItemId(s), undefined, JSON.stringify(s));
  });

  it('round-trips every positive safe integer, and returns nothing else for arbitrary text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => assert.equal(parseItemId(String(n)), n)),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = parseItemId(s);
        if (id !== undefined) assert.ok(Number.isSafeInteger(id) && id > 0 && /^[0-9]+$/.test(s));
      }),
    );
  });
});
