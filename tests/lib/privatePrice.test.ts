import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { clampGuests, formatUsd, privateTotal, type PrivatePricing } from '../../src/lib/privatePrice.ts';

/** A fixture pricing (base price covering some guests, a price per extra guest, a guest range). */
const pricing: PrivatePricing = { base: 320, includedGuests: 8, perExtraGuest: 40, minGuests: 1, maxGuests: 30 };

const pricingArb = fc
  .record({
    base: fc.integer({ min: 0, max: 10_000 }),
    includedGuests: fc.integer({ min: 1, max: 50 }),
    perExtraGuest: fc.integer({ min: 0, max: 1_000 }),
    minGuests: fc.integer({ min: 1, max: 20 }),
    span: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ span, ...p }) => ({ ...p, maxGuests: p.minGuests + span }));

describe('clampGuests', () => {
  const rules: [rule: string, examples: Record<string, number>, minGuests?: number][] = [
    ['counts empty, blank and non-numeric text as 1 guest', { '': 1, '   ': 1, abc: 1, '-': 1, '.5': 1, NaN: 1 }],
    ['reads the integer part', { '12': 12, ' 12 ': 12, '12.9': 12, '7 guests': 7 }],
    ['clamps to 1..30', { '0': 1, '-4': 1, '31': 30, '99999999999999999999999': 30 }],
    ['lifts the blank default to minGuests when that is above 1', { '': 2 }, 2],
  ];
  for (const [rule, examples, minGuests = 1] of rules)
    it(rule, () => {
      for (const [text, guests] of Object.entries(examples))
        assert.equal(clampGuests(text, { ...pricing, minGuests }), guests, text);
    });

  it('always returns an integer within [minGuests, maxGuests] for any text, in-range integers unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), pricingArb, (text, p) => {
        const n = clampGuests(text, p);
        assert.ok(
          Number.isInteger(n) && n >= p.minGuests && n <= p.maxGuests,
          `${n} in [${p.minGuests}, ${p.maxGuests}]`,
        );
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), (n) => assert.equal(clampGuests(String(n), pricing), n)));
  });
});

// The fixture's own figures ($320 up to 8 guests, $40 for each above) are cases of the rule.
it('privateTotal follows base + perExtra × max(0, guests − included), so it never decreases nor drops below base', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 200 }), pricingArb, (g, p) => {
      assert.equal(privateTotal(g, p), p.base + p.perExtraGuest * Math.max(0, g - p.includedGuests));
    }),
  );
});

it('formatUsd formats whole US dollars with thousands separators, rounding away the cents', () => {
  assert.deepEqual([320, 1200, 0, 1_234_567, 39.6].map(formatUsd), ['$320', '$1,200', '$0', '$1,234,567', '$40']);
});
