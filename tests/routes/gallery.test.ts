/** The built /gallery; its outline and its sections' calls to action are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { buttonsOf, islandProps, sectionOf } from '../helpers/routes.ts';
import { all, main, text } from '../../tools/html.ts';

const c = content();
const { site } = c;

describe('/gallery', () => {
  const d = doc('/gallery');

  it("has the copy's hero buttons", () => {
    const hero = main(d).querySelector('section.hero')!;
    assert.deepEqual(
      all(hero, '.hero-actions a').map((a) => [text(a), a.getAttribute('href')]),
      buttonsOf(c.pages.gallery.hero),
    );
  });

  it('embeds the NBC segment as a facade', () => {
    const s = sectionOf(d, 'nbc', 'gallery');
    const island = s.querySelector('[data-island="VideoFacade"]')!;
    assert.equal(island.querySelector('iframe'), null);
    assert.equal(islandProps(island).embedUrl, `https://www.nbcnews.com/news/embedded-video/${site.videos.gallery.id}`);
  });

  it('shows every tour and fan photo in order, in 3-column grids, each with its own alt text', () => {
    for (const [key, photos] of [
      ['tourPhotos', c.gallery.tour],
      ['fanPhotos', c.gallery.fans],
    ] as const) {
      const grid = sectionOf(d, key, 'gallery').querySelector('[data-island="PhotoGallery"]')!;
      assert.deepEqual(
        all(grid, 'button.pg-thumb img').map((i) => Number(i.getAttribute('data-id'))),
        photos.map((p) => p.id),
        key,
      );
      assert.equal(islandProps(grid).columns, 3);
      assert.ok(grid.querySelector('.pg.pg-c3'));
    }
    const alts = all(main(d), 'button.pg-thumb img').map((i) => i.getAttribute('alt') ?? '');
    assert.equal(alts.length, c.gallery.tour.length + c.gallery.fans.length);
    assert.ok(
      alts.every((a) => a.trim().length > 0),
      'no empty alt',
    );
    assert.equal(new Set(alts).size, alts.length, 'every alt is unique');
    for (const img of all(main(d), 'button.pg-thumb img')) {
      assert.equal(img.getAttribute('alt'), c.gallery.byId.get(Number(img.getAttribute('data-id')))!.alt);
    }
  });

  it('draws a loading spinner behind each thumbnail until its photo covers it', () => {
    // The page's CSS is inline: the gallery island's rules are in the components' style block.
    const css = d.querySelector('style[data-precedence="component"]')?.textContent ?? '';
    assert.match(css, /\.pg-thumb:before\{[^}]*animation:[^}]*pg-spin/);
    assert.match(css, /@keyframes pg-spin/);
  });
});
