import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_FLIGHT_BUDGET, overBudgetNote } from '../../src/pipeline/budgets.ts';

describe('overBudgetNote', () => {
  it('names every page over the budget, heaviest first, with its size in KB', () => {
    const note = overBudgetNote([
      { path: '/', firstFlight: FIRST_FLIGHT_BUDGET + 512 },
      { path: '/about', firstFlight: FIRST_FLIGHT_BUDGET },
      { path: '/blog/12', firstFlight: FIRST_FLIGHT_BUDGET * 2 },
    ]);
    assert.ok(note, 'a note for pages over the budget');
    assert.match(note, /2 pages are over the 14 KB/);
    assert.match(note, /\/blog\/12 28\.0 KB, \/ 14\.5 KB\./);
    assert.doesNotMatch(note, /\/about/, 'a page exactly at the budget fits');
  });

  it('says nothing when every page fits or nothing was measured', () => {
    assert.equal(overBudgetNote([{ path: '/', firstFlight: FIRST_FLIGHT_BUDGET - 1 }, { path: '/about' }]), undefined);
    assert.equal(overBudgetNote([]), undefined);
  });
});
