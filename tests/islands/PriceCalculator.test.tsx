/**
 * PriceCalculator with a fixture pricing: the site's prices live in content/site.json, and the private tour page's
 * test checks the island gets them.
 */
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

const mount = () => render(<PriceCalculator {...props} />);
const input = () => screen.getByLabelText(props.guestsLabel) as HTMLInputElement;
const total = () => document.querySelector('[data-total]')?.textContent;
const output = () => document.querySelector('output')!;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

afterEach(cleanup);

describe('PriceCalculator', () => {
  // Its label, its polite output tied to the field and its first total on the built page: tests/routes/tours/[tour].test.ts.
  it('starts at 8 guests, describes the field by its range and announces the total for the guests typed', () => {
    mount();
    assert.equal(input().value, '8');
    assert.equal(input().getAttribute('aria-describedby'), 'calc-hint calc-range');
    assert.equal(document.getElementById('calc-range')!.textContent, '', 'no note while the number is in range');
    assert.match(document.getElementById('calc-hint')!.textContent!, /From 1 to 30 guests/);
    type('12');
    assert.match(output().textContent!, /Estimated total for 12 guests: \$480/);
  });

  it('charges $320 for any group up to 8 guests and adds $40 per guest above: 9 cost $360, 30 $1,200', () => {
    mount();
    for (const [n, price] of [
      ['1', '$320'],
      ['5', '$320'],
      ['8', '$320'],
      ['9', '$360'],
      ['30', '$1,200'],
    ]) {
      type(n);
      assert.equal(total(), price, `${n} guests`);
    }
  });

  it('prices a number above the largest group as 30 and explains it while it is in the box, then writes 30 back on blur and says so', () => {
    mount();
    const note = () => document.getElementById('calc-range')!;
    type('40');
    assert.equal(input().value, '40', 'the typed text is kept while typing');
    assert.equal(total(), '$1,200');
    assert.match(output().textContent!, /for 30 guests/);
    assert.equal(note().textContent, '40 is more than the calculator takes: the total is for 30 guests.');
    assert.equal(note().getAttribute('role'), 'status');
    assert.equal(input().getAttribute('aria-invalid'), 'true');
    assert.ok(input().getAttribute('aria-describedby')!.split(' ').includes('calc-range'));
    fireEvent.blur(input());
    assert.equal(input().value, '30');
    assert.equal(total(), '$1,200');
    assert.equal(input().hasAttribute('aria-invalid'), false);
    assert.equal(note().textContent, 'Changed to 30: the calculator takes 1 to 30 guests.');
    type('12');
    assert.equal(note().textContent, '', 'the note goes with the next edit');
  });

  it('explains a number below the smallest group too, prices it as 1 and clamps it up to 1 on blur; an emptied box counts as 1, says nothing and becomes 1 on blur', () => {
    mount();
    const note = () => document.getElementById('calc-range')!;
    type('0');
    assert.equal(note().textContent, '0 is fewer than the calculator takes: the total is for 1 guest.');
    assert.equal(total(), '$320');
    fireEvent.blur(input());
    assert.equal(input().value, '1');
    // The field may be emptied while typing: it counts as 1 guest, and 1 is written back on blur.
    type('');
    assert.equal(note().textContent, '');
    assert.equal(input().value, '');
    assert.equal(total(), '$320');
    assert.match(output().textContent!, /for 1 guest:/);
    fireEvent.blur(input());
    assert.equal(input().value, '1');
    assert.equal(note().textContent, '', 'an empty box counts as 1 guest: nothing was changed');
  });

  it('clamps on Enter too, and is no form that could be sent', () => {
    mount();
    type('45');
    fireEvent.keyDown(input(), { key: 'Enter' });
    assert.equal(input().value, '30');
    assert.equal(input().form, null);
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
