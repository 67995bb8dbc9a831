import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { nbcEmbedUrl, youtubeEmbedUrl } from '../../src/lib/video.ts';

const BAD_IDS = ['', 'a/b', 'a?b', 'a b', 'x"onload="y', '../x', 'id#frag'];

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie host and autoplays (the facade was already clicked)', () => {
    assert.equal(youtubeEmbedUrl('dQw4w9WgXcQ'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('rejects ids outside [A-Za-z0-9_-]', () => {
    for (const bad of BAD_IDS) assert.throws(() => youtubeEmbedUrl(bad), /Invalid YouTube video id/, bad);
  });
});

describe('nbcEmbedUrl', () => {
  it('builds the NBC embedded-video player URL', () => {
    assert.equal(nbcEmbedUrl('mmvo1234567_8'), 'https://www.nbcnews.com/news/embedded-video/mmvo1234567_8');
  });

  it('rejects ids outside [A-Za-z0-9_-]', () => {
    for (const bad of BAD_IDS) assert.throws(() => nbcEmbedUrl(bad), /Invalid NBC video id/, bad);
  });
});
