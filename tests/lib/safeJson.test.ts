import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertJsonSerialisable, serialiseForScript } from '../../src/lib/safeJson.ts';

const LABEL = 'Island "Carousel"';

function messageOf(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof Error);
    return error.message;
  }
  assert.fail('expected a throw');
}

describe('assertJsonSerialisable accepts', () => {
  it('plain JSON data, nested', () => {
    assert.doesNotThrow(() =>
      assertJsonSerialisable({ a: 1, b: 'x', c: true, d: null, e: [1, 'two', { f: [] }], g: { h: -0.5 } }, LABEL),
    );
  });

  it('objects with a null prototype', () => {
    const obj = Object.create(null) as Record<string, unknown>;
    obj.a = 1;
    assert.doesNotThrow(() => assertJsonSerialisable(obj, LABEL));
  });

  it('undefined object properties (JSON omits them, like an absent optional prop)', () => {
    assert.doesNotThrow(() => assertJsonSerialisable({ title: undefined }, LABEL));
  });

  it('the same object reached twice without a cycle', () => {
    const shared = { x: 1 };
    assert.doesNotThrow(() => assertJsonSerialisable({ a: shared, b: [shared, shared] }, LABEL));
  });

  it('any value fast-check generates as JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        assertJsonSerialisable(value, LABEL);
      }),
    );
  });
});

describe('assertJsonSerialisable rejects, naming the label and path', () => {
  it('functions', () => {
    assert.equal(
      messageOf(() => assertJsonSerialisable({ onClick: () => {} }, LABEL)),
      'Island "Carousel": props.onClick is a function, which cannot be sent to the browser',
    );
  });

  it('symbols and bigints', () => {
    assert.match(
      messageOf(() => assertJsonSerialisable({ s: Symbol('x') }, LABEL)),
      /props\.s is a symbol/,
    );
    assert.match(
      messageOf(() => assertJsonSerialisable({ n: 10n }, LABEL)),
      /props\.n is a bigint/,
    );
  });

  it('undefined inside arrays, including holes', () => {
    assert.equal(
      messageOf(() => assertJsonSerialisable({ list: [1, undefined] }, LABEL)),
      'Island "Carousel": props.list[1] is undefined inside an array, which JSON would turn into null',
    );
    // biome-ignore lint/suspicious/noSparseArray: the hole is what this test is about
    const holed = [1, , 3];
    assert.match(
      messageOf(() => assertJsonSerialisable({ list: holed }, LABEL)),
      /props\.list\[1\] is undefined/,
    );
  });

  it('undefined at the top level', () => {
    assert.match(
      messageOf(() => assertJsonSerialisable(undefined, LABEL)),
      /^Island "Carousel": props is undefined/,
    );
  });

  it('NaN and infinities', () => {
    assert.match(
      messageOf(() => assertJsonSerialisable({ a: Number.NaN }, LABEL)),
      /props\.a is NaN/,
    );
    assert.match(
      messageOf(() => assertJsonSerialisable({ a: [Infinity] }, LABEL)),
      /props\.a\[0\] is Infinity/,
    );
    assert.match(
      messageOf(() => assertJsonSerialisable({ a: -Infinity }, LABEL)),
      /props\.a is -Infinity/,
    );
  });

  it('Dates, asking for a string', () => {
    assert.match(
      messageOf(() => assertJsonSerialisable({ post: { date: new Date(0) } }, LABEL)),
      /^Island "Carousel": props\.post\.date is a Date; it must be a string/,
    );
  });

  it('class instances such as Map, Set, RegExp, URL and custom classes', () => {
    class Tour {
      name = 'x';
    }
    for (const [value, name] of [
      [new Map(), 'Map'],
      [new Set(), 'Set'],
      [/x/, 'RegExp'],
      [new URL('https://example.com/'), 'URL'],
      [new Tour(), 'Tour'],
    ] as const) {
      assert.match(
        messageOf(() => assertJsonSerialisable({ v: value }, LABEL)),
        new RegExp(`props\\.v is a ${name} instance; only plain objects and arrays`),
      );
    }
  });

  it('symbol keys that JSON would drop', () => {
    assert.match(
      messageOf(() => assertJsonSerialisable({ [Symbol('k')]: 1 }, LABEL)),
      /props has a symbol key/,
    );
  });

  it('cycles through objects and arrays', () => {
    const a: Record<string, unknown> = {};
    const b: Record<string, unknown> = { a };
    a.b = b;
    assert.equal(
      messageOf(() => assertJsonSerialisable({ a }, LABEL)),
      'Island "Carousel": props.a.b.a is a circular reference',
    );
    const list: unknown[] = [];
    list.push(list);
    assert.match(
      messageOf(() => assertJsonSerialisable({ list }, LABEL)),
      /props\.list\[0\] is a circular reference/,
    );
  });

  it('quotes keys that are not identifiers and honours a custom root name', () => {
    assert.equal(
      messageOf(() => assertJsonSerialisable({ 'data-x': { 0: () => {} } }, 'JSON-LD for /tours', 'jsonLd')),
      'JSON-LD for /tours: jsonLd["data-x"]["0"] is a function, which cannot be sent to the browser',
    );
  });
});

describe('serialiseForScript', () => {
  it('escapes characters that could end the script or confuse old parsers', () => {
    const out = serialiseForScript({ t: '</script><!-- a & b > c \u2028\u2029' });
    assert.equal(out, '{"t":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028\\u2029"}');
    assert.doesNotMatch(out, /[<>&\u2028\u2029]/);
  });

  it('escapes the characters in keys too', () => {
    assert.equal(serialiseForScript({ '<k>': 1 }), '{"\\u003ck\\u003e":1}');
  });

  it('reparses to the same value and never contains a raw <, >, &, U+2028 or U+2029', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('<', '>', '&', '/', '\u2028', '\u2029', 'a', '"', '\\') }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(tricky, tricky), fc.array(tricky)), (value) => {
        const out = serialiseForScript(value);
        assert.doesNotMatch(out, /[<>&\u2028\u2029]/);
        assert.deepEqual(JSON.parse(out), JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('throws for values JSON cannot represent at all', () => {
    assert.throws(() => serialiseForScript(undefined), TypeError);
    assert.throws(() => serialiseForScript(() => {}), TypeError);
  });
});
