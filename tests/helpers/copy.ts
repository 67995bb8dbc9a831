/**
 * Expected copy for build-output tests, read from the content being built
 * (content() of tests/helpers/site.ts) in the form a page shows it: a page's
 * section by its typed key, the text a reader sees of Markdown copy, and
 * dollar amounts written the way the site writes them. Tests compare pages
 * with these instead of with literals of today's content, so an editor's
 * change in content/ never breaks them.
 */
import type { PageId, Pages, Section } from '../../src/content/schema.ts';
import { markdownToHtml } from '../../src/content/markdown.ts';
import { FACT_NAMES } from '../../src/content/facts.ts';
import { all, parseHtml, text } from '../fixtures/html.ts';
import { content } from './site.ts';

/** The section keys of one page's copy file, e.g. SectionKey<'tours'> is 'trust' | 'cards' | …. */
export type SectionKey<P extends PageId> = Extract<keyof Pages[P]['sections'], string>;

/** One section of a page's copy file (fact tokens already filled by the loader). */
export function section<P extends PageId>(page: P, key: SectionKey<P>): Section {
  return (content().pages[page].sections as unknown as Record<string, Section>)[key];
}

/** The heading of one section of a page's copy file. */
export function heading<P extends PageId>(page: P, key: SectionKey<P>): string {
  return section(page, key).heading;
}

const markdownDoc = (markdown: string) => parseHtml(`<!DOCTYPE html><html><body>${markdownToHtml(markdown)}</body></html>`);

/** The text a reader sees of Markdown copy: rendered, tags dropped, whitespace collapsed. */
export function markdownText(markdown: string): string {
  return text(markdownDoc(markdown).body);
}

/** The items of the lists in Markdown copy, as a reader sees them. */
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
