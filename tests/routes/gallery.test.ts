/** The built /gallery; its outline, hero buttons and sections' copy and calls to action are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { islandProps, sectionOf } from '../helpers/routes.ts';
import { all, main } from '../../tools/html.ts';

const c = content();

describe('/gallery', () => {
  const d = doc('/gallery');

  it('shows every tour and fan photo in order, in 3-column grids, each with its own alt text', () => {
    for (const [key, photos] of [
      ['tourPhotos', c.gallery.tour],
      ['fanPhotos', c.gallery.fans],
    ] as const) {
      const grid = sectionOf(d, key, 'gallery').querySelector('[data-island="PhotoGallery"]')!;
      const shown = all(grid, 'button.pg-thumb img').map((i) => [
        Number(i.getAttribute('data-id')),
        i.getAttribute('alt'),
      ]);
      const expected = photos.map((p) => [p.id, p.alt]);
      assert.deepEqual(shown, expected, key);
      assert.equal(islandProps(grid).columns, 3);
      assert.ok(grid.querySelector('.pg.pg-c3'));
    }
    const alts = all(main(d), 'button.pg-thumb img').map((i) => i.getAttribute('alt') ?? '');
    assert.equal(alts.filter((a) => !a.trim()).length, 0, 'no empty alt');
    assert.equal(new Set(alts).size, alts.length, 'every alt is unique');
  });

  it('draws a loading spinner behind each thumbnail until its photo covers it', () => {
    // The page's CSS is inline: the gallery island's rules are in the components' style block.
    const css = d.querySelector('style[data-precedence="component"]')?.textContent ?? '';
    assert.match(css, /\.pg-thumb:before\{[^}]*animation:[^}]*pg-spin/);
    assert.match(css, /@keyframes pg-spin/);
  });
});
