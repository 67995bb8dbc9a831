/**
 * What each file gives on its own: tokens filled, Markdown rendered, photos, raw HTML, links and placeholders found. A
 * Markdown file's entry is kept between loads while it and the facts it reads are unchanged (the dev server reloads).
 */
import {
  internalLinks,
  markdownHtml,
  markdownHtmlProblem,
  markdownImageProblems,
  markdownImages,
  readingMinutes,
  renderMarkdown,
  type MarkdownRender,
} from '../markdown.ts';
import { fillDeep, fillMarkdown, type FactScope } from '../facts/tokens.ts';
import { lineAt } from '../problems/lines.ts';
import type { Problem } from '../problems/problem.ts';
import { MARKDOWN_FIELDS, PLACEHOLDER_IMAGE, PLACEHOLDER_TEXT } from '../schema/fields.ts';
import type { MakeContext, MarkdownCollection } from './collections.ts';
import { diskCached, type MarkdownFile } from './files.ts';
import { eachLeaf, eachString } from './walk.ts';

type Rendered = MarkdownRender & { links: string[]; minutes: number; load: number };
/** Keyed by the Markdown itself: a reused file's body is the same string, whose hash V8 keeps. */
const rendered = { plain: new Map<string, Rendered>(), shifted: new Map<string, Rendered>() };
let loadNumber = 0;

/** Forgets the renders neither this load nor the one before used. */
export function endLoad(): void {
  for (const memo of [rendered.plain, rendered.shifted])
    for (const [key, entry] of memo) if (entry.load < loadNumber - 1) memo.delete(key);
  loadNumber++;
}

/** renderMarkdown, with links and reading time: memoised, and kept on disk by the text's hash. */
function render(markdown: string, shiftHeadings = false): Rendered {
  const memo = shiftHeadings ? rendered.shifted : rendered.plain;
  let hit = memo.get(markdown);
  if (!hit) {
    const md = diskCached(shiftHeadings ? 'md-shifted' : 'md', markdown, () =>
      renderMarkdown(markdown, { shiftHeadings }),
    );
    hit = { ...md, links: internalLinks(md.html), minutes: readingMinutes(markdown), load: loadNumber };
    memo.set(markdown, hit);
  }
  hit.load = loadNumber;
  return hit;
}

/** Field paths of placeholder values: TODO: text, the placeholder image, FareHarbor item 0. */
export function placeholders(value: unknown): { path: string; what: string }[] {
  const out: { path: string; what: string }[] = [];
  eachLeaf(value, (leaf, at) => {
    const path = at.join('.');
    if (leaf === PLACEHOLDER_IMAGE) out.push({ path, what: 'the placeholder image' });
    else if (typeof leaf === 'string' && PLACEHOLDER_TEXT.test(leaf))
      out.push({ path, what: `placeholder text "${leaf.length > 50 ? leaf.slice(0, 47) + '…' : leaf}"` });
    else if (path === 'itemId' && leaf === 0) out.push({ path, what: 'item 0 (no FareHarbor item yet)' });
  });
  return out;
}

/** A photo named in a field: a path under content/images, not an address. */
export const IMAGE_VALUE = /\.(jpe?g|png|webp|avif)$/;
const isImagePath = (value: string) =>
  IMAGE_VALUE.test(value) && !/^(https?:|mailto:|\/)/.test(value) && !value.includes(' ');

/** What the strings of some content data hold that the checks need. */
export interface Refs {
  /** Raw HTML in Markdown, and Markdown images that cannot be published. */
  problems: Problem[];
  images: { at: string; src: string }[];
  links: { at: string; href: string }[];
}

/** Images and raw HTML of one Markdown text: its problems, and the images that can be published. */
function markdownRefs(
  refs: Refs,
  file: string,
  md: Pick<MarkdownRender, 'images' | 'rawHtml'>,
  at: (line: number) => string,
) {
  for (const image of md.images) {
    const problems = markdownImageProblems(image);
    for (const message of problems) refs.problems.push({ file, path: at(image.line), message });
    if (!problems.length) refs.images.push({ at: at(image.line), src: image.url });
  }
  for (const html of md.rawHtml) refs.problems.push({ file, path: at(html.line), message: markdownHtmlProblem(html) });
}

/** Photos, raw HTML and site links in every string of `data` (a JSON file, or front matter). */
export function dataRefs(file: string, data: unknown, refs: Refs = { problems: [], images: [], links: [] }): Refs {
  eachString(data, (value, at) => {
    const field = at.join('.');
    const inText = (line: number) => `${field} (line ${line} of the text)`;
    const rawHtml = MARKDOWN_FIELDS.has(at[at.length - 1]) ? markdownHtml(value) : [];
    const image = isImagePath(value);
    markdownRefs(refs, file, { images: image ? [] : markdownImages(value), rawHtml }, inText);
    if (image) refs.images.push({ at: field, src: value });
    // A redirect's `from` is an old address, never a link.
    if (/^\/(?!\/)/.test(value) && at[at.length - 1] !== 'from') refs.links.push({ at: field, href: value });
    else if (value.includes('](/')) for (const href of render(value).links) refs.links.push({ at: field, href });
  });
  return refs;
}

/** A valid Markdown file and what it gives on its own: its problems (in the file's order), photos and links. */
export interface Entry<T> extends Refs {
  source: MarkdownFile;
  item: T;
  /** What the entry was made from besides the file (facts, mode, day): an equal key reuses it. */
  key: string;
}

type EntryOptions<T> = Pick<Entry<T>, 'key'> & {
  collection: MarkdownCollection<T>;
  at: MakeContext;
  scope: FactScope;
  preview: boolean;
};

const entries = new Map<string, Entry<unknown>>();

export function markdownEntry<T>(source: MarkdownFile, opts: EntryOptions<T>): Entry<T> {
  const kept = entries.get(source.absolute) as Entry<T> | undefined;
  if (kept?.source === source && kept.key === opts.key) return kept;
  const { file, bodyOffset } = source;
  const left = [
    ...placeholders(source.raw),
    ...(PLACEHOLDER_TEXT.test(source.body) ? [{ path: 'body', what: 'placeholder text in the body' }] : []),
  ];
  const message = (what: string) => `${what} must be replaced before publishing (or mark the file draft: true)`;
  const problems: Problem[] = opts.preview ? [] : left.map((p) => ({ file, path: p.path, message: message(p.what) }));
  const data = fillDeep(source.data!, opts.scope, (path, message) => problems.push({ file, path, message }));
  const body = fillMarkdown(source.body, opts.scope, (message, offset) =>
    problems.push({ file, path: `line ${bodyOffset + lineAt(source.body, offset).line}`, message }),
  );
  const refs = dataRefs(file, data, { problems, images: [], links: [] });
  const md = render(body, opts.collection.shiftHeadings);
  markdownRefs(refs, file, md, (line) => `line ${bodyOffset + line}`);
  for (const href of md.links) refs.links.push({ at: 'body', href });
  const item = opts.collection.make(data as never, { ...md, unfinished: left.length > 0 }, opts.at);
  const entry = { ...refs, source, item, key: opts.key };
  entries.set(source.absolute, entry);
  return entry;
}

/** The body of a file whose front matter failed: tokens filled (no tour's own facts), images and raw HTML checked. */
export function brokenBody(source: MarkdownFile, scope: FactScope): Refs {
  const refs: Refs = { problems: [], images: [], links: [] };
  const at = (line: number) => `line ${source.bodyOffset + line}`;
  const body = fillMarkdown(source.body, { ...scope, own: { maxGroup: 0 } }, (message, offset) =>
    refs.problems.push({ file: source.file, path: at(lineAt(source.body, offset).line), message }),
  );
  markdownRefs(refs, source.file, { images: markdownImages(body), rawHtml: markdownHtml(source.body) }, at);
  return refs;
}
