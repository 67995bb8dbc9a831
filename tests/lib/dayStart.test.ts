import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { dayStart } from '../../src/lib/dayStart.ts';

describe('dayStart: the moment a day begins in a time zone, with its offset', () => {
  it('New York is five hours behind UTC in winter and four in summer', () => {
    assert.equal(dayStart('2025-01-15', 'America/New_York'), '2025-01-15T00:00:00-05:00');
    assert.equal(dayStart('2025-07-04', 'America/New_York'), '2025-07-04T00:00:00-04:00');
  });

  it('takes the offset of the day itself when the clocks change later that night', () => {
    // Clocks go forward at 2:00 on 9 March 2025 and back at 2:00 on 2 November 2025: midnight keeps the day before's offset.
    assert.equal(dayStart('2025-03-09', 'America/New_York'), '2025-03-09T00:00:00-05:00');
    assert.equal(dayStart('2025-11-02', 'America/New_York'), '2025-11-02T00:00:00-04:00');
  });

  it('writes zero and half-hour offsets in full', () => {
    assert.equal(dayStart('2025-06-01', 'UTC'), '2025-06-01T00:00:00+00:00');
    assert.equal(dayStart('2025-06-01', 'Asia/Kolkata'), '2025-06-01T00:00:00+05:30');
  });

  it("names the instant at which the zone's clock reads that day, 00:00", () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu'];
    const days = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom(...zones), (day, timeZone) => {
        // Sweden writes a date and time as ISO does: 2025-01-15 00:00:00.
        assert.equal(new Date(dayStart(day, timeZone)).toLocaleString('sv-SE', { timeZone }), `${day} 00:00:00`);
      }),
    );
  });
});
