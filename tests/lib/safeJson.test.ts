import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertJsonSerialisable, serialiseForScript } from '../../src/lib/safeJson.ts';

const LABEL = 'Island "Carousel"';

describe('assertJsonSerialisable accepts', () => {
  const shared = { x: 1 };
  const accepted: [rule: string, props: unknown][] = [
    ['plain JSON data, nested', { a: 1, b: 'x', c: true, d: null, e: [1, 'two', { f: [] }], g: { h: -0.5 } }],
    ['objects with a null prototype', Object.assign(Object.create(null), { a: 1 })],
    ['undefined object properties (JSON omits them, like an absent optional prop)', { title: undefined }],
    ['the same object reached twice without a cycle', { a: shared, b: [shared, shared] }],
  ];
  for (const [rule, props] of accepted) it(rule, () => assert.doesNotThrow(() => assertJsonSerialisable(props, LABEL)));

  it('any value fast-check generates as JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => assertJsonSerialisable(value, LABEL)));
  });
});

describe('assertJsonSerialisable rejects, naming the label and path', () => {
  class Tour {
    name = 'x';
  }
  const cycle: Record<string, unknown> = {};
  cycle.b = { a: cycle };
  const list: unknown[] = [];
  list.push(list);
  // biome-ignore lint/suspicious/noSparseArray: the hole is what this case is about
  const holed = [1, , 3];
  const instances = [new Map(), new Set(), /x/, new URL('https://example.com/'), new Tour()];
  const rejected: [rule: string, props: unknown, message: string | RegExp][] = [
    ['a function', { onClick: () => {} }, `${LABEL}: props.onClick is a function, which cannot be sent to the browser`],
    ['a symbol', { s: Symbol('x') }, /props\.s is a symbol/],
    ['a bigint', { n: 10n }, /props\.n is a bigint/],
    [
      'undefined inside an array',
      { list: [1, undefined] },
      `${LABEL}: props.list[1] is undefined inside an array, which JSON would turn into null`,
    ],
    ['a hole in an array', { list: holed }, /props\.list\[1\] is undefined/],
    ['undefined at the top level', undefined, /^Island "Carousel": props is undefined/],
    ['NaN', { a: Number.NaN }, /props\.a is NaN/],
    ['Infinity', { a: [Infinity] }, /props\.a\[0\] is Infinity/],
    ['-Infinity', { a: -Infinity }, /props\.a is -Infinity/],
    [
      'a Date, asking for a string',
      { post: { date: new Date(0) } },
      /^Island "Carousel": props\.post\.date is a Date; it must be a string/,
    ],
    ...instances.map((v): [string, unknown, RegExp] => [
      `a ${v.constructor.name} instance`,
      { v },
      new RegExp(`props\\.v is a ${v.constructor.name} instance; only plain objects and arrays`),
    ]),
    ['a symbol key that JSON would drop', { [Symbol('k')]: 1 }, /props has a symbol key/],
    ['a cycle through objects', { a: cycle }, `${LABEL}: props.a.b.a is a circular reference`],
    ['a cycle through an array', { list }, /props\.list\[0\] is a circular reference/],
  ];
  for (const [rule, props, message] of rejected)
    it(rule, () => assert.throws(() => assertJsonSerialisable(props, LABEL), { message }));

  it('quotes keys that are not identifiers and honours a custom root name', () => {
    assert.throws(() => assertJsonSerialisable({ 'data-x': { 0: () => {} } }, 'JSON-LD for /tours', 'jsonLd'), {
      message: 'JSON-LD for /tours: jsonLd["data-x"]["0"] is a function, which cannot be sent to the browser',
    });
  });
});

describe('serialiseForScript', () => {
  it('escapes characters that could end the script or confuse old parsers, in values and keys', () => {
    const out = serialiseForScript({ t: '</script><!-- a & b > c \u2028\u2029' });
    assert.equal(out, '{"t":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028\\u2029"}');
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
