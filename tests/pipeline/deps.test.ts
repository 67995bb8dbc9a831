/**
 * derivedOnce: a value derived from the content is computed once per content
 * view, and every route that uses it depends on what it was made from, so the
 * dev server still re-renders each of them when one of those reads changes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Content } from '../../src/content/shapes.ts';
import { derivedOnce, recording, type Deps } from '../../src/contract/reads.ts';
import { affected, trackContent } from '../../src/pipeline/deps.ts';

/** A content of two posts, all derivedOnce and the tracked view read here (a fixture: no test depends on today's posts). */
const content = () =>
  ({
    blog: [
      { id: 1, category: 'Cat Rescues' },
      { id: 2, category: 'Tour Stories' },
    ],
    pages: {},
  }) as unknown as Content;

/** The categories of every post, as a list page derives its list from them. */
const categoriesOf = (c: Content) => c.blog.map((p) => p.category);

describe('derivedOnce', () => {
  it('computes once per content view and key', () => {
    const view = trackContent(content());
    let computed = 0;
    const derive = () =>
      derivedOnce(view, 'categories', () => {
        computed++;
        return categoriesOf(view);
      });
    const first = recording(new Set(), derive);
    const second = recording(new Set(), derive);
    assert.equal(computed, 1);
    assert.equal(second, first, 'the same value, not a copy');
    derivedOnce(view, 'another key', () => computed++);
    assert.equal(computed, 2);
    derivedOnce(trackContent(content()), 'categories', () => computed++);
    assert.equal(computed, 3, 'a new view of the content (after an edit) computes again');
  });

  it('gives a route that reuses the value the reads of the route that computed it', () => {
    const view = trackContent(content());
    const computedBy: Deps = new Set();
    const reusedBy: Deps = new Set();
    recording(computedBy, () => derivedOnce(view, 'categories', () => categoriesOf(view)));
    recording(reusedBy, () => derivedOnce(view, 'categories', () => assert.fail('computed twice')));
    assert.ok(computedBy.has('blog[]'), `the computation noted its reads: ${[...computedBy].slice(0, 5).join(', ')}`);
    assert.deepEqual([...reusedBy].sort(), [...computedBy].sort());
    // One post's category changing (what an edit reports) reaches both routes.
    const edit: Deps = new Set(['blog#2.category']);
    assert.ok(affected(computedBy, edit) && affected(reusedBy, edit));
  });

  it('notes nothing for content that is not tracked (a full build)', () => {
    const plain = content();
    const deps: Deps = new Set();
    recording(deps, () => derivedOnce(plain, 'categories', () => categoriesOf(plain)));
    assert.equal(deps.size, 0);
  });
});
