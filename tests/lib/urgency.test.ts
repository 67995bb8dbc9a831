import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { urgencyMessage, urgencyMonth } from '../../src/lib/urgency.ts';

const MONTHS = Array.from({ length: 12 }, (_, m) => new Date(2025, m, 1).toLocaleString('en-US', { month: 'long' }));

// Dates are built with local-time constructors because the module reads the visitor's local calendar.
describe('urgencyMonth', () => {
  it('names the current month up to the 15th, the next one from the 16th, wrapping December and past February', () => {
    const days: [Date, string][] = [
      [new Date(2025, 3, 1), 'April'],
      [new Date(2025, 3, 15, 23, 59), 'April'],
      [new Date(2025, 3, 16, 0, 0), 'May'],
      [new Date(2025, 3, 30), 'May'],
      [new Date(2025, 11, 10), 'December'],
      [new Date(2025, 11, 20), 'January'],
      [new Date(2024, 1, 29), 'March'],
    ];
    for (const [day, month] of days) assert.equal(urgencyMonth(day), month, day.toString());
  });

  it('is the same or the following month for any date, and refuses an invalid Date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        assert.equal(urgencyMonth(d), MONTHS[(d.getMonth() + (d.getDate() > 15 ? 1 : 0)) % 12]);
      }),
    );
    assert.throws(() => urgencyMonth(new Date(Number.NaN)), RangeError);
  });
});

it('urgencyMessage fills every {month} of the template (en dash kept) and leaves other text, or a template without one, alone', () => {
  assert.equal(
    urgencyMessage('Spring-Summer 2025 – Spots Filling Fast for {month} Tours!', new Date(2025, 11, 20)),
    'Spring-Summer 2025 – Spots Filling Fast for January Tours!',
  );
  assert.equal(urgencyMessage('{month}/{month} $& {Month}', new Date(2025, 4, 2)), 'May/May $& {Month}');
  assert.equal(urgencyMessage('Book now', new Date(2025, 0, 1)), 'Book now');
});
