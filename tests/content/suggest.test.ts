/** "Did you mean …?": a typo is answered with the nearest known name, a stranger word with the list. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { distance, knownKeysAt, nearest, unknownKeyMessage } from '../../src/content/problems/suggest.ts';

describe('suggestions for misspelt names', () => {
  it('measure edits, a swap of two letters counting as one', () => {
    assert.equal(distance('featurd', 'featured'), 1);
    assert.equal(distance('imgae', 'image'), 1);
    assert.equal(distance('same', 'same'), 0);
  });

  it('suggest the nearest name only when it is a likely typo', () => {
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
  });

  it('word the message for an editor', () => {
    assert.equal(unknownKeyMessage('featurd', ['slug', 'featured']), 'unknown key, did you mean "featured"?');
    assert.equal(unknownKeyMessage('colour', ['slug', 'title']), 'unknown key (this place takes: slug, title)');
  });
});
