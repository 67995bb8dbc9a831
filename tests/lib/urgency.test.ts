import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { urgencyMessage, urgencyMonth } from '../../src/lib/urgency.ts';

const TEMPLATE = 'Spring-Summer 2025 – Spots Filling Fast for {month} Tours!';
const MONTHS = Array.from({ length: 12 }, (_, m) => new Date(2025, m, 1).toLocaleString('en-US', { month: 'long' }));

// Dates are built with local-time constructors because the module reads the
// visitor's local calendar.
describe('urgencyMonth', () => {
  it('names the current month up to and including the 15th', () => {
    assert.equal(urgencyMonth(new Date(2025, 3, 1)), 'April');
    assert.equal(urgencyMonth(new Date(2025, 3, 15, 23, 59)), 'April');
  });

  it('names the next month from the 16th', () => {
    assert.equal(urgencyMonth(new Date(2025, 3, 16, 0, 0)), 'May');
    assert.equal(urgencyMonth(new Date(2025, 3, 30)), 'May');
  });

  it('wraps from December to January', () => {
    assert.equal(urgencyMonth(new Date(2025, 11, 20)), 'January');
    assert.equal(urgencyMonth(new Date(2025, 11, 10)), 'December');
  });

  it('handles the end of February', () => {
    assert.equal(urgencyMonth(new Date(2024, 1, 29)), 'March');
  });

  it('is the same or the following month for any date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        const expected = MONTHS[(d.getMonth() + (d.getDate() > 15 ? 1 : 0)) % 12];
        assert.equal(urgencyMonth(d), expected);
      }),
    );
  });

  it('rejects an invalid Date', () => {
    assert.throws(() => urgencyMonth(new Date(Number.NaN)), RangeError);
  });
});

describe('urgencyMessage', () => {
  it('fills the hero template (with its en dash) for December 20', () => {
    assert.equal(
      urgencyMessage(TEMPLATE, new Date(2025, 11, 20)),
      'Spring-Summer 2025 – Spots Filling Fast for January Tours!',
    );
  });

  it('replaces every placeholder and leaves other text alone', () => {
    assert.equal(urgencyMessage('{month}/{month} $& {Month}', new Date(2025, 4, 2)), 'May/May $& {Month}');
  });

  it('returns a template without a placeholder unchanged', () => {
    assert.equal(urgencyMessage('Book now', new Date(2025, 0, 1)), 'Book now');
  });
});
