/**
 * Every content problem names the line it is on: a field of a JSON file or
 * of a Markdown file's front matter by its key's line, a missing field by the
 * line of the object it belongs to, a problem in a Markdown body by the line
 * of what it quotes.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonFieldLines, lineOfField } from '../../src/content/problems/lines.ts';
import { assertIssues, brokenContent, loadError } from '../fixtures/brokenContent.ts';

describe('field lines of a JSON text', () => {
  const text = [
    '{',
    '  "prices": {',
    '    "perPerson": 40',
    '  },',
    '  "tour": [',
    '    {',
    '      "src": "a.jpg"',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const lines = jsonFieldLines(text);

  it('gives each key its own line, and each list item the line it starts on', () => {
    assert.equal(lineOfField(lines, 'prices.perPerson'), 3);
    assert.equal(lineOfField(lines, 'tour.0'), 6);
    assert.equal(lineOfField(lines, 'tour.0.src'), 7);
  });

  it('gives a missing field the line of the nearest field that holds it, and the first line past the root', () => {
    assert.equal(lineOfField(lines, 'tour.0.alt'), 6);
    assert.equal(lineOfField(lines, 'season.year'), 1);
  });

  it('reads past a note after the field ("answer (line 3 of the text)")', () => {
    assert.equal(lineOfField(lines, 'tour.0.src (line 3 of the text)'), 7);
  });
});

describe('the loader names the line of each problem', () => {
  const { site, expected } = brokenContent();
  after(() => site.remove());

  it('in front matter, JSON and a Markdown body, all reported at once as file:line: field: message', () => {
    assertIssues(loadError(site.content), expected);
  });
});
