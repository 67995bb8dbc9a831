import type { Hero, PageContent } from '../content/schema.ts';
import type { HeadInfo, SharePhoto } from './Document.tsx';

/** A hero's photo as the page's share photo: the same image, alt text and framing. */
export function heroPhoto(hero: Hero): SharePhoto {
  return { src: hero.image, alt: hero.imageAlt, position: hero.imagePosition };
}

/** Head fields that come straight from a page's content file: its title, description and hero photo. */
export function headFrom(page: PageContent, extra: Partial<HeadInfo> = {}): HeadInfo {
  return { title: page.title, description: page.description, photo: heroPhoto(page.hero), ...extra };
}
