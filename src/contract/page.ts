/** The page contract: what a route file in src/routes exports, what its page is given, what its head() may use. */
import type { ReactElement } from 'react';
import type { Content } from '../content/shapes.ts';
import type { HeadInfo } from './head.ts';
import type { RenderContext } from './render.ts';

export interface PageProps {
  content: Content;
  path: string;
  /** Values of a dynamic route's [segments]. */
  params: Record<string, string>;
}

/** What a page's head() can use: known before the page renders. */
export type HeadContext = Pick<RenderContext, 'images' | 'assets' | 'shareCard'>;

/** What a route file in src/routes exports (its route is its path). */
export interface PageModule {
  /** The page component (server only). */
  default: (props: PageProps) => ReactElement;
  /** A dynamic route lists its paths from content, e.g. one per blog post. */
  paths?: (content: Content) => { path: string; params: Record<string, string> }[];
  /** The page's head: title, description, structured data…; it may use the processed images (social images, logos). */
  head: (props: PageProps, ctx: HeadContext) => HeadInfo;
}
