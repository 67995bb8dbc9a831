/**
 * Expected copy, read from the content being built in the form a page shows it, so that an editor's change in content/
 * never breaks a test: a page's section by its typed key, Markdown as a reader sees it, dollars, image variants.
 */
import type { PageId, Pages, Section } from '../../src/content/shapes.ts';
import { markdownToHtml } from '../../src/content/markdown.ts';
import { FACT_NAMES } from '../../src/content/facts/tokens.ts';
import { all, parseHtml, text } from '../../tools/html.ts';
import { content } from './site.ts';

/** The section keys of one page's copy file, e.g. SectionKey<'tours'> is 'trust' | 'cards' | …. */
export type SectionKey<P extends PageId> = Extract<keyof Pages[P]['sections'], string>;

/** One section of a page's copy file (fact tokens already filled by the loader). */
export function section<P extends PageId>(page: P, key: SectionKey<P>): Section {
  return (content().pages[page].sections as unknown as Record<string, Section>)[key];
}

export function heading<P extends PageId>(page: P, key: SectionKey<P>): string {
  return section(page, key).heading;
}

const markdownDoc = (markdown: string) =>
  parseHtml(`<!DOCTYPE html><html><body>${markdownToHtml(markdown)}</body></html>`);

/** The text a reader sees of Markdown copy: rendered, tags dropped, whitespace collapsed. */
export function markdownText(markdown: string): string {
  return text(markdownDoc(markdown).body);
}

export function markdownListItems(markdown: string): string[] {
  return all(markdownDoc(markdown), 'li').map(text);
}

/** Whole dollars the way the site writes them: "$40", "$1,200". */
export const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** "2 hours", "1 hour": a count with its unit, singular for one. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fact token the loader should have filled ({perPerson}, {maxGroup}, {maxGroup:some-slug}), left in a page. */
export const UNFILLED_FACT = new RegExp(`\\{(${[...FACT_NAMES, 'maxGroup'].join('|')})(:[a-z0-9-]+)?\\}`);

/** The variants the build writes for a source image: "gallery/tour-05.jpg" gives /img/gallery-tour-05-{width}-{hash}.webp. */
export function imageVariants(src: string): RegExp {
  const stem = src.replace(/\.[a-z]+$/, '').replace(/\//g, '-');
  return new RegExp(`/img/${escapeRegExp(stem)}-\\d+-[0-9a-f]+\\.(webp|avif)$`);
}

/** The start of every variant's file name, to recognise which image a src shows. */
export function imageStem(src: string): string {
  return `/img/${src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-`;
}

/** `i` wrapped into 0..n-1, as a carousel or lightbox wraps. */
export const wrapIndex = (i: number, n: number): number => ((i % n) + n) % n;
