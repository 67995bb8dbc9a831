/** Shared by the tests of the built pages (tests/routes): a page's islands, structured data, sections, FareHarbor links, FAQ. */
import assert from 'node:assert/strict';
import { content } from './site.ts';
import { markdownText, section, type SectionKey } from './copy.ts';
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

/** A page's BreadcrumbList as [position, name, address] rows, to compare with `trail`. */
export const breadcrumb = (d: Document) =>
  jsonLd(d)
    .find((b) => b['@type'] === 'BreadcrumbList')!
    .itemListElement.map((i: Record<string, unknown>) => [i.position, i.name, i.item]);

/** The rows of a breadcrumb Home › each step, a step [name, route], at the site's absolute addresses. */
export const trail = (...steps: [name: string, route: string][]) =>
  [['Home', '/'], ...steps].map(([name, route], i) => [i + 1, name, content().site.url + route]);

/** The section of the main content headed by one section heading of the page's copy (there must be one). */
export const sectionOf = <P extends PageId>(d: Document, key: SectionKey<P>, pageId: P) => {
  const { heading } = section(pageId, key);
  const h = all(main(d), 'h2').find((x) => text(x) === heading);
  assert.ok(h, `a section headed "${heading}"`);
  return h!.closest('section')!;
};

type Button = { text: string; href: string };
/** The hero shows its copy's buttons as they are written, primary first, those the copy leaves out left out. */
export const assertHeroButtons = (d: Document, hero: { primaryButton?: Button; secondaryButton?: Button }) => {
  const shown = all(main(d), '.hero .hero-actions a').map((a) => [text(a), a.getAttribute('href')]);
  const buttons = [hero.primaryButton, hero.secondaryButton].flatMap((b) => (b ? [[b.text, b.href]] : []));
  assert.deepEqual(shown, buttons);
};

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

/** An FAQ accordion shows every question and answer of its list, in order, the first open only where the page asks. */
export const assertFaq = (accordion: Element, items: { question: string; answer: string }[], firstOpen = false) => {
  const shown = all(accordion, '.accordion-button').map((b) => [text(b), b.getAttribute('aria-expanded')]);
  const answers = all(accordion, '.accordion-panel').map(text);
  const expected = items.map((f, i) => [f.question, String(firstOpen && i === 0)]);
  assert.deepEqual([shown, answers], [expected, items.map((f) => markdownText(f.answer))]);
};
