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
  /** With `priority`: the media query where the image is the largest paint; elsewhere it loads at once at low priority (docs/performance.md). */
  priorityMedia?: string;
  /** A small image on the first screen that is not the largest paint (the header's mark): at once, at low priority, which the browser would otherwise raise. */
  lowPriority?: boolean;
  className?: string;
}

/** A responsive <picture>: AVIF, then WebP, with intrinsic width/height so nothing shifts. */
export function Picture({ src, alt, sizes, priority, priorityMedia, lowPriority, className }: PictureProps) {
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
