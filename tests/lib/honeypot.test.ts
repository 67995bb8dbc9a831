import { it } from 'node:test';
import assert from 'node:assert/strict';
import { isHoneypotFilled } from '../../src/lib/honeypot.ts';

it('a honeypot counts as filled when it has any text, not when empty, missing or whitespace-only', () => {
  assert.deepEqual(['', undefined, ' \n\t', 'http://spam.example'].map(isHoneypotFilled), [false, false, false, true]);
});
