import { it } from 'node:test';
import assert from 'node:assert/strict';
import { reelPermalink } from '../../src/lib/instagram.ts';

it('builds a reel permalink with a trailing slash, refusing codes outside [A-Za-z0-9_-]', () => {
  assert.equal(reelPermalink('C1a_B-2z'), 'https://www.instagram.com/reel/C1a_B-2z/');
  for (const bad of ['', 'abc/def', 'abc?x=1', 'a b', '"><script>', '../p', 'ré'])
    assert.throws(() => reelPermalink(bad), /Invalid Instagram reel code/, bad);
});
