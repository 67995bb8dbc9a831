import { renderToStaticMarkup } from 'react-dom/server';
import type { GalleryImage } from '../content/shapes.ts';
import type { ProcessedImage } from '../contract/image.ts';
import { Island } from '../contract/Island.tsx';
import { processedImage, useContent, useRender } from '../contract/render.ts';
import { srcSet } from './Picture.tsx';
import PhotoGalleryIsland, { THUMB_CLASS, type FallbackPhoto } from '../islands/PhotoGallery.tsx';
import { GalleryGridHtml } from '../islands/shared/galleryGrid.ts';
import { useStylesheetHref } from '../contract/Styles.tsx';

/** How wide a thumbnail is shown for each column count (the container is 72rem at most; phones show 2 columns). */
const SIZES: Record<2 | 3 | 4, string> = {
  2: '(min-width: 72rem) 34rem, 46vw',
  3: '(min-width: 72rem) 22rem, (min-width: 600px) 30vw, 46vw',
  4: '(min-width: 72rem) 16rem, (min-width: 900px) 22vw, (min-width: 600px) 30vw, 46vw',
};

interface GalleryPhotosProps {
  images: GalleryImage[];
  /** Accessible name of the grid, also the start of the lightbox title, e.g. "Tour photos". */
  label: string;
  /** Unique on the page. */
  idPrefix: string;
  /** Columns on wide screens: 2 to 4, default 3. Phones show 2. */
  columns?: 2 | 3 | 4;
}

/**
 * A photo grid with a lightbox, as an island that hydrates on first contact
 * and replays the click that woke it. Each thumbnail is a button holding a
 * lazy WebP <img> with its own alt, width and height; AVIF <source>s would
 * nearly double the grid's markup against the page's 14 KB first flight.
 */
export function GalleryPhotos({ images, label, idPrefix, columns = 3 }: GalleryPhotosProps) {
  const render = useRender();
  const content = useContent();
  const processed = (src: string): ProcessedImage => processedImage(render.images, src);
  const gridHtml = renderToStaticMarkup(
    images.map((g) => {
      const image = processed(g.src);
      return (
        <li key={g.id}>
          <button type="button" className={THUMB_CLASS} aria-haspopup="dialog">
            <img
              src={image.fallback}
              srcSet={srcSet(image.webp)}
              sizes={SIZES[columns]}
              alt={g.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              data-id={g.id}
            />
          </button>
        </li>
      );
    }),
  );
  const fallbacks: FallbackPhoto[] = content.gallery.fallbacks.map((src) => {
    const image = processed(src);
    return { src: image.fallback, srcset: srcSet(image.webp) };
  });
  // The lightbox's CSS is a file of its own that the island loads once it wakes: no page pays for it before a visitor reaches for a photo.
  const stylesheet = useStylesheetHref(new URL('../islands/PhotoGallery.lightbox.css', import.meta.url));
  return (
    <GalleryGridHtml.Provider value={gridHtml}>
      <Island
        component={PhotoGalleryIsland}
        props={{ label, idPrefix, columns, fallbacks, stylesheet, words: content.labels.photos }}
        hydrate="interaction"
      />
    </GalleryGridHtml.Provider>
  );
}
