import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isHoneypotFilled } from '../../src/lib/honeypot.ts';

describe('isHoneypotFilled', () => {
  it('is false for an empty, missing or whitespace-only honeypot', () => {
    assert.equal(isHoneypotFilled(''), false);
    assert.equal(isHoneypotFilled(undefined), false);
    assert.equal(isHoneypotFilled(' \n\t'), false);
  });

  it('is true when the honeypot has any text', () => {
    assert.equal(isHoneypotFilled('http://spam.example'), true);
  });
});
