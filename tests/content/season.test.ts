/**
 * A season whose year is over is pointed out by the build (the announcement
 * and the urgency line would still name it), and only then.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pastSeasonNote } from '../../src/content/problems/notes.ts';

const season = {
  year: 2030,
  name: 'Autumn',
  announcement: 'Our {season} season is back!',
  urgencyTemplate: 'Spots filling fast for {month}!',
};

describe('pastSeasonNote', () => {
  it('names the file, the field and the year once that year is over', () => {
    const note = pastSeasonNote(season, 2031);
    assert.ok(note, 'a note for a past season');
    assert.match(note, /content\/site\.json season\.year is 2030/);
    assert.match(note, /Autumn 2030/);
  });

  it("says nothing during the season's own year or before it", () => {
    assert.equal(pastSeasonNote(season, 2030), undefined);
    assert.equal(pastSeasonNote(season, 2029), undefined);
  });
});
