import type { ReactElement } from 'react';
import type { Content } from '../content/loader.ts';
import type { HeadInfo } from './Document.tsx';
import type { HeadContext } from '../components/site-context.ts';

export interface PageProps {
  content: Content;
  /** The route being rendered. */
  path: string;
  /** Values of a dynamic route's [segments]. */
  params: Record<string, string>;
}

/** What a route file in src/routes exports (its route is its path). */
export interface PageModule {
  /** The page component (server only). */
  default: (props: PageProps) => ReactElement;
  /** A dynamic route lists its paths from content, e.g. one per blog post. */
  paths?: (content: Content) => { path: string; params: Record<string, string> }[];
  /** The page's head: title, description, structured data…; it may use the processed images (social images, logos). */
  head: (props: PageProps, ctx: HeadContext) => HeadInfo;
}
