/**
 * Fact tokens: one place for each fact, filled everywhere, mistakes named with the likely token; and the editor's
 * table of them in docs/editing.md, which is the one the code writes and holds no value (so no edit makes it stale).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACT_NAMES, fillDeep, fillMarkdown, fillTokens, siteFacts } from '../../src/content/facts/tokens.ts';
import type { FactScope } from '../../src/content/facts/tokens.ts';
import { factTableMarkdown, TABLE_END, TABLE_START, withFactTable } from '../../src/content/facts/tokens.ts';
import { ROOT, content } from '../helpers/site.ts';

const { site } = content();
const scope: FactScope = { site: siteFacts(site), tours: new Map([['harbor-walk', { maxGroup: 14 }]]) };
const noop = () => {};
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
    const facts = (durationHours: number, distanceMiles: number) =>
      siteFacts({ ...site, claims: { ...site.claims, durationHours, distanceMiles } });
    assert.deepEqual([facts(1, 1).duration, facts(1, 1).distance], ['1 hour', '1 mile']);
    assert.deepEqual([facts(1.5, 2).duration, facts(1.5, 2).distance], ['1.5 hours', '2 miles']);
  });

  it("fill {maxGroup} with the tour's own group size inside its file, {maxGroup:slug} anywhere, {month} never", () => {
    assert.equal(fill('at most {maxGroup}', { maxGroup: 9 }).text, 'at most 9');
    assert.equal(fill('{maxGroup:harbor-walk} guests').text, '14 guests');
    // {month} is the visitor's browser's to fill.
    assert.deepEqual(fill('Spots for {month} Tours'), { text: 'Spots for {month} Tours', problems: [] });
  });

  it('name an unknown token with the one most likely meant, and leave the text as written', () => {
    assert.deepEqual(fill('Only {perPersn}!').text, 'Only {perPersn}!');
    assert.match(fill('Only {perPersn}!').problems[0], /unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/);
    assert.match(fill('{maxGroup:harbour-walk}').problems[0], /no published tour "harbour-walk"; did you mean \{max/);
    assert.match(fill('{maxGroup}').problems[0], /works only inside a tour file/);
  });

  it('write a fact quoted in Markdown as text: a "<" in it opens no HTML', () => {
    const angled: FactScope = { ...scope, site: { ...scope.site, name: 'Cats <3 Walks' } };
    const data = fillDeep({ heading: '{name}', answer: 'Ask {name}.' }, angled, () => assert.fail('no problem'));
    assert.deepEqual(data, { heading: 'Cats <3 Walks', answer: 'Ask Cats \\<3 Walks.' }, 'Markdown copy escapes it');
    assert.equal(fillMarkdown('By {name}', angled, noop), 'By Cats \\<3 Walks');
  });

  it('fill nested copy and keep what holds no token the very same object', () => {
    const untouched = { a: ['plain', { b: 'text' }] };
    assert.equal(fillDeep(untouched, scope, noop), untouched);
    const problems: string[] = [];
    const out = fillDeep({ faq: [{ answer: '{perPerson} or {nope}' }] }, scope, (at, m) =>
      problems.push(`${at}: ${m}`),
    );
    assert.equal(out.faq[0].answer, `$${site.prices.perPerson} or {nope}`);
    assert.match(problems[0], /^faq\.0\.answer: unknown fact token \{nope\}/);
  });
});

describe('the fact tokens table in docs/editing.md', () => {
  const editing = readFileSync(path.join(ROOT, 'docs', 'editing.md'), 'utf8');

  it('is up to date, lists every token once, and names fields, never their values (else npm run schemas)', () => {
    assert.equal(editing, withFactTable(editing));
    for (const name of FACT_NAMES) assert.equal(factTableMarkdown().split(`\`{${name}}\``).length - 1, 1, name);
    assert.doesNotMatch(editing.slice(editing.indexOf(TABLE_START), editing.indexOf(TABLE_END)), /\$\d|\b20\d\d\b/);
  });
});
