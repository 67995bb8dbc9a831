/**
 * The built /adventure-cats/thanks, where the Adventure Cats form lands; its
 * outline is outline.test.ts's, its noindex fullBuild.test.ts's (so out of the
 * sitemap, files.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { markdownText, section } from '../../helpers/copy.ts';
import { buttonsOf } from '../../helpers/routes.ts';
import { all, main, text } from '../../../tools/html.ts';

const c = content();

describe('/adventure-cats/thanks (built)', () => {
  const d = doc('/adventure-cats/thanks');

  it('says thank you with the text and buttons of its copy, and ships no island beyond the chrome', () => {
    const thanks = section('adventure-cats-thanks', 'thanks');
    assert.ok(text(main(d)).includes(markdownText(thanks.body)));
    assert.deepEqual(
      all(main(d), 'a.btn').map((a) => [text(a), a.getAttribute('href')]),
      [
        ...buttonsOf(c.pages['adventure-cats-thanks'].hero),
        ...(thanks.cta ? [[thanks.cta.text, thanks.cta.href]] : []),
      ],
    );
    assert.equal(d.querySelector('[data-island]'), null, 'no script beyond the chrome');
  });
});
