/**
 * The checklist as printed: grouped lines with a count at the end and exit
 * code 1 while anything is left; 2 when a file could not be read, since the
 * list may then be short. ("Nothing left" and 0: main.test.ts, on a finished site.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding } from '../../../tools/launch/values.ts';
import { EXIT, GROUPS, report } from '../../../tools/launch/check.ts';

const found: Finding[] = [
  {
    group: 'keys',
    file: 'content/site.json',
    field: 'fareharbor.shortname',
    why: 'still the template\'s placeholder "abc"',
  },
  { group: 'artwork', file: 'content/images/a.jpg', field: '', why: 'placeholder artwork' },
  { group: 'keys', file: 'content/tours/a.md', field: 'itemId', why: "still the template's placeholder 1" },
];

describe('report', () => {
  it('groups the lines in a fixed order, one line each, and counts them at the end', () => {
    const { text, exitCode } = report({ findings: found, unreadable: [] });
    assert.equal(exitCode, EXIT.left);
    const lines = text.split('\n');
    assert.deepEqual(lines.slice(0, 7), [
      `${GROUPS.artwork.title} (1): ${GROUPS.artwork.todo}.`,
      '  content/images/a.jpg: placeholder artwork',
      '',
      `${GROUPS.keys.title} (2): ${GROUPS.keys.todo}.`,
      '  content/site.json: fareharbor.shortname: still the template\'s placeholder "abc"',
      "  content/tours/a.md: itemId: still the template's placeholder 1",
      '',
    ]);
    assert.equal(
      lines.at(-1),
      `3 placeholders of the template left in content/ (1 ${GROUPS.artwork.counted}, 2 ${GROUPS.keys.counted}): replace them, then run npm run launch-check again.`,
    );
  });

  it('names an unreadable file and exits 2, never saying nothing is left', () => {
    const { text, exitCode } = report({ findings: [], unreadable: [{ name: 'faqs.json', message: 'not valid JSON' }] });
    assert.equal(exitCode, EXIT.unreadable);
    assert.match(text, /^ {2}content\/faqs\.json: not valid JSON$/m);
    assert.doesNotMatch(text, /Nothing left/);
  });
});
