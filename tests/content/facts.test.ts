/** Fact tokens: one place for each fact, filled everywhere, mistakes named with the likely token. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  FACT_NAMES,
  fillDeep,
  fillMarkdown,
  fillTokens,
  siteFacts,
  type FactScope,
} from '../../src/content/facts/tokens.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { CONTENT } from '../helpers/site.ts';

const { site } = loadSiteContent(CONTENT);
const scope: FactScope = { site: siteFacts(site), tours: new Map([['harbor-walk', { maxGroup: 14 }]]) };
const fill = (text: string, own?: FactScope['own']) => {
  const problems: string[] = [];
  return { text: fillTokens(text, { ...scope, own }, (m) => problems.push(m)), problems };
};

describe('fact tokens', () => {
  it('give every listed fact a value read from site.json', () => {
    assert.deepEqual(Object.keys(siteFacts(site)).sort(), [...FACT_NAMES].sort());
    assert.equal(fill('{perPerson}').text, `$${site.prices.perPerson}`);
    assert.equal(fill('{fiveStarPercent}%').text, `${site.claims.fiveStarPercent}%`);
    assert.equal(fill('{season}').text, `${site.season.year} ${site.season.name}`);
  });

  it('say "hour" and "mile" for one, "hours" and "miles" otherwise', () => {
    const one = siteFacts({ ...site, claims: { ...site.claims, durationHours: 1, distanceMiles: 1 } });
    assert.equal(one.duration, '1 hour');
    assert.equal(one.distance, '1 mile');
    const more = siteFacts({ ...site, claims: { ...site.claims, durationHours: 1.5, distanceMiles: 2 } });
    assert.equal(more.duration, '1.5 hours');
    assert.equal(more.distance, '2 miles');
  });

  it("fill {maxGroup} with the tour's own group size inside its file, and {maxGroup:slug} anywhere", () => {
    assert.equal(fill('at most {maxGroup}', { maxGroup: 9 }).text, 'at most 9');
    assert.equal(fill('{maxGroup:harbor-walk} guests').text, '14 guests');
  });

  it('name an unknown token with the one most likely meant, and leave the text as written', () => {
    const r = fill('Only {perPersn}!');
    assert.equal(r.text, 'Only {perPersn}!');
    assert.match(r.problems[0], /unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/);
    assert.match(
      fill('{maxGroup:harbour-walk}').problems[0],
      /names no published tour "harbour-walk"; did you mean \{maxGroup:harbor-walk\}\?/,
    );
    assert.match(fill('{maxGroup}').problems[0], /works only inside a tour file/);
  });

  it('write a fact quoted in Markdown as text: a "<" in it opens no HTML', () => {
    const angled: FactScope = { ...scope, site: { ...scope.site, name: 'Cats <3 Walks' } };
    const data = fillDeep({ heading: '{name}', answer: 'Ask {name}.' }, angled, () =>
      assert.fail('no problem expected'),
    );
    assert.equal(data.heading, 'Cats <3 Walks', 'plain copy keeps the text as it is');
    assert.equal(data.answer, 'Ask Cats \\<3 Walks.', 'Markdown copy escapes it');
    assert.equal(
      fillMarkdown('By {name}', angled, () => {}),
      'By Cats \\<3 Walks',
    );
  });

  it("leave {month} to the visitor's browser", () => {
    assert.deepEqual(fill('Spots for {month} Tours').problems, []);
    assert.equal(fill('Spots for {month} Tours').text, 'Spots for {month} Tours');
  });

  it('fill nested copy and keep what holds no token the very same object', () => {
    const untouched = { a: ['plain', { b: 'text' }] };
    assert.equal(
      fillDeep(untouched, scope, () => {}),
      untouched,
    );
    const problems: string[] = [];
    const out = fillDeep({ faq: [{ answer: '{perPerson} or {nope}' }] }, scope, (at, m) =>
      problems.push(`${at}: ${m}`),
    );
    assert.equal(out.faq[0].answer, `$${site.prices.perPerson} or {nope}`);
    assert.match(problems[0], /^faq\.0\.answer: unknown fact token \{nope\}/);
  });
});
