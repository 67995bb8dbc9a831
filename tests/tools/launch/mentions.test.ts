/** Copy that spells out the template's company name or names one of its invented guides is listed; other copy is not. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mentionProblem } from '../../../tools/launch/mentions.ts';
import { TEMPLATE_GUIDES } from '../../../tools/launch/templateValues.ts';

describe('mentionProblem', () => {
  it('lists the name however copy spells it, quoting it as written', () => {
    assert.deepEqual(mentionProblem('About Whisker Walks NYC'), {
      group: 'name',
      why: 'spells out the template\'s name "Whisker Walks NYC"',
    });
    assert.deepEqual(mentionProblem('Give the Gift of a Whisker Walk'), {
      group: 'name',
      why: 'spells out the template\'s name "Whisker Walk"',
    });
    assert.equal(
      mentionProblem('the whisker\nwalks newsletter')?.why,
      'spells out the template\'s name "whisker walks"',
    );
  });

  it("lists a template guide's full name, under the guides", () => {
    assert.deepEqual(mentionProblem(`Ask ${TEMPLATE_GUIDES[1]} about groups.`), {
      group: 'stories',
      why: `mentions the template's guide "${TEMPLATE_GUIDES[1]}"`,
    });
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
