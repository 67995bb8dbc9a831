/** What every server component may read while a page renders, and what the page turned out to use. */
import { createContext, useContext } from 'react';
import type { Content } from '../content/shapes.ts';
import type { ProcessedImage, ShareCard } from './image.ts';

export interface BuiltCss {
  code: string;
  /** Its hashed file name under /assets, when a page loads it as a file of its own ("PhotoGallery.lightbox-1a2b3c4d5e.css"). */
  file: string;
}

export interface Assets {
  /** The site-chrome script, on every page. */
  enhance: string;
  /** The island runtime; only pages with islands load it. */
  islands: string;
  /** The site's default share card (1200×630 JPEG), for a page without a photo of its own. */
  ogImage: string;
  favicon: string;
  /** The company's logo on a white square of at least 112 px, for structured data (search engines). */
  logo: string;
}

export interface RenderContext {
  content: Content;
  images: ReadonlyMap<string, ProcessedImage>;
  assets: Assets;
  /** Route being rendered, e.g. "/about" or "/blog/3" ("/404" for the not-found page). */
  path: string;
  /** Island names used on this page, filled while rendering (the document adds the island runtime when there are any). */
  islands: Set<string>;
  /** Every CSS file of src/, minified, by key (src/components/Hero.css is "components/Hero"); see Styles.tsx. */
  styles: ReadonlyMap<string, BuiltCss>;
  /** Keys of the CSS files this page loads on demand, filled while rendering (the build writes them with the page). */
  stylesheets: Set<string>;
  /** The share card (1200×630 JPEG) of a content image, cut around a hero position (CSS object-position); the render returns every card asked for, and the build makes them. */
  shareCard: (src: string, position?: string) => ShareCard;
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useRender(): RenderContext {
  const ctx = useContext(SiteContext);
  if (!ctx) throw new Error('Server components must render inside SiteContext');
  return ctx;
}

export function useContent(): Content {
  return useRender().content;
}

/** A processed image; the loader lists every image content refers to, so a miss is a bug in the build. */
export function processedImage(images: ReadonlyMap<string, ProcessedImage>, src: string): ProcessedImage {
  const image = images.get(src);
  if (!image) throw new Error(`Image "${src}" was not processed (is it referenced from content?)`);
  return image;
}

export function useImage(src: string): ProcessedImage {
  return processedImage(useRender().images, src);
}
