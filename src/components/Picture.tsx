import type { ProcessedImage } from '../build/images.ts';
import { useImage, useRender } from './site-context.ts';

export function srcSet(variants: { width: number; url: string }[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

interface PictureProps {
  /** Path under content/images/. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  /** Above the fold: load eagerly with high priority and preload it. */
  priority?: boolean;
  className?: string;
  /** Extra attributes for scripts that need them (e.g. fallbacks). */
  data?: Record<`data-${string}`, string>;
}

/** A responsive <picture>: AVIF, then WebP, with intrinsic width/height so nothing shifts. */
export function Picture({ src, alt, sizes, priority = false, className, data }: PictureProps) {
  const image = useImage(src);
  const ctx = useRender();
  if (priority && !ctx.preload.image) {
    ctx.preload.image = image;
    ctx.preload.sizes = sizes;
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        {...data}
      />
    </picture>
  );
}

export type { ProcessedImage };
