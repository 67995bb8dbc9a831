/** The largest paint Lighthouse names, found again in the built page, and the floor made from it. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lcpElementOf, type LcpNode } from '../../../tools/audit/lcpElement.ts';
import { BARE_PAGE, floorPage } from '../../../tools/audit/floors.ts';
import { openingTags, parseHtml } from '../../../tools/html.ts';
import { attr } from '../../helpers/routes.ts';

const SOURCES = '/img/a-640.avif 640w, /img/a-960.avif 960w';
const picture = (imgAttrs: string) =>
  `<picture class="hero-picture"><source type="image/avif" srcSet="${SOURCES}" sizes="100vw"/><source type="image/webp" srcSet="/img/a-640.webp 640w, /img/a-960.webp 960w" sizes="100vw"/>` +
  `<img src="/img/a-960.webp" alt="A long description of a cat on a stoop that Lighthouse cuts short after seventy-five characters" width="1600" height="900" ${imgAttrs}/></picture>`;
const pageWith = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>t</title></head><body><header><p class="lead">Header text</p></header><main>${body}</main></body></html>`;
const OWN_PRELOAD = `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${SOURCES}" imageSizes="100vw"/>`;
const photoNode: LcpNode = {
  // As Lighthouse quotes it: the current source for src, long values cut with an ellipsis.
  snippet:
    '<img src="https://127.0.0.1:4000/img/a-960.avif" alt="A long description of a cat on a stoop that Lighthouse cuts short after se…" width="1600" height="900" loading="eager">',
  selector: 'section.hero > div.hero-media > picture.hero-picture > img',
  path: '1,HTML,1,BODY,1,MAIN,0,SECTION,0,DIV,0,PICTURE,2,IMG',
  boundingRect: { top: 64, left: 0, width: 412, height: 256 },
};
const hero = (imgAttrs: string) => `<section class="hero"><div class="hero-media">${picture(imgAttrs)}</div></section>`;

describe('the largest paint found again in the built page', () => {
  // As Lighthouse quotes the photo: eager, or lazy as the page has it.
  for (const [how, head, imgAttrs, loading] of [
    ['with the route’s own preload', OWN_PRELOAD, 'loading="eager" fetchPriority="high"', 'eager'],
    ['lazy, no preload (one made of its first source)', '', 'loading="lazy"', 'lazy'],
  ])
    it(`a photo ${how} keeps <picture> and sources, is preloaded, eager at high priority, at its size on screen`, () => {
      const el = lcpElementOf(pageWith(head, hero(imgAttrs)), {
        ...photoNode,
        snippet: photoNode.snippet!.replace('eager', loading),
      });
      assert.ok(el.kind === 'photo');
      assert.deepEqual([el.file, el.width, el.height], ['a-960.avif', 412, 256]);
      const shown = parseHtml(floorPage(el));
      const sources = [...shown.querySelectorAll('picture source')].map((s) => attr(s, 'type', 'srcset', 'sizes'));
      assert.deepEqual(sources, [
        ['image/avif', SOURCES, '100vw'],
        ['image/webp', '/img/a-640.webp 640w, /img/a-960.webp 960w', '100vw'],
      ]);
      // The floor's preload: the photo's first source, at high priority.
      const preload = shown.querySelector('link[rel="preload"]')!;
      const preloaded = attr(preload, 'as', 'type', 'imagesrcset', 'imagesizes', 'fetchpriority');
      assert.deepEqual(preloaded, ['image', 'image/avif', SOURCES, '100vw', 'high']);
      assert.deepEqual(attr(shown.querySelector('picture img')!, 'loading', 'fetchpriority'), ['eager', 'high']);
      assert.match(shown.querySelector('style')!.textContent!, /width:412px;height:256px/);
    });

  it('a text is told apart from elements its selector also matches by the attributes Lighthouse quotes, then by its place in the tree', () => {
    const body =
      '<section class="hero"><div class="t"><p class="lead">First &amp; shorter</p><p class="lead">The <em>largest</em> &lt;3 &amp; text</p><p class="other">Not it</p></div></section>';
    const node: LcpNode = {
      snippet: '<p class="lead">',
      selector: 'section.hero > div.t > p.lead',
      path: '1,HTML,1,BODY,1,MAIN,0,SECTION,0,DIV,1,P',
    };
    const el = lcpElementOf(pageWith('', body), node);
    assert.deepEqual(el.kind === 'text' && [el.tag, el.text], ['p', 'The largest <3 & text']);
    // Its floor shows the text alone, escaped.
    assert.match(floorPage(el), /<body><p>The largest &lt;3 &amp; text<\/p>/);
    const tags = ['script', 'style', 'img'].flatMap((tag) => openingTags(floorPage(el), tag));
    assert.deepEqual(tags, []);
  });

  it('an element the built page does not have (a script drew it) is measured against the bare page', () => {
    const el = lcpElementOf(pageWith('', '<p>Server text</p>'), {
      snippet: '<div class="toast">',
      selector: 'body > div.toast',
    });
    assert.equal(el.kind, 'unknown');
    assert.equal(floorPage(el), BARE_PAGE);
    assert.equal(lcpElementOf(pageWith('', '<p>x</p>'), undefined).kind, 'unknown');
  });
});
