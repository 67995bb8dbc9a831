/** The PhotoGallery island and its lightbox, with fixture photos, fallbacks and words (none of them the site's). */
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import PhotoGallery, { type FallbackPhoto } from '../../src/islands/PhotoGallery.tsx';
import { GalleryGridHtml } from '../../src/islands/shared/galleryGrid.ts';

const photos = [
  { id: 3, alt: 'A grey cat on a windowsill' },
  { id: 14, alt: 'A tabby on the Promenade' },
  { id: 52, alt: 'A bodega cat by the door' },
];
/** Five fixture fallbacks: photo 52 takes fallback 2, photo 3 fallback 3. */
const fallbacks: FallbackPhoto[] = Array.from({ length: 5 }, (_, i) => ({
  src: `/img/fallback-${i}-400.webp`,
  srcset: `/img/fallback-${i}-400.webp 400w`,
}));

/** Fixture words for the lightbox, none of them the site's (content/labels.json photos). */
const words = { title: '{photos} · {number}/{count}', previous: 'Back', next: 'Onward' };

/** The markup the server component writes inside the grid. */
const gridHtml = photos
  .map(
    (p) =>
      `<li><button type="button" class="pg-thumb" aria-haspopup="dialog"><img src="/img/photo-${p.id}-400.webp" srcset="/img/photo-${p.id}-400.webp 400w, /img/photo-${p.id}-800.webp 800w" sizes="30vw" alt="${p.alt}" width="800" height="600" loading="lazy" decoding="async" data-id="${p.id}"></button></li>`,
  )
  .join('');

const props = { label: 'Tour photos', idPrefix: 'tour', columns: 3 as const, fallbacks, words };
/** The gallery as the server renders it: the grid's markup comes from the server component. */
const served = (
  <GalleryGridHtml.Provider value={gridHtml}>
    <PhotoGallery {...props} />
  </GalleryGridHtml.Provider>
);
const mountGallery = () => render(served);

const thumbs = () => [...document.querySelectorAll<HTMLButtonElement>('button.pg-thumb')];
const dialog = () => document.querySelector('dialog');
const lightboxImg = () => dialog()!.querySelector<HTMLImageElement>('img.lightbox-img')!;
const title = () => dialog()!.querySelector('.lightbox-title')!.textContent;

function openAt(i: number) {
  const t = thumbs()[i];
  t.focus();
  fireEvent.click(t.querySelector('img')!);
}

describe('PhotoGallery island', () => {
  const infos: string[] = [];
  const errors: string[] = [];
  beforeEach(() => {
    infos.length = 0;
    errors.length = 0;
    mock.method(console, 'info', (m: string) => infos.push(m));
    mock.method(console, 'error', (m: string) => errors.push(String(m)));
    document.documentElement.style.overflow = '';
  });
  afterEach(() => {
    cleanup();
    mock.restoreAll();
    assert.deepEqual(errors, [], 'console.error while the gallery was used');
  });

  it('hydrates the server thumbnails without a mismatch; a click opens a labelled modal dialog at its photo', async (t) => {
    const { unmount } = await hydrateServerHtml(served, { client: <PhotoGallery {...props} /> });
    t.after(unmount);
    const alts = thumbs().map((t) => t.querySelector('img')!.alt);
    const fixture = photos.map((p) => p.alt);
    assert.deepEqual(alts, fixture);
    assert.equal(dialog(), null, 'closed at first');
    openAt(1);
    const d = dialog()!;
    assert.ok(d.open, 'shown with showModal');
    assert.equal(d.getAttribute('aria-modal'), 'true');
    assert.equal(screen.getByRole('dialog', { name: 'Tour photos · 2/3' }), d);
    assert.equal(lightboxImg().alt, 'A tabby on the Promenade');
    assert.equal(lightboxImg().getAttribute('data-id'), '14');
    assert.equal(document.activeElement, screen.getByRole('button', { name: 'Close' }));
  });

  const button = (name: string) => () => fireEvent.click(screen.getByRole('button', { name }));
  const arrow = (key: string) => () => fireEvent.keyDown(dialog()!, { key });
  for (const c of [
    {
      name: 'moves with Next and Previous, wrapping at both ends',
      back: button(words.previous),
      on: button(words.next),
    },
    { name: 'moves with the arrow keys, wrapping at both ends', back: arrow('ArrowLeft'), on: arrow('ArrowRight') },
  ]) {
    it(c.name, () => {
      mountGallery();
      openAt(2);
      c.on();
      assert.equal(title(), 'Tour photos · 1/3');
      c.back();
      assert.equal(title(), 'Tour photos · 3/3');
      c.back();
      assert.equal(title(), 'Tour photos · 2/3');
      assert.equal(lightboxImg().alt, 'A tabby on the Promenade');
    });
  }

  it('locks page scroll while open; Escape, Close or the backdrop (not the photo) close it, focus back on its thumbnail', () => {
    mountGallery();
    openAt(1);
    assert.equal(document.documentElement.style.overflow, 'hidden');
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    assert.equal(dialog(), null);
    assert.equal(document.documentElement.style.overflow, '');
    assert.equal(document.activeElement, thumbs()[1]);
    openAt(0);
    fireEvent.click(lightboxImg());
    assert.ok(dialog(), 'a click on the photo keeps it open');
    fireEvent.click(dialog()!);
    assert.equal(dialog(), null, 'a click on the backdrop closes it');
    openAt(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    assert.equal(dialog(), null);
    assert.equal(document.activeElement, thumbs()[2]);
  });

  it('keeps Tab inside the dialog in both directions', () => {
    mountGallery();
    openAt(0);
    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: words.next });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    assert.equal(document.activeElement, close, 'Tab from the last control goes to the first');
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    assert.equal(document.activeElement, next, 'Shift+Tab from the first goes to the last');
  });

  /** An image's address and whether it is marked a fallback. */
  const shown = (img: HTMLImageElement) => [img.getAttribute('src'), img.getAttribute('data-fallback')];

  // Photo 3 takes fallback 3 % 5 = 3, photo 52 fallback 52 % 5 = 2.
  it("a thumbnail failing after hydration, or a lightbox photo, gives way to its id's fallback, marked and noted", () => {
    mountGallery();
    const img = thumbs()[0].querySelector('img')!;
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    assert.deepEqual(shown(img), ['/img/fallback-3-400.webp', 'true']);
    openAt(0);
    assert.deepEqual(shown(lightboxImg()), ['/img/fallback-3-400.webp', 'true'], 'the same in the lightbox');
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    openAt(2);
    assert.equal(dialog()!.querySelector('[role="status"]')?.textContent, 'Loading photo…', 'a spinner while it loads');
    fireEvent.error(lightboxImg());
    assert.deepEqual(shown(lightboxImg()), ['/img/fallback-2-400.webp', 'true']);
    assert.match(infos.join('\n'), /photo 3 failed to load[\s\S]*photo 52 failed to load; showing fallback image 2/);
    fireEvent.load(lightboxImg());
    assert.equal(dialog()!.querySelector('[role="status"]'), null, 'the spinner goes once the photo is there');
  });
});
