/** A photo as pages show it: the build's responsive variants of one source under content/images. */
export interface ImageVariant {
  width: number;
  url: string;
}

export interface ProcessedImage {
  src: string;
  /** Intrinsic size of the largest variant, upright, for width/height attributes. */
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** A WebP of middle width, for <img src> and scripts that swap images. */
  fallback: string;
}

/** An image made for link previews (a page's share card) or for search (the square logo): one file, its size. */
export interface ShareCard {
  url: string;
  width: number;
  height: number;
}
