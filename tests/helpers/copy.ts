/**
 * Expected copy, read from the content being built in the form a page shows it, so that an editor's change in content/
 * never breaks a test: a page's section by its typed key, Markdown as a reader sees it, image variants.
 */
import type { PageId, Pages, Section } from '../../src/content/shapes.ts';
import { markdownToHtml } from '../../src/content/markdown.ts';
import { parseHtml, text } from '../../tools/html.ts';
import { content } from './site.ts';

/** The section keys of one page's copy file, e.g. SectionKey<'tours'> is 'trust' | 'cards' | …. */
export type SectionKey<P extends PageId> = Extract<keyof Pages[P]['sections'], string>;

/** One section of a page's copy file (fact tokens already filled by the loader). */
export function section<P extends PageId>(page: P, key: SectionKey<P>): Section {
  return (content().pages[page].sections as unknown as Record<string, Section>)[key];
}

/** The text a reader sees of Markdown copy: rendered, tags dropped, whitespace collapsed. */
export const markdownText = (markdown: string): string => text(parseHtml(markdownToHtml(markdown)).body);

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of every variant's file name, to recognise which image a src shows. */
export function imageStem(src: string): string {
  return `/img/${src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-`;
}

/** The variants the build writes for a source image: "gallery/tour-05.jpg" gives /img/gallery-tour-05-{width}-{hash}.webp. */
export const imageVariants = (src: string): RegExp =>
  new RegExp(`${escapeRegExp(imageStem(src))}\\d+-[0-9a-f]+\\.(webp|avif)$`);
