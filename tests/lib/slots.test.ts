/** fillSlots: a {slot} takes the value the page gives, one not given stays as written, a value is never a slot. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { fillSlots } from '../../src/lib/slots.ts';

it('fills every slot it is given, numbers written as they are, never reading a filled value as a slot', () => {
  assert.equal(
    fillSlots('{photos}: photo {number} of {count}', { photos: 'Harbour cats', number: 2, count: 12 }),
    'Harbour cats: photo 2 of 12',
  );
  assert.equal(fillSlots('By {author}, page {page}', { author: '{page} Smith', page: 3 }), 'By {page} Smith, page 3');
});

it('leaves a slot it is not given as written (a name from the object prototype too), and a label without slots', () => {
  assert.equal(fillSlots('{tour} Tour FAQ', {}), '{tour} Tour FAQ');
  assert.equal(fillSlots('{constructor} and {toString}', {}), '{constructor} and {toString}');
  assert.equal(fillSlots('About This Tour', { tour: 'Dumbo' }), 'About This Tour');
});
