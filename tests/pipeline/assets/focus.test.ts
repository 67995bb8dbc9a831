import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { focusOf } from '../../../src/pipeline/assets/focus.ts';

describe("focusOf: a hero's CSS object-position as the point a crop keeps in view", () => {
  it('reads keywords, percentages and both orders, as CSS does', () => {
    const cases: [string | undefined, number, number][] = [
      [undefined, 0.5, 0.5],
      ['center', 0.5, 0.5],
      ['50% 30%', 0.5, 0.3],
      ['25%', 0.25, 0.5],
      ['right top', 1, 0],
      ['top right', 1, 0],
      ['bottom', 0.5, 1],
      ['center 30%', 0.5, 0.3],
      ['left 10% bottom 20%', 0.1, 0.8],
      ['right 10% center', 0.9, 0.5],
    ];
    for (const [position, x, y] of cases) assert.deepEqual(focusOf(position), { x, y }, String(position));
  });

  it('pins a length to its edge, clamps percentages, and falls back to the centre where CSS would', () => {
    assert.deepEqual(focusOf('10px 2rem'), { x: 0, y: 0 });
    assert.deepEqual(focusOf('150% -20%'), { x: 1, y: 0 });
    for (const bad of ['middle', 'left right', 'top bottom', '10% 20% 30% 40% 50%', 'left 10% left 20%'])
      assert.deepEqual(focusOf(bad), { x: 0.5, y: 0.5 }, bad);
  });
});
