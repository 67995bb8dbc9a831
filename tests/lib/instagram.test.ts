import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INSTAGRAM_EMBED_SCRIPT, reelPermalink } from '../../src/lib/instagram.ts';

describe('Instagram', () => {
  it('loads the embed script from instagram.com', () => {
    assert.equal(INSTAGRAM_EMBED_SCRIPT, 'https://www.instagram.com/embed.js');
  });

  it('builds a reel permalink with a trailing slash', () => {
    assert.equal(reelPermalink('C1a_B-2z'), 'https://www.instagram.com/reel/C1a_B-2z/');
  });

  it('rejects codes outside [A-Za-z0-9_-] instead of building a broken or injectable URL', () => {
    for (const bad of ['', 'abc/def', 'abc?x=1', 'a b', '"><script>', '../p', 'ré']) {
      assert.throws(() => reelPermalink(bad), /Invalid Instagram reel code/, bad);
    }
  });
});
