/**
 * The built /adventure-cats/thanks, where the Adventure Cats form lands; its text, hero buttons and call to action
 * are outline.test.ts's, its noindex fullBuild.test.ts's (so out of the sitemap, files.test.ts).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { doc } from '../../helpers/site.ts';

it('/adventure-cats/thanks ships no island beyond the chrome', () => {
  assert.equal(doc('/adventure-cats/thanks').querySelector('[data-island]'), null);
});
