/** Copy that spells out the template's company name or names one of its invented guides is listed; other copy is not. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mentionProblem } from '../../../tools/launch/check.ts';
import { TEMPLATE_GUIDES } from '../../../tools/launch/templateValues.ts';

describe('mentionProblem', () => {
  const listed: [string, string, string][] = [
    ['About Whisker Walks NYC', 'name', 'spells out the template\'s name "Whisker Walks NYC"'],
    ['Give the Gift of a Whisker Walk', 'name', 'spells out the template\'s name "Whisker Walk"'],
    ['the whisker\nwalks newsletter', 'name', 'spells out the template\'s name "whisker walks"'],
    [`Ask ${TEMPLATE_GUIDES[1]} about groups.`, 'stories', `mentions the template's guide "${TEMPLATE_GUIDES[1]}"`],
  ];
  it("lists the name however copy spells it, quoting it as written, and a template guide's full name under the guides", () => {
    for (const [text, group, why] of listed) assert.deepEqual(mentionProblem(text), { group, why }, text);
  });

  it('passes tokens and copy about whiskers or walks', () => {
    for (const text of [
      'About {name}',
      'Join the {shortName} newsletter',
      'A cat with long whiskers walks the stoop',
      'Walks with whiskers',
    ]) {
      assert.equal(mentionProblem(text), undefined, text);
    }
  });
});
