/**
 * The built /adventure-cats/thanks, where the Adventure Cats form lands:
 * noindex (so out of the sitemap, files.test.ts), it says thank you with the title, text and
 * buttons of its copy, and ships no island beyond the chrome.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { markdownText, section } from '../../helpers/copy.ts';
import { all, main, text } from '../../../tools/html.ts';

const c = content();

describe('/adventure-cats/thanks (built)', () => {
  const d = doc('/adventure-cats/thanks');

  it('is noindex and says thank you with the buttons of its copy', () => {
    const copy = c.pages['adventure-cats-thanks'];
    assert.equal(d.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.equal(text(d.querySelector('h1')), copy.hero.title);
    assert.ok(text(main(d)).includes(markdownText(section('adventure-cats-thanks', 'thanks').body)));
    const buttons = all(main(d), 'a.btn').map((a) => [text(a), a.getAttribute('href')]);
    const expected = [
      copy.hero.primaryButton,
      copy.hero.secondaryButton,
      section('adventure-cats-thanks', 'thanks').cta,
    ].flatMap((b) => (b ? [[b.text, b.href]] : []));
    assert.deepEqual(buttons, expected);
    assert.equal(d.querySelector('[data-island]'), null, 'no script beyond the chrome');
  });
});
