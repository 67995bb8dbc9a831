import { preload } from 'react-dom';
import { useImage } from '../contract/render.ts';

export function srcSet(variants: { width: number; url: string }[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

interface PictureProps {
  /** Path under content/images/. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  /** The page's largest paint: load eagerly with high priority, preloaded from the head (React puts the hint there). */
  priority?: boolean;
  /**
   * With `priority`: the media query where the image is the largest paint (a split hero's photo beside
   * its text on wide screens). Only there is it preloaded at high priority; elsewhere (under the text on a
   * phone, where the text is the largest paint) it still loads at once, but at low priority, so it never
   * takes bandwidth from what the visitor sees first.
   */
  priorityMedia?: string;
  /**
   * A small image on the first screen that is not the page's largest paint (the header's mark): loaded at
   * once, but at low priority, so it never takes bandwidth from the largest paint (the browser would
   * otherwise raise an image it finds on the first screen to high priority).
   */
  lowPriority?: boolean;
  className?: string;
}

/** A responsive <picture>: AVIF, then WebP, with intrinsic width/height so nothing shifts. */
export function Picture({
  src,
  alt,
  sizes,
  priority = false,
  priorityMedia,
  lowPriority = false,
  className,
}: PictureProps) {
  const image = useImage(src);
  if (priority) {
    preload(image.avif[image.avif.length - 1].url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(image.avif),
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(priorityMedia ? { media: priorityMedia } : {}),
    });
  }
  const fetchPriority = priority ? (priorityMedia ? 'low' : 'high') : lowPriority ? 'low' : undefined;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority || lowPriority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
