/**
 * Every content problem names the line it is on: a field of a JSON file or of a Markdown file's front matter by its
 * key's line, a missing field by the line of the object it belongs to, a problem in a Markdown body by the line of
 * what it quotes.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonFieldLines, lineOfField } from '../../src/content/problems/lines.ts';
import { assertIssues, brokenContent, loadError } from '../fixtures/brokenContent.ts';

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

describe('the loader names the line of each problem', () => {
  const { site, expected } = brokenContent();
  after(() => site.remove());

  it('in front matter, JSON and a Markdown body, all reported at once as file:line: field: message', () => {
    assertIssues(loadError(site.content), expected);
  });
});
