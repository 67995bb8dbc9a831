/** PriceCalculator with a fixture pricing (the private tour page's test checks the island gets the site's). */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import PriceCalculator, { type PriceCalculatorProps } from '../../src/islands/PriceCalculator.tsx';

/** Fixture pricing: $320 covers up to 8 guests, $40 per extra guest, groups of 1 to 30. */
const FIXTURE_PRICING = { base: 320, includedGuests: 8, perExtraGuest: 40, minGuests: 1, maxGuests: 30 };
const props: PriceCalculatorProps = {
  pricing: FIXTURE_PRICING,
  initialGuests: FIXTURE_PRICING.includedGuests,
  idPrefix: 'calc',
  guestsLabel: 'Guests in your group',
};

const input = () => screen.getByLabelText(props.guestsLabel) as HTMLInputElement;
const total = () => document.querySelector('[data-total]')?.textContent;
const output = () => document.querySelector('output')!.textContent!;
const note = () => document.getElementById('calc-range')!.textContent;
/** Types into the field; the total it then shows. */
const type = (value: string) => {
  fireEvent.change(input(), { target: { value } });
  return total();
};

afterEach(cleanup);

describe('PriceCalculator', () => {
  // The props the private tour page gives it: tests/routes/tours/[tour].test.ts. The total's rule: tests/lib/privatePrice.test.ts.
  it('starts at 8 guests at $320, describes the field by its range and announces the total for the guests typed', () => {
    render(<PriceCalculator {...props} />);
    assert.deepEqual([input().value, input().min, input().max, total()], ['8', '1', '30', '$320']);
    // Labelled by its words (getByLabelText), a polite output tied to the field.
    const live = document.querySelector('output')!;
    assert.deepEqual([live.getAttribute('aria-live'), live.getAttribute('for')], ['polite', input().id]);
    assert.equal(input().getAttribute('aria-describedby'), 'calc-hint calc-range');
    assert.equal(note(), '', 'no note while the number is in range');
    assert.match(document.getElementById('calc-hint')!.textContent!, /From 1 to 30 guests/);
    type('12');
    assert.match(output(), /Estimated total for 12 guests: \$480/);
  });

  it('prices a number above the largest group as 30, saying so while it is typed and once 30 is written back on blur or Enter', () => {
    render(<PriceCalculator {...props} />);
    type('40');
    assert.equal(input().value, '40', 'the typed text is kept while typing');
    assert.equal(total(), '$1,200');
    assert.match(output(), /for 30 guests/);
    assert.equal(note(), '40 is more than the calculator takes: the total is for 30 guests.');
    assert.equal(document.getElementById('calc-range')!.getAttribute('role'), 'status');
    assert.equal(input().getAttribute('aria-invalid'), 'true');
    fireEvent.blur(input());
    assert.deepEqual([input().value, total(), input().hasAttribute('aria-invalid')], ['30', '$1,200', false]);
    assert.equal(note(), 'Changed to 30: the calculator takes 1 to 30 guests.');
    type('12');
    assert.equal(note(), '', 'the note goes with the next edit');
    type('45');
    fireEvent.keyDown(input(), { key: 'Enter' });
    assert.equal(input().value, '30', 'clamped on Enter too');
    assert.equal(input().form, null, 'no form that could be sent');
  });

  it('prices a number below the smallest group, or an emptied box, as 1 guest and writes 1 back on blur', () => {
    render(<PriceCalculator {...props} />);
    type('0');
    assert.equal(note(), '0 is fewer than the calculator takes: the total is for 1 guest.');
    assert.equal(total(), '$320');
    fireEvent.blur(input());
    assert.equal(input().value, '1');
    // The field may be emptied while typing: it counts as 1 guest, says nothing, and 1 is written back on blur.
    type('');
    assert.deepEqual([note(), input().value, total()], ['', '', '$320']);
    assert.match(output(), /for 1 guest:/);
    fireEvent.blur(input());
    assert.equal(input().value, '1');
    assert.equal(note(), '', 'an empty box counts as 1 guest: nothing was changed');
  });

  it('hydrates the server HTML without a mismatch, then keeps a number typed before hydration', async () => {
    const { host, unmount } = await hydrateServerHtml(<PriceCalculator {...props} />, {
      beforeHydrate: (server) => {
        server.querySelector('input')!.value = '10';
      },
    });
    assert.equal(host.querySelector('[data-total]')?.textContent, '$400');
    unmount();
  });
});
