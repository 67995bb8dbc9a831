/**
 * What browser tests expect to see, worked out from the content being built
 * (tests/helpers/site.ts content()), so no test repeats today's copy.
 */
import assert from 'node:assert/strict';
import { markdownToHtml } from '../../src/content/markdown.ts';
import type { Tour } from '../../src/content/schema.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** White space collapsed to single spaces and trimmed, as text is compared. */
export const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text a visitor reads from Markdown copy (what the page's textContent holds), white space squashed. */
export function markdownText(markdown: string): string {
  return squash(decode(markdownToHtml(markdown).replace(/<[^>]*>/g, '')));
}

/** The text of each list item in Markdown copy, in order. */
export function markdownListItems(markdown: string): string[] {
  return [...markdownToHtml(markdown).matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => squash(decode(m[1].replace(/<[^>]*>/g, ''))));
}

/** The FareHarbor item of a published tour (only an unfinished tour in preview has none). */
export function itemOf(tour: Tour): number {
  assert.ok(tour.itemId !== undefined, `${tour.file}: a published tour has a FareHarbor item`);
  return tour.itemId;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The responsive variants the build writes for a source image under
 * content/images ("gallery/tour-05.jpg" becomes /img/gallery-tour-05-{width}-{hash}.webp and .avif).
 */
export function imageVariants(src: string): RegExp {
  const stem = src.replace(/\.[a-z]+$/, '').replace(/\//g, '-');
  return new RegExp(`/img/${escapeRe(stem)}-\\d+-[0-9a-f]+\\.(webp|avif)$`);
}

/** The start of every variant's file name, to recognise which image a src shows. */
export function imageStem(src: string): string {
  return `/img/${src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-`;
}

/** `i` wrapped into 0..n-1, as a carousel or lightbox wraps. */
export const wrapIndex = (i: number, n: number): number => ((i % n) + n) % n;
