/**
 * The one path every Markdown file (tour, post, page) takes (docs/development.md, "Content checks"). Each step is
 * kept between loads while the file and the facts it reads are unchanged (the dev server reloads thousands of
 * posts), and a parse or a render is kept on disk by the text's hash (parseCache.ts).
 */
import type { z } from 'zod';
import { PLACEHOLDER_IMAGE, MARKDOWN_FIELDS } from './schema.ts';
import {
  internalLinks,
  markdownHtml,
  markdownHtmlProblem,
  markdownImageProblems,
  markdownImages,
  readingMinutes,
  renderMarkdown,
  type MarkdownRender,
} from './markdown.ts';
import { fillDeep, fillMarkdown, type FactScope } from './facts.ts';
import { lineAt, schemaIssues } from './read.ts';
import { parseFrontMatter, type FrontMatterError, type FrontMatterFile } from './frontMatter.ts';
import type { ParseCache } from './parseCache.ts';
import { eachLeaf, eachString } from './walk.ts';

/** A problem in one file: its field path (or "body", or "line N" of the file) and what is wrong. */
export interface Problem {
  path: string;
  message: string;
}

type Rendered = MarkdownRender & { links: string[]; minutes: number; load: number };
/** Keyed by the Markdown itself: a reused file's body is the same string, whose hash V8 keeps. */
const rendered = { plain: new Map<string, Rendered>(), shifted: new Map<string, Rendered>() };
let loadNumber = 0;
/** The disk cache of the load under way, if its caller keeps one. */
let diskCache: ParseCache | undefined;

/** Runs one load with `cache` as the disk cache; renders not used by this load or the one before are then forgotten. */
export function withMarkdownCache<T>(cache: ParseCache | undefined, load: () => T): T {
  loadNumber++;
  diskCache = cache;
  try {
    return load();
  } finally {
    diskCache = undefined;
    for (const memo of [rendered.plain, rendered.shifted])
      for (const [key, entry] of memo) if (entry.load < loadNumber - 1) memo.delete(key);
  }
}

/** Markdown to sanitised HTML, its images, raw HTML, internal links and reading time: memoised, and kept on disk by the text's hash. */
export function renderMarkdownOnce(markdown: string, shiftHeadings = false): Rendered {
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

/** What `make` gives for `input` (a text), taken from the disk cache by the text's hash when the load keeps one. */
function diskCached<T extends object>(kind: string, input: string, make: () => T): T {
  const kept = diskCache?.get<T>(kind, input);
  if (kept) return kept;
  const made = make();
  diskCache?.set(kind, input, made);
  return made;
}

/** A Markdown file read and checked against its schema, kept by its exact text and schema. */
export interface ParsedMarkdown {
  text: string;
  schema: z.ZodType;
  /** The front matter as the schema gives it; none when it failed. */
  data?: Record<string, unknown>;
  /** The front matter as written. */
  raw: Record<string, unknown>;
  body: string;
  bodyOffset: number;
  /** The file line of each front-matter field, by its path ("stops.0.name"), for problems that name where a field is. */
  lines: Record<string, number>;
  issues: Problem[];
}
const parsedFiles = new Map<string, ParsedMarkdown>();

export function parseMarkdownFile(file: string, text: string, schema: z.ZodType): ParsedMarkdown {
  let parsed = parsedFiles.get(file);
  if (parsed && parsed.text === text && parsed.schema === schema) return parsed;
  parsed = { text, schema, raw: {}, body: '', bodyOffset: 0, lines: {}, issues: [] };
  // A file's front matter and body, parsed or taken from the disk cache.
  const fm = diskCached<{ file?: FrontMatterFile; error?: FrontMatterError }>('fm', text, () => parseFrontMatter(text));
  if (fm.error) parsed.issues.push(fm.error);
  else {
    const { data, body, bodyOffset, lines } = fm.file!;
    Object.assign(parsed, { raw: data, body, bodyOffset, lines });
    const result = schema.safeParse(data);
    if (result.success) parsed.data = result.data as Record<string, unknown>;
    else parsed.issues = schemaIssues(schema, result.error);
  }
  parsedFiles.set(file, parsed);
  return parsed;
}

/** The marker `npm run new` leaves in text an editor must still write. */
export const PLACEHOLDER_TEXT = /TODO:/;

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

/** The message for a placeholder left in a Markdown file, which can wait as a draft. */
export const unpublishable = (p: { path: string; what: string }): Problem => ({
  path: p.path,
  message: `${p.what} must be replaced before publishing (or mark the file draft: true)`,
});

/** A photo named in a field: a path under content/images, not an address. */
export const IMAGE_VALUE = /\.(jpe?g|png|webp|avif)$/;
const isImagePath = (value: string) =>
  IMAGE_VALUE.test(value) && !/^(https?:|mailto:|\/)/.test(value) && !value.includes(' ');

/** Where a problem in a field's Markdown text is: the field, and the line in the text. */
const inText = (at: string[]) => (line: number) => `${at.join('.')} (line ${line} of the text)`;

/** What the strings of some content data hold that the checks need. */
export interface DataRefs {
  /** Raw HTML in Markdown fields and images in Markdown that cannot be published. */
  problems: Problem[];
  /** Photos named (fields and Markdown images), to be found under content/images. */
  images: { at: string; src: string }[];
  /** Site paths linked to (fields holding one, and links in Markdown). */
  links: { at: string; href: string }[];
}

/** Images and raw HTML of one Markdown text: its problems, and the images that can be published. */
function markdownRefs(
  refs: DataRefs,
  images: MarkdownRender['images'],
  rawHtml: MarkdownRender['rawHtml'],
  at: (line: number) => string,
): void {
  for (const image of images) {
    const problems = markdownImageProblems(image);
    for (const message of problems) refs.problems.push({ path: at(image.line), message });
    if (!problems.length) refs.images.push({ at: at(image.line), src: image.url });
  }
  for (const html of rawHtml) refs.problems.push({ path: at(html.line), message: markdownHtmlProblem(html) });
}

/** Photos, raw HTML and site links in every string of `data` (a JSON file, or a Markdown file's front matter). */
export function dataRefs(data: unknown, refs: DataRefs = { problems: [], images: [], links: [] }): DataRefs {
  eachString(data, (value, at) => {
    const field = at.join('.');
    const html = MARKDOWN_FIELDS.has(at[at.length - 1]) ? markdownHtml(value) : [];
    if (isImagePath(value)) {
      markdownRefs(refs, [], html, inText(at));
      refs.images.push({ at: field, src: value });
    } else markdownRefs(refs, value.includes('![') ? markdownImages(value) : [], html, inText(at));
    // A redirect's `from` is an old address, never a link.
    if (/^\/(?!\/)/.test(value) && at[at.length - 1] !== 'from') refs.links.push({ at: field, href: value });
    else if (value.includes('](/'))
      for (const href of renderMarkdownOnce(value).links) refs.links.push({ at: field, href });
  });
  return refs;
}

/** What one Markdown file gives on its own, kept between loads. */
export interface MarkdownEntry<T = Record<string, unknown>> extends Omit<DataRefs, 'problems'> {
  /** content/... */
  file: string;
  parsed: ParsedMarkdown;
  /** The front matter with its fact tokens filled. */
  data: T;
  /** The body's HTML (and reading time). */
  html: string;
  minutes: number;
  /** Placeholders left in it: refused in a build, marked unfinished in a preview. */
  placeholders: { path: string; what: string }[];
  /** Problems of this file alone, in the file's order: placeholders (in a build), fact tokens, then its Markdown's images and raw HTML. */
  ownProblems: Problem[];
  /** What the collection makes of the entry (a post), kept with it: an unchanged file's item is the very same object. */
  item?: unknown;
  /** What the entry was made from: an equal key reuses it. */
  key: string;
}
const entries = new Map<string, MarkdownEntry<unknown>>();

export interface DeriveOptions<T> {
  /** What the front matter becomes before its tokens are filled (a tour's slug and group size). */
  prepare?: (data: Record<string, unknown>) => T;
  scope: FactScope;
  /** The facts' identity: the same key, the same scope. */
  scopeKey: string;
  preview: boolean;
  /** The day loaded for (a post dated later is scheduled). */
  today: string;
  /** What the collection makes of the entry, once per entry. */
  make?: (entry: MarkdownEntry<T>) => unknown;
  /** Headings move down one level (posts: the title is the page's <h1>). */
  shiftHeadings?: boolean;
}

/** A valid Markdown file's entry: taken from the last load while the file, the facts and the mode are unchanged. */
export function markdownEntry<T>(
  absolute: string,
  file: string,
  parsed: ParsedMarkdown,
  opts: DeriveOptions<T>,
): MarkdownEntry<T> {
  const key = JSON.stringify([opts.scopeKey, opts.scope.own ?? null, opts.preview, opts.today, !!opts.shiftHeadings]);
  const kept = entries.get(absolute);
  if (kept && kept.parsed === parsed && kept.key === key) return kept as MarkdownEntry<T>;
  const entry = deriveEntry(file, parsed, opts, key);
  entries.set(absolute, entry as MarkdownEntry<unknown>);
  return entry;
}

function deriveEntry<T>(file: string, parsed: ParsedMarkdown, opts: DeriveOptions<T>, key: string): MarkdownEntry<T> {
  const left = [
    ...placeholders(parsed.raw),
    ...(PLACEHOLDER_TEXT.test(parsed.body) ? [{ path: 'body', what: 'placeholder text in the body' }] : []),
  ];
  const ownProblems: Problem[] = opts.preview ? [] : left.map(unpublishable);
  const report = (path: string, message: string) => ownProblems.push({ path, message });
  const prepared = opts.prepare ? opts.prepare(parsed.data!) : (parsed.data as T);
  const data = fillDeep(prepared, opts.scope, report);
  const body = fillMarkdown(parsed.body, opts.scope, (message, offset) =>
    report(`line ${parsed.bodyOffset + lineAt(parsed.body, offset).line}`, message),
  );
  const refs = dataRefs(data, { problems: ownProblems, images: [], links: [] });
  const md = renderMarkdownOnce(body, opts.shiftHeadings);
  markdownRefs(refs, md.images, md.rawHtml, (line) => `line ${parsed.bodyOffset + line}`);
  for (const href of md.links) refs.links.push({ at: 'body', href });
  const entry: MarkdownEntry<T> = {
    file,
    parsed,
    data,
    html: md.html,
    minutes: md.minutes,
    placeholders: left,
    ownProblems,
    images: refs.images,
    links: refs.links,
    key,
  };
  entry.item = opts.make?.(entry);
  return entry;
}

/** The body of a file whose front matter failed: its fact tokens filled (no tour's own facts), its images and raw HTML checked. */
export function brokenBody(
  parsed: ParsedMarkdown,
  scope: FactScope,
): { problems: Problem[]; images: { at: string; src: string }[] } {
  const problems: Problem[] = [];
  const at = (line: number) => `line ${parsed.bodyOffset + line}`;
  const body = fillMarkdown(parsed.body, { ...scope, own: { maxGroup: 0 } }, (message, offset) =>
    problems.push({ path: at(lineAt(parsed.body, offset).line), message }),
  );
  const refs: DataRefs = { problems, images: [], links: [] };
  markdownRefs(refs, markdownImages(body), markdownHtml(parsed.body), at);
  return { problems, images: refs.images };
}
