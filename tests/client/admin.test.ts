import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { uniqueUploadName } from '../../src/client/admin/uploadNames.ts';
import { newPostId } from '../../src/client/admin/postId.ts';
import { publishRefusal, checkRuns } from '../../src/client/admin/publishGate.ts';
import { fillFacts } from '../../src/client/admin/previews.ts';
import { imageNameProblem } from '../../src/content/schema/imageNames.ts';
import { content } from '../helpers/site.ts';

describe('the CMS in the browser', () => {
  it('an uploaded photo gets a name content/images/ accepts and no other upload has, whatever the phone called it', () => {
    const at = new Date('2026-11-27T00:30:00Z');
    const names = ['IMG_0001.JPG', 'Photo from Rosa (1).jpeg', 'blog-03.jpg', 'été.png'].map((n) =>
      uniqueUploadName(n, at, 'ab12'),
    );
    assert.deepEqual(names, [
      'img-0001-20261127-003000-ab12.jpg',
      'photo-from-rosa-1-20261127-003000-ab12.jpg',
      'blog-03-20261127-003000-ab12.jpg',
      'ete-20261127-003000-ab12.png',
    ]);
    for (const n of names) assert.equal(imageNameProblem(`blog/${n}`), undefined);
    assert.notEqual(
      uniqueUploadName('a.jpg', at),
      uniqueUploadName('a.jpg', at),
      'two uploads in one second still differ',
    );
    assert.match(
      imageNameProblem(`blog/${uniqueUploadName('IMG_1.HEIC', at)}`) ?? '',
      /HEIC/,
      'a HEIC photo is still refused, in words',
    );
  });

  it("a new post is numbered by the moment of its first save in the company's time zone", () => {
    const { timeZone } = content().site;
    const instant = Date.parse('2026-11-27T00:30:00Z');
    // The company's own zone gives its own day; the fixed zone below proves the time of day too.
    const id = String(newPostId(timeZone, instant));
    assert.match(id, /^\d{14}$/);
    assert.equal(id.slice(0, 8), new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant).replace(/-/g, ''));
    assert.equal(
      newPostId('America/New_York', instant),
      20261126193000,
      'an evening in New York is that day, not the next day in UTC',
    );
  });

  it('Publish is refused, saying why, while the check on the change is red, running or not started', async () => {
    const run = (status: string, conclusion: string | null) => ({
      name: 'npm test',
      status,
      conclusion,
      html_url: 'https://github.com/o/r/runs/1',
    });
    assert.match(publishRefusal([run('completed', 'failure')])!, /found a problem[\s\S]*Files changed/);
    assert.match(publishRefusal([run('in_progress', null)])!, /still running/);
    assert.match(publishRefusal([])!, /not started/);
    assert.equal(publishRefusal([run('completed', 'success'), run('completed', 'skipped')]), undefined);
    const asked: string[] = [];
    const stub = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ check_runs: [run('completed', 'success')] }), { status: 200 });
    }) as typeof fetch;
    assert.deepEqual(await checkRuns('o/r', 'cms/blog/12-a-post', 't', stub), [run('completed', 'success')]);
    assert.deepEqual(asked, ['https://api.github.com/repos/o/r/commits/cms%2Fblog%2F12-a-post/check-runs']);
  });

  it('the preview shows fact tokens with their values and leaves unknown ones as written', () => {
    assert.equal(
      fillFacts('Tours are {perPerson} with {name}, {nope}', { perPerson: '$40', name: 'Cats Co' }),
      'Tours are $40 with Cats Co, {nope}',
    );
  });
});
