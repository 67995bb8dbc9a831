import { it } from 'node:test';
import assert from 'node:assert/strict';
import { nbcEmbedUrl, youtubeEmbedUrl } from '../../src/lib/video.ts';

const BAD_IDS = ['', 'a/b', 'a?b', 'a b', 'x"onload="y', '../x', 'id#frag'];

it('YouTube plays from its no-cookie host, autoplaying (the facade was already clicked); NBC from its player', () => {
  assert.equal(youtubeEmbedUrl('dQw4w9WgXcQ'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  assert.equal(nbcEmbedUrl('mmvo1234567_8'), 'https://www.nbcnews.com/news/embedded-video/mmvo1234567_8');
});

it('refuses video ids outside [A-Za-z0-9_-]', () => {
  for (const bad of BAD_IDS) {
    assert.throws(() => youtubeEmbedUrl(bad), /Invalid YouTube video id/, bad);
    assert.throws(() => nbcEmbedUrl(bad), /Invalid NBC video id/, bad);
  }
});
