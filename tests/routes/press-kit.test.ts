/** The built /press-kit; its outline, sections' copy and FAQ are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { all, text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/press-kit', () => {
  const d = doc('/press-kit');

  it('links the press materials folder and the media contact e-mail from the site facts', () => {
    const folder = d.querySelector('#materials a')!;
    assert.deepEqual([folder.getAttribute('href'), folder.getAttribute('target')], [site.pressMaterialsUrl, '_blank']);
    assert.ok(d.querySelector(`#media-contact a[href="mailto:${site.email}"]`));
  });

  it('lists every tour highlight and every press-kit testimonial with its author', () => {
    const highlights = all(d, '#highlights .highlight');
    const shown = highlights.map((li) => text(li.querySelector('h3')));
    const expected = c.press.highlights.map((h) => h.name);
    assert.deepEqual(shown, expected);
    highlights.forEach((li, i) => assert.ok(text(li).includes(c.press.highlights[i].description)));
    const quotes = all(d, '#testimonials figure');
    assert.equal(quotes.length, c.testimonials.pressKit.length);
    quotes.forEach((q, i) => {
      assert.equal(text(q.querySelector('blockquote')), c.testimonials.pressKit[i].quote);
      assert.ok(text(q.querySelector('figcaption')).includes(c.testimonials.pressKit[i].author));
    });
  });

  it('links to Instagram, gift cards and the petition in new tabs', () => {
    const links = all(d, '#links a').map((a) => [a.getAttribute('href'), a.getAttribute('target')]);
    const expected = [site.social.url, site.giftCardsUrl, site.petitionUrl].map((href) => [href, '_blank']);
    assert.deepEqual(links, expected);
  });
});
