/** Shared by the tests of the built pages (tests/routes): a page's islands, structured data, sections, FareHarbor links, FAQ. */
import assert from 'node:assert/strict';
import { content } from './site.ts';
import { heading, markdownText, type SectionKey } from './copy.ts';
import { all, main, text } from '../../tools/html.ts';
import type { PageId, Tour } from '../../src/content/shapes.ts';

/** The props an island was server-rendered with (its data-props), null without an island. */
export const islandProps = (el: Element | null) => JSON.parse(el?.getAttribute('data-props') ?? 'null');

/** Each of these attributes of an element (undefined without one), and the href of every link under a root. */
export const attr = (el: Element | null | undefined, ...names: string[]) => names.map((n) => el?.getAttribute(n));
export const hrefs = (root: ParentNode, sel = 'a') => all(root, sel).map((a) => a.getAttribute('href'));

export const island = (d: Document, name: string) => d.querySelector(`[data-island="${name}"]`);

export const jsonLd = (d: Document) =>
  all(d, 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>);

/** The section of the main content headed by one section heading of the page's copy (there must be one). */
export const sectionOf = <P extends PageId>(d: Document, key: SectionKey<P>, pageId: P) => {
  const h = all(main(d), 'h2').find((x) => text(x) === heading(pageId, key));
  assert.ok(h, `a section headed "${heading(pageId, key)}"`);
  return h!.closest('section')!;
};

/** A hero's buttons as [text, href] pairs, primary first, those the copy leaves out left out. */
export const buttonsOf = (hero: {
  primaryButton?: { text: string; href: string };
  secondaryButton?: { text: string; href: string };
}) => [hero.primaryButton, hero.secondaryButton].flatMap((b) => (b ? [[b.text, b.href]] : []));

/** A published tour always has its FareHarbor item (item 0 is refused by the build). */
export const itemOf = (t: Tour): number => {
  assert.ok(t.itemId && t.itemId > 0, `${t.file} has a FareHarbor item`);
  return t.itemId;
};

/** The booking page of one FareHarbor item: the real href of every booking link. */
export const bookUrl = (item: number) => {
  const { shortname, flow } = content().site.fareharbor;
  return `https://fareharbor.com/embeds/book/${shortname}/items/${item}/?full-items=yes&flow=${flow}`;
};

/** The calendar iframe address (all items without an id). */
export const calendarUrl = (item?: number) => {
  const { shortname, flow } = content().site.fareharbor;
  return `https://fareharbor.com/embeds/calendar/${shortname}/${item ? `items/${item}/` : ''}?fallback=simple&full-items=yes&flow=${flow}`;
};

/** An FAQ accordion shows every question and answer of its list, in order. */
export const assertFaq = (accordion: Element, items: { question: string; answer: string }[]) => {
  assert.deepEqual(
    all(accordion, '.accordion-button').map(text),
    items.map((f) => f.question),
  );
  assert.deepEqual(
    all(accordion, '.accordion-panel').map(text),
    items.map((f) => markdownText(f.answer)),
  );
};
