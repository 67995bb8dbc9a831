/**
 * Every content problem names its line: a JSON field by its key's line, a missing field by its holder's. The loader
 * naming each kind on its line (front matter, JSON, a missing field, a body) is tests/pipeline/github.test.ts's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonFieldLines, lineOfField } from '../../src/content/problems/lines.ts';

describe('field lines of a JSON text', () => {
  const lines = jsonFieldLines(JSON.stringify({ prices: { perPerson: 40 }, tour: [{ src: 'a.jpg' }] }, null, 2));

  it('give each key its own line, each list item the line it starts on, a missing field its holder', () => {
    assert.equal(lineOfField(lines, 'prices.perPerson'), 3);
    assert.equal(lineOfField(lines, 'tour.0'), 6);
    assert.equal(lineOfField(lines, 'tour.0.src'), 7);
    assert.equal(lineOfField(lines, 'tour.0.alt'), 6);
    assert.equal(lineOfField(lines, 'season.year'), 1, 'past the root, the first line');
    assert.equal(lineOfField(lines, 'tour.0.src (line 3 of the text)'), 7, 'a note after the field is read past');
  });
});
