/** The built /press-kit; its outline is outline.test.ts's, noopener on its new-tab links headers.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { assertFaq, islandProps } from '../helpers/routes.ts';
import { all, text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/press-kit', () => {
  const d = doc('/press-kit');
  it('links the press materials folder and the media contact e-mail from the site facts', () => {
    const folder = d.querySelector('#materials a')!;
    assert.equal(folder.getAttribute('href'), site.pressMaterialsUrl);
    assert.equal(folder.getAttribute('target'), '_blank');
    assert.ok(d.querySelector(`#media-contact a[href="mailto:${site.email}"]`));
  });

  it('lists every tour highlight of the press kit', () => {
    const items = all(d, '#highlights .highlight');
    assert.deepEqual(
      items.map((li) => text(li.querySelector('h3'))),
      c.press.highlights.map((h) => h.name),
    );
    items.forEach((li, i) => assert.ok(text(li).includes(c.press.highlights[i].description)));
  });

  it('has the press-kit FAQ, every question and answer, with the first item open', () => {
    const island = d.querySelector('#press-faq [data-island="Accordion"]')!;
    assert.equal(islandProps(island).firstOpen, true);
    assertFaq(island, c.faqs.pressKit);
    assert.deepEqual(
      all(island, '.accordion-button').map((b) => b.getAttribute('aria-expanded')),
      c.faqs.pressKit.map((_, i) => String(i === 0)),
    );
  });

  it('shows every press-kit testimonial with its author', () => {
    const quotes = all(d, '#testimonials figure');
    assert.equal(quotes.length, c.testimonials.pressKit.length);
    quotes.forEach((q, i) => {
      assert.equal(text(q.querySelector('blockquote')), c.testimonials.pressKit[i].quote);
      assert.ok(text(q.querySelector('figcaption')).includes(c.testimonials.pressKit[i].author));
    });
  });

  it('links to Instagram, gift cards and the petition in new tabs', () => {
    const hrefs = all(d, '#links a').map((a) => a.getAttribute('href'));
    assert.deepEqual(hrefs, [site.social.url, site.giftCardsUrl, site.petitionUrl]);
    assert.ok(all(d, '#links a').every((a) => a.getAttribute('target') === '_blank'));
  });
});
