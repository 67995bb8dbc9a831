/**
 * What an editor is told beyond a schema's words: "did you mean …?" (a typo answered with the nearest known name, a
 * stranger word with the list), and the build's notes: copy that spells out the company's name instead of {name}
 * (file and field; quotes and press clippings keep their words; the loader's are tests/content/loader.test.ts's), a
 * season whose year is over.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { pastSeasonNote, spelledOutNames } from '../../src/content/problems/notes.ts';
import { distance, knownKeysAt, nearest, unknownKeyMessage } from '../../src/content/problems/suggest.ts';

describe('suggestions for misspelt names', () => {
  it('measure edits, a swap of two letters counting as one, and suggest only a likely typo', () => {
    const distances = [distance('featurd', 'featured'), distance('imgae', 'image'), distance('same', 'same')];
    assert.deepEqual(distances, [1, 1, 0]);
    assert.equal(nearest('featurd', ['featured', 'feature', 'title']), 'featured');
    assert.equal(nearest('Titel', ['title', 'teaser']), 'title');
    assert.equal(nearest('colour', ['title', 'slug']), undefined);
  });

  it('find the keys a schema knows at a path, through arrays, optionals and unions', () => {
    const schema = z.strictObject({
      items: z.array(z.strictObject({ title: z.string(), href: z.string().optional() })).optional(),
      hero: z.union([z.strictObject({ image: z.string() }), z.string()]),
    });
    assert.deepEqual(knownKeysAt(schema, []), ['items', 'hero']);
    assert.deepEqual(knownKeysAt(schema, ['items', 3]), ['title', 'href']);
    assert.deepEqual(knownKeysAt(schema, ['hero']), ['image']);
    assert.equal(unknownKeyMessage('featurd', ['slug', 'featured']), 'unknown key, did you mean "featured"?');
    assert.equal(unknownKeyMessage('colour', ['slug', 'title']), 'unknown key (this place takes: slug, title)');
  });
});

describe('copy that spells out the company name', () => {
  const names = ['Harbour Cat Walks Ltd', 'Harbour Cat Walks'];

  it("is named by file and field, the longer name first, a press article's title and quote left alone", () => {
    const home = { sections: { intro: { heading: 'Why Harbour Cat Walks Ltd?', body: 'Walk with {name}.' } } };
    const [note, ...more] = spelledOutNames('content/pages/home.json', home, names);
    assert.deepEqual([note.file, note.path, more], ['content/pages/home.json', 'sections.intro.heading', []]);
    assert.match(note.message, /"Harbour Cat Walks Ltd": write \{name\} or \{shortName\}/);
    const said = 'Harbour Cat Walks';
    const press = { articles: [{ title: said, quote: said, description: said }] };
    const paths = spelledOutNames('content/press.json', press, names).map((n) => n.path);
    assert.deepEqual(paths, ['articles.0.description']);
  });
});

describe('a season whose year is over', () => {
  const season = { year: 2030, name: 'Autumn', announcement: 'Back!', urgencyTemplate: 'Spots for {month}!' };

  it('is named, file, field and year, once that year is over, and not during it or before', () => {
    assert.match(pastSeasonNote(season, 2031) ?? '', /content\/site\.json season\.year is 2030.*Autumn 2030/);
    assert.deepEqual([pastSeasonNote(season, 2030), pastSeasonNote(season, 2029)], [undefined, undefined]);
  });
});
