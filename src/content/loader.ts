/**
 * Loads content/, validates every file against the schemas, fills the fact
 * tokens, then checks what no single schema can see (unique ids, image
 * files, links between files, placeholders left by `npm run new`). It never
 * stops at the first problem: all of them are collected and thrown together
 * as one ContentError, one `file: field: message` line each.
 *
 * Two modes: a published build leaves out every file marked `draft: true`
 * and refuses placeholder text; a preview (the dev server) shows drafts and
 * unfinished files, marked as such.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  blogPostSchema,
  faqsFileSchema,
  PUBLIC_TOUR_FIELDS,
  galleryFileSchema,
  menusFileSchema,
  labelsFileSchema,
  labelSlots,
  pageIds,
  pageSchemas,
  PLACEHOLDER_IMAGE,
  pressFileSchema,
  redirectsFileSchema,
  siteSchema,
  teamFileSchema,
  testimonialsFileSchema,
  MARKDOWN_FIELDS,
  markdownPageSchema,
  PAGE_FILE_NAME,
  TOUR_FILE_NAME,
  tourSchema,
  type BlogPost,
  type GalleryImage,
  type MarkdownPage,
  type Menus,
  type Labels,
  type PageId,
  type Pages,
  type Redirect,
  type Site,
  type Tour,
} from './schema.ts';
import { internalLinks, markdownHtml, markdownHtmlProblem, markdownImageProblems, markdownImages, readingMinutes, renderMarkdown, type MarkdownRender } from './markdown.ts';
import { FACT_NAMES, fillDeep, fillMarkdown, siteFacts, type FactScope } from './facts.ts';
import { ContentError, lineAt, parseJson, readText, schemaIssues, type ContentIssue } from './read.ts';
import { parseFrontMatter, type FrontMatterError, type FrontMatterFile } from './frontMatter.ts';
import type { ParseCache } from './parseCache.ts';
import { imageNameProblem } from './imageNames.ts';
import { nearest } from './suggest.ts';
import { spelledOutNames } from './nameNotes.ts';
import { jsonFieldLines, lineOfField } from './positions.ts';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { postHref, tourHref } from '../lib/sitePaths.ts';
import { colourPairs, contrastRatio, MIN_TEXT_CONTRAST } from '../lib/palette.ts';
import { today as todayIn } from '../lib/today.ts';

export { ContentError, formatIssue, forgetParsed, type ContentIssue } from './read.ts';

export interface LoadOptions {
  /** Show drafts and files with placeholder text (the dev server); a build leaves them out or refuses them. */
  preview?: boolean;
  /** The site's fixed routes (the pipeline finds them in src/routes): a link in content must name one, a tour or a post. */
  routes: readonly string[];
  /** Parsed front matter and rendered Markdown kept on disk between builds (the build and the dev server pass one). */
  cache?: ParseCache;
  /** The day the site is built for, YYYY-MM-DD (default: SITE_TODAY, else today in site.json's timeZone): later posts are scheduled. */
  today?: string;
}

export interface Content {
  root: string;
  /** Drafts and unfinished files are shown (dev server), never in a published build. */
  preview: boolean;
  site: Site;
  /** Tours in their `order`. */
  tours: Tour[];
  /** Newest first. */
  blog: BlogPost[];
  /** The same posts by id: a page that shows one post looks it up here instead of scanning the list. */
  blogById: Map<number, BlogPost>;
  gallery: z.infer<typeof galleryFileSchema> & { byId: Map<number, GalleryImage> };
  press: z.infer<typeof pressFileSchema>;
  team: z.infer<typeof teamFileSchema>['members'];
  testimonials: z.infer<typeof testimonialsFileSchema>;
  faqs: z.infer<typeof faqsFileSchema>;
  redirects: Redirect[];
  /** Pages of their own written in Markdown (content/pages/{name}.md), each at /{name}. */
  markdownPages: MarkdownPage[];
  /** The header's and the footer's entries and the booking calls to action's labels. */
  menus: Menus;
  /** The words of the layout (content/labels.json): headings and labels no page's copy file holds, {slots} left for the page. */
  labels: Labels;
  pages: Pages;
  /** Every image path referenced by content (Markdown images included), relative to content/images. */
  images: Set<string>;
  /** Files left out of a published build because they are drafts (relative, e.g. content/blog/17-x.md). */
  drafts: string[];
  /** Copy that spells out the company's name instead of {name}: the build names each in a note. */
  nameNotes: ContentIssue[];
  /** The day this content was loaded for (YYYY-MM-DD, in the company's time zone). */
  today: string;
  /** Posts dated after `today`: left out of a published build until their day, shown marked in a preview. */
  scheduled: { file: string; date: string }[];
}

type Rendered = MarkdownRender & { links: string[]; minutes: number; load: number };
/** Keyed by the Markdown itself: a reused file's body is the same string, whose hash V8 keeps. */
const rendered = { plain: new Map<string, Rendered>(), shifted: new Map<string, Rendered>() };
let loadNumber = 0;
/** The disk cache of the load under way, if its caller keeps one. */
let diskCache: ParseCache | undefined;

/** Markdown to sanitised HTML, its images, raw HTML, internal links and reading time: memoised, and kept on disk by the text's hash. */
function renderMarkdownOnce(markdown: string, shiftHeadings = false): Rendered {
  const memo = shiftHeadings ? rendered.shifted : rendered.plain;
  let hit = memo.get(markdown);
  if (!hit) {
    const kind = shiftHeadings ? 'md-shifted' : 'md';
    let md = diskCache?.get<MarkdownRender>(kind, markdown);
    if (!md) {
      md = renderMarkdown(markdown, { shiftHeadings });
      diskCache?.set(kind, markdown, md);
    }
    hit = { ...md, links: internalLinks(md.html), minutes: readingMinutes(markdown), load: loadNumber };
    memo.set(markdown, hit);
  }
  hit.load = loadNumber;
  return hit;
}

/** A file's front matter and body, parsed or taken from the disk cache by the file's hash. */
function frontMatterOf(text: string): { file?: FrontMatterFile; error?: FrontMatterError } {
  const kept = diskCache?.get<{ file?: FrontMatterFile; error?: FrontMatterError }>('fm', text);
  if (kept) return kept;
  const parsed = parseFrontMatter(text);
  diskCache?.set('fm', text, parsed);
  return parsed;
}

/** A validated Markdown file, memoised by its exact text and schema. */
interface ParsedMarkdown {
  text: string;
  schema: z.ZodType;
  data?: Record<string, unknown>;
  raw: Record<string, unknown>;
  body: string;
  bodyOffset: number;
  /** The file line of each front-matter field, by its path ("stops.0.name"), for problems that name where a field is. */
  lines: Record<string, number>;
  issues: { path: string; message: string }[];
}
const parsedMarkdown = new Map<string, ParsedMarkdown>();

/** Collects issues while files are read; `rel` names files relative to the content root. */
class Reader {
  issues: ContentIssue[] = [];
  constructor(readonly root: string) {}

  private rels = new Map<string, string>();

  rel(file: string): string {
    let rel = this.rels.get(file);
    if (rel === undefined) {
      rel = path.posix.join('content', path.relative(this.root, file).split(path.sep).join('/'));
      this.rels.set(file, rel);
    }
    return rel;
  }

  /** Data of JSON files that failed their schema: the photos they name are still checked for a failed build's report. */
  refused: unknown[] = [];

  /** The text of each JSON file and the parse of each Markdown file read, by relative name: where each problem's line is found. */
  readonly sources = new Map<string, { json?: string; markdown?: ParsedMarkdown }>();

  add(file: string, fieldPath: string, message: string): void {
    this.issues.push({ file: this.rel(file), path: fieldPath, message });
  }

  /** A JSON file checked against its schema; with `optional`, a missing file reads as {} (every field's default). */
  json<S extends z.ZodType>(name: string, schema: S, opts: { optional?: boolean } = {}): z.infer<S> | undefined {
    const file = path.join(this.root, name);
    if (!existsSync(file)) {
      if (opts.optional) return schema.parse({});
      this.add(file, '', 'file is missing');
      return undefined;
    }
    const text = readText(file);
    this.sources.set(this.rel(file), { json: text });
    const { data, error } = parseJson(text);
    if (error) {
      this.add(file, error.path, error.message);
      return undefined;
    }
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const i of schemaIssues(schema, result.error)) this.add(file, i.path, i.message);
    this.refused.push(data);
    return undefined;
  }

  /** Every .md file of a folder, parsed and validated (drafts included: the caller decides). */
  /** Every Markdown file of a folder, parsed against `schema`; files `others` accepts are passed over (page copy JSON beside Markdown pages). */
  markdownDir(dir: string, schema: z.ZodType, others?: (name: string) => boolean): { file: string; parsed: ParsedMarkdown }[] {
    const full = path.join(this.root, dir);
    if (!existsSync(full)) {
      this.add(full, '', 'folder is missing');
      return [];
    }
    const out: { file: string; parsed: ParsedMarkdown }[] = [];
    for (const name of readdirSync(full).sort()) {
      const file = path.join(full, name);
      if (name.startsWith('.') || name.endsWith('~') || others?.(name)) continue;
      if (!name.endsWith('.md')) {
        this.add(file, '', `only Markdown files ending in .md are read in content/${dir}/ (rename it, or move it out)`);
        continue;
      }
      const text = readText(file);
      let parsed = parsedMarkdown.get(file);
      if (!parsed || parsed.text !== text || parsed.schema !== schema) {
        parsed = { text, schema, raw: {}, body: '', bodyOffset: 0, lines: {}, issues: [] };
        const fm = frontMatterOf(text);
        if (fm.error) parsed.issues.push(fm.error);
        else {
          const { data, body, bodyOffset, lines } = fm.file!;
          Object.assign(parsed, { raw: data, body, bodyOffset, lines });
          const result = schema.safeParse(data);
          if (result.success) parsed.data = result.data as Record<string, unknown>;
          else parsed.issues = schemaIssues(schema, result.error);
        }
        parsedMarkdown.set(file, parsed);
      }
      this.sources.set(this.rel(file), { markdown: parsed });
      out.push({ file, parsed });
    }
    return out;
  }
}

/** What one post file gives on its own, kept between loads (the dev server reloads thousands of them). */
interface DerivedPost {
  file: string;
  parsed: ParsedMarkdown;
  scopeKey: string;
  preview: boolean;
  today: string;
  /** Problems of this file alone: unknown fact tokens, placeholders, Markdown images that cannot be published. */
  issues: { path: string; message: string }[];
  /** Images it shows, checked for existence on every load (a photo may be deleted meanwhile). */
  imageRefs: { at: string; src: string }[];
  /** Site paths it links to, checked against the routes on every load. */
  links: { at: string; href: string }[];
  post: BlogPost;
}
const derivedPosts = new Map<string, DerivedPost>();

function derivePost(file: string, rel: string, parsed: ParsedMarkdown, scope: FactScope, scopeKey: string, preview: boolean, today: string): DerivedPost {
  const issues: { path: string; message: string }[] = [];
  const found = [...placeholders(parsed.raw), ...(PLACEHOLDER_TEXT.test(parsed.body) ? [{ path: 'body', what: 'placeholder text in the body' }] : [])];
  if (!preview) for (const p of found) issues.push({ path: p.path, message: `${p.what} must be replaced before publishing (or mark the file draft: true)` });
  const data = fillDeep(parsed.data as z.infer<typeof blogPostSchema>, scope, (at, message) => issues.push({ path: at, message }));
  const body = fillMarkdown(parsed.body, scope, (message, offset) => issues.push({ path: `line ${parsed.bodyOffset + lineAt(parsed.body, offset).line}`, message }));
  const imageRefs: DerivedPost['imageRefs'] = [];
  const links: DerivedPost['links'] = [];
  const markdownRefs = (images: MarkdownRender['images'], at: (line: number) => string) => {
    for (const img of images) {
      const problems = markdownImageProblems(img);
      for (const message of problems) issues.push({ path: at(img.line), message });
      if (!problems.length) imageRefs.push({ at: at(img.line), src: img.url });
    }
  };
  const walk = (value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (IMAGE_VALUE.test(value) && !/^(https?:|mailto:|\/)/.test(value) && !value.includes(' ')) imageRefs.push({ at: at.join('.'), src: value });
      else if (value.includes('![')) markdownRefs(markdownImages(value), (line) => `${at.join('.')} (line ${line} of the text)`);
      if (/^\/(?!\/)/.test(value)) links.push({ at: at.join('.'), href: value });
      else if (value.includes('](/')) for (const href of renderMarkdownOnce(value).links) links.push({ at: at.join('.'), href });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  walk(data, []);
  // One parse of the body gives its HTML, its images and its raw HTML.
  const md = renderMarkdownOnce(body, true);
  markdownRefs(md.images, (line) => `line ${parsed.bodyOffset + line}`);
  for (const h of md.rawHtml) issues.push({ path: `line ${parsed.bodyOffset + h.line}`, message: markdownHtmlProblem(h) });
  for (const href of md.links) links.push({ at: 'body', href });
  const post: BlogPost = { ...data, html: md.html, file: rel, href: postHref(data.id), readingMinutes: md.minutes, unfinished: found.length > 0, scheduled: data.date > today };
  return { file, parsed, scopeKey, preview, today, issues, imageRefs, links, post };
}

/** The marker `npm run new` leaves in text an editor must still write. */
const PLACEHOLDER_TEXT = /TODO:/;

/** Field paths of placeholder values: TODO: text, the placeholder image, FareHarbor item 0. */
function placeholders(value: unknown, at: string[] = []): { path: string; what: string }[] {
  if (typeof value === 'string') {
    if (value === PLACEHOLDER_IMAGE) return [{ path: at.join('.'), what: 'the placeholder image' }];
    if (PLACEHOLDER_TEXT.test(value)) return [{ path: at.join('.'), what: `placeholder text "${value.length > 50 ? value.slice(0, 47) + '…' : value}"` }];
    return [];
  }
  if (at.length === 1 && at[0] === 'itemId' && value === 0) return [{ path: 'itemId', what: 'item 0 (no FareHarbor item yet)' }];
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholders(v, [...at, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => placeholders(v, [...at, k]));
  return [];
}

/** A tour's address is its file's name: greenwich-village.md is /tours/greenwich-village. */
const tourSlugOf = (file: string): string => path.basename(file, '.md');

const IMAGE_VALUE = /\.(jpe?g|png|webp|avif)$/;

/** Fields of a tour file that only a public tour's page shows. */
const PRIVATE_UNUSED = [...PUBLIC_TOUR_FIELDS, 'durationMinutes', 'galleryIds', 'testimonials', 'faqs'] as const;

/**
 * Gives every problem the line it is on: a problem found in a Markdown body
 * ("line N") is the body's; a field's is the line its key is on (for a
 * missing field, the enclosing one's); a problem with the body as a whole,
 * the line of what it quotes, else the body's first line.
 */
function locate(issues: ContentIssue[], sources: Reader['sources']): void {
  const jsonLines = new Map<string, ReturnType<typeof jsonFieldLines>>();
  for (const issue of issues) {
    const source = sources.get(issue.file);
    if (issue.line || !source) continue;
    const inText = /^line (\d+)$/.exec(issue.path);
    const md = source.markdown;
    if (inText) {
      issue.line = Number(inText[1]);
      // Front matter that could not be read leaves no body: its problems are the file's.
      const frontMatterFailed = !!md && md.bodyOffset === 0 && md.text.startsWith('---');
      issue.path = md && !frontMatterFailed && issue.line > md.bodyOffset ? 'body' : '';
    } else if (source.json !== undefined) {
      let lines = jsonLines.get(issue.file);
      if (!lines) jsonLines.set(issue.file, (lines = jsonFieldLines(source.json)));
      issue.line = lineOfField(lines, issue.path);
    } else if (md && issue.path === 'body') {
      const quoted = /"([^"]+)"/.exec(issue.message)?.[1] ?? (issue.message.startsWith('placeholder text in the body') ? PLACEHOLDER_TEXT.source : undefined);
      const at = quoted ? md.body.indexOf(quoted) : -1;
      issue.line = md.bodyOffset + lineAt(md.body, at >= 0 ? at : Math.max(0, md.body.search(/\S/))).line;
    } else if (md) issue.line = lineOfField(md.lines, issue.path);
  }
}

export function loadContent(root: string, opts: LoadOptions): Content {
  loadNumber++;
  diskCache = opts.cache;
  try {
    return load(root, opts);
  } finally {
    diskCache = undefined;
  }
}

function load(root: string, opts: LoadOptions): Content {
  const preview = !!opts.preview;
  const r = new Reader(root);
  const rawSite = r.json('site.json', siteSchema);
  // Without a valid site.json the build stops anyway; UTC stands in for its zone meanwhile.
  const today = opts.today ?? todayIn(rawSite?.timeZone ?? 'UTC');
  const jsonFiles = {
    gallery: r.json('gallery.json', galleryFileSchema),
    press: r.json('press.json', pressFileSchema),
    team: r.json('team.json', teamFileSchema),
    testimonials: r.json('testimonials.json', testimonialsFileSchema),
    faqs: r.json('faqs.json', faqsFileSchema),
    redirects: r.json('redirects.json', redirectsFileSchema),
    menus: r.json('menus.json', menusFileSchema),
    labels: r.json('labels.json', labelsFileSchema, { optional: true }),
  };
  const rawPages: Partial<Record<PageId, unknown>> = {};
  for (const id of pageIds) rawPages[id] = r.json(`pages/${id}.json`, pageSchemas[id]);
  const pagesDir = path.join(root, 'pages');
  if (existsSync(pagesDir)) {
    for (const name of readdirSync(pagesDir)) {
      if (name.startsWith('.') || name.endsWith('.md') || pageIds.includes(name.replace(/\.json$/, '') as PageId)) continue;
      r.add(path.join(pagesDir, name), '', `no page uses this file (page copy files: ${pageIds.map((p) => `${p}.json`).join(', ')}; a page of its own is written in Markdown, {name}.md)`);
    }
  }

  // Markdown collections. A published build skips drafts entirely, so a half-written draft never blocks it.
  const drafts: string[] = [];
  /** Files that are published (or previewed), valid or not. */
  const kept: Record<string, { file: string; raw: Record<string, unknown>; parsed: ParsedMarkdown }[]> = { tours: [], blog: [], pages: [] };
  const collection = (dir: 'tours' | 'blog' | 'pages', schema: z.ZodType, others?: (name: string) => boolean) =>
    r.markdownDir(dir, schema, others).filter(({ file, parsed }) => {
      const isDraft = parsed.raw.draft === true;
      if (isDraft && !preview) {
        drafts.push(r.rel(file));
        return false;
      }
      kept[dir].push({ file, raw: parsed.raw, parsed });
      for (const i of parsed.issues) r.add(file, i.path, i.message);
      return !!parsed.data;
    });
  const tourFiles = collection('tours', tourSchema).filter(({ file }) => {
    if (TOUR_FILE_NAME.test(path.basename(file))) return true;
    r.add(file, '', `the file name is the tour's address (/tours/{name}): name it in lower-case words joined by hyphens, e.g. greenwich-village.md`);
    return false;
  });
  const blogFiles = collection('blog', blogPostSchema);
  // Pages of their own, written in Markdown beside the pages' copy files; the file name is the address.
  const pageFiles = existsSync(pagesDir)
    ? collection('pages', markdownPageSchema, (name) => name.endsWith('.json')).filter(({ file }) => {
        if (PAGE_FILE_NAME.test(path.basename(file))) return true;
        r.add(file, '', `the file name is the page's address (/{name}): name it in lower-case words joined by hyphens, e.g. cancellation-policy.md`);
        return false;
      })
    : [];

  // Placeholders: refused in a build; a preview shows the file, marked unfinished. JSON files cannot be drafts.
  const unfinished = new Set<string>();
  for (const { file, parsed } of [...tourFiles, ...pageFiles]) {
    const found = [...placeholders(parsed.raw), ...(PLACEHOLDER_TEXT.test(parsed.body) ? [{ path: 'body', what: 'placeholder text in the body' }] : [])];
    if (!found.length) continue;
    unfinished.add(file);
    if (!preview) for (const p of found) r.add(file, p.path, `${p.what} must be replaced before publishing (or mark the file draft: true)`);
  }
  const jsonData: [string, unknown][] = [
    ['site.json', rawSite],
    ...Object.entries(jsonFiles).map(([k, v]): [string, unknown] => [`${k}.json`, v]),
    ...pageIds.map((id): [string, unknown] => [`pages/${id}.json`, rawPages[id]]),
  ];
  for (const [name, data] of jsonData) {
    for (const p of placeholders(data)) r.add(path.join(root, name), p.path, `${p.what} must be replaced`);
  }

  // Fact tokens, filled in every copy string; tours' own facts come from the tours being built.
  const tourData = tourFiles.map((t) => {
    const data = t.parsed.data as z.infer<typeof tourSchema>;
    if (data.kind === 'public') {
      for (const key of ['maxGroup', ...PUBLIC_TOUR_FIELDS] as const) if (data[key] === undefined) r.add(t.file, key, 'a public tour needs it (its page shows it)');
    } else {
      // The private tour's page is laid out by content/pages/private-tour.json: what only a public tour's page shows would never be published.
      if (data.maxGroup !== undefined) r.add(t.file, 'maxGroup', 'the private tour takes groups from prices.privateMinGuests to privateMaxGuests in site.json: remove maxGroup here');
      for (const key of PRIVATE_UNUSED) {
        const v = data[key];
        if (v !== undefined && !(Array.isArray(v) && !v.length)) r.add(t.file, key, 'not shown for the private tour, whose page is laid out by content/pages/private-tour.json: remove it, or move the copy there');
      }
      if (t.parsed.body.trim()) r.add(t.file, 'body', 'not shown for the private tour, whose page is laid out by content/pages/private-tour.json: remove it, or move the copy there');
    }
    return { ...t, data: { ...data, slug: tourSlugOf(t.file), maxGroup: data.maxGroup ?? rawSite?.prices.privateMaxGuests ?? 0 } };
  });
  const scope: FactScope = {
    // Without a valid site.json the values are unknown, but token names are still checked.
    site: rawSite ? siteFacts(rawSite) : Object.fromEntries(FACT_NAMES.map((n) => [n, `{${n}}`])),
    tours: new Map(tourData.map((t) => [t.data.slug, { maxGroup: t.data.maxGroup }])),
  };
  // A tour file with a mistake still answers for its own facts, so copy quoting it is not reported as well.
  for (const { file, raw } of kept.tours) {
    if (!scope.tours.has(tourSlugOf(file))) scope.tours.set(tourSlugOf(file), { maxGroup: typeof raw.maxGroup === 'number' ? raw.maxGroup : 0 });
  }
  const fill = <T>(file: string, value: T, own?: FactScope['own']): T => fillDeep(value, { ...scope, own }, (at, message) => r.add(file, at, message));
  /** A Markdown body: a problem names its line in the file. */
  const fillBody = (file: string, parsed: ParsedMarkdown, own?: FactScope['own']): string =>
    fillMarkdown(parsed.body, { ...scope, own }, (message, offset) => r.add(file, `line ${parsed.bodyOffset + lineAt(parsed.body, offset).line}`, message));
  const site = rawSite && fill(path.join(root, 'site.json'), rawSite);
  // The company's colours must keep text readable wherever the site draws them (every surface is light, so a failing colour is too light).
  if (site) {
    for (const pair of colourPairs(site.colors)) {
      const ratio = contrastRatio(pair.text, pair.on);
      if (ratio >= MIN_TEXT_CONTRAST) continue;
      r.add(path.join(root, 'site.json'), `colors.${pair.field}`, `${pair.text} on ${pair.on} (${pair.where}) has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${MIN_TEXT_CONTRAST}:1 for text: choose a darker colour`);
    }
  }
  const gallery = jsonFiles.gallery && fill(path.join(root, 'gallery.json'), jsonFiles.gallery);
  const press = jsonFiles.press && fill(path.join(root, 'press.json'), jsonFiles.press);
  const team = jsonFiles.team && fill(path.join(root, 'team.json'), jsonFiles.team);
  const testimonials = jsonFiles.testimonials && fill(path.join(root, 'testimonials.json'), jsonFiles.testimonials);
  const menus = jsonFiles.menus && fill(path.join(root, 'menus.json'), jsonFiles.menus);
  // A label's {slots} ({tour}, {page}) pass through for the page to fill; everything else in braces is a fact token.
  const labels = jsonFiles.labels && fillDeep(jsonFiles.labels, { ...scope, slotsAt: (at) => labelSlots(at[0], at[1]) }, (at, message) => r.add(path.join(root, 'labels.json'), at, message));
  const faqs = jsonFiles.faqs && fill(path.join(root, 'faqs.json'), jsonFiles.faqs);
  const redirects = jsonFiles.redirects;
  const pages = {} as Pages;
  for (const id of pageIds) if (rawPages[id]) (pages as Record<PageId, unknown>)[id] = fill(path.join(pagesDir, `${id}.json`), rawPages[id]);
  const tourEntries = tourData.map((t) => ({
    file: t.file,
    parsed: t.parsed,
    data: fill(t.file, t.data, { maxGroup: t.data.maxGroup }),
    body: fillBody(t.file, t.parsed, { maxGroup: t.data.maxGroup }),
  }));
  const pageEntries = pageFiles.map(({ file, parsed }) => ({
    file,
    parsed,
    data: fill(file, parsed.data as z.infer<typeof markdownPageSchema>),
    body: fillBody(file, parsed),
  }));
  // Posts: everything derived from one file alone is kept between loads while the file and the facts are unchanged.
  const scopeKey = JSON.stringify([scope.site, [...scope.tours]]);
  const blogEntries = blogFiles.map(({ file, parsed }) => {
    let d = derivedPosts.get(file);
    if (!d || d.parsed !== parsed || d.scopeKey !== scopeKey || d.preview !== preview || d.today !== today) {
      d = derivePost(file, r.rel(file), parsed, scope, scopeKey, preview, today);
      derivedPosts.set(file, d);
    }
    for (const i of d.issues) r.add(file, i.path, i.message);
    return d;
  });

  // Search descriptions are cut off past about 160 characters; past 200 is a mistake.
  const tooLong = (file: string, at: string, s: string) => {
    if (site && s.length > 200) r.add(file, at, `keep the description under 200 characters (it has ${s.length} once fact tokens are filled)`);
  };
  for (const id of pageIds) if (pages[id]) tooLong(path.join(pagesDir, `${id}.json`), 'description', pages[id].description);
  for (const t of tourEntries) if (t.data.seoDescription) tooLong(t.file, 'seoDescription', t.data.seoDescription);
  for (const p of pageEntries) tooLong(p.file, 'description', p.data.description);

  // Images: every referenced file must exist under content/images, Markdown images included.
  const images = new Set<string>();
  // Each file is looked for once per load, however many posts show it.
  const found = new Map<string, boolean>();
  /** `publish` false: a post not published yet, whose photos are checked but not published before it is. */
  const checkImage = (file: string, at: string, src: string, publish = true) => {
    let exists = found.get(src);
    if (exists === undefined) found.set(src, (exists = existsSync(path.join(root, 'images', src))));
    if (!exists) r.add(file, at, `image "${src}" does not exist in content/images/`);
    else if (publish) images.add(src);
  };
  const checkMarkdownImages = (file: string, at: (line: number) => string, images: MarkdownRender['images']) => {
    for (const img of images) {
      const problems = markdownImageProblems(img);
      for (const message of problems) r.add(file, at(img.line), message);
      if (!problems.length) checkImage(file, at(img.line), img.url);
    }
  };
  const checkMarkdownHtml = (file: string, at: (line: number) => string, found: MarkdownRender['rawHtml']) => {
    for (const h of found) r.add(file, at(h.line), markdownHtmlProblem(h));
  };
  const collectImages = (file: string, value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (MARKDOWN_FIELDS.has(at[at.length - 1])) checkMarkdownHtml(file, (line) => `${at.join('.')} (line ${line} of the text)`, markdownHtml(value));
      if (IMAGE_VALUE.test(value) && !/^(https?:|mailto:|\/)/.test(value) && !value.includes(' ')) checkImage(file, at.join('.'), value);
      else if (value.includes('![')) checkMarkdownImages(file, (line) => `${at.join('.')} (line ${line} of the text)`, markdownImages(value));
    } else if (Array.isArray(value)) value.forEach((v, i) => collectImages(file, v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectImages(file, v, [...at, k]);
  };
  const dataFiles: [string, unknown][] = [
    ['site.json', site],
    ['gallery.json', gallery],
    ['press.json', press],
    ['team.json', team],
    ['testimonials.json', testimonials],
    ['faqs.json', faqs],
    ['menus.json', menus],
    ['labels.json', labels],
    ...pageIds.map((id): [string, unknown] => [`pages/${id}.json`, pages[id]]),
  ];
  for (const [name, data] of dataFiles) if (data) collectImages(path.join(root, name), data, []);
  for (const e of [...tourEntries, ...pageEntries]) {
    collectImages(e.file, e.data, []);
    const md = renderMarkdownOnce(e.body);
    checkMarkdownImages(e.file, (line) => `line ${e.parsed.bodyOffset + line}`, md.images);
    checkMarkdownHtml(e.file, (line) => `line ${e.parsed.bodyOffset + line}`, md.rawHtml);
  }
  // A post dated after today is checked like every other (the day it goes live, nobody is watching the build), and left out of a build until then.
  const heldBack = (post: BlogPost) => post.scheduled && !preview;
  for (const d of blogEntries) for (const ref of d.imageRefs) checkImage(d.file, ref.at, ref.src, !heldBack(d.post));
  // A file whose front matter has a mistake still gets its body checked: every problem is reported at once.
  for (const { file, parsed } of [...kept.tours, ...kept.blog, ...kept.pages]) {
    if (parsed.data || !parsed.body) continue;
    checkMarkdownImages(file, (line) => `line ${parsed.bodyOffset + line}`, markdownImages(fillBody(file, parsed, { maxGroup: 0 })));
    checkMarkdownHtml(file, (line) => `line ${parsed.bodyOffset + line}`, markdownHtml(parsed.body));
  }

  // Unique ids and slugs.
  const seen = <T>(items: { file: string; id: T; at: string }[], what: string) => {
    const first = new Map<T, string>();
    for (const it of items) {
      const prev = first.get(it.id);
      if (prev) r.issues.push({ file: it.file, path: it.at, message: `duplicate ${what} ${String(it.id)} (also used in ${prev})` });
      else first.set(it.id, it.file);
    }
  };
  seen(blogEntries.map((d) => ({ file: d.post.file, id: d.post.id, at: 'id' })), 'blog post id');
  // Categories: declared once in the blog's copy file, each post naming one of them.
  const categories = pages.blog?.categories;
  if (categories) {
    const blogFile = path.join(pagesDir, 'blog.json');
    seen(categories.map((c, i) => ({ file: r.rel(blogFile), id: c.name, at: `categories.${i}.name` })), 'category name');
    seen(categories.map((c, i) => ({ file: r.rel(blogFile), id: c.slug, at: `categories.${i}.slug` })), 'category address');
    const names = categories.map((c) => c.name);
    for (const d of blogEntries) {
      if (names.includes(d.post.category)) continue;
      const guess = nearest(d.post.category, names);
      r.add(d.file, 'category', `"${d.post.category}" is not one of the blog's categories${guess ? `; did you mean "${guess}"?` : ''} (they are declared in content/pages/blog.json: ${names.join(', ')})`);
    }
  }
  const privateTours = tourEntries.filter((t) => t.data.kind === 'private');
  for (const t of privateTours.slice(1)) {
    r.add(t.file, 'kind', `only one tour can be private: the private tour page presents a single custom offer (${r.rel(privateTours[0].file)} is already private)`);
  }
  const galleryAll = gallery ? [...gallery.tour, ...gallery.fans] : [];
  if (gallery) {
    seen(
      [
        ...gallery.tour.map((g, i) => ({ file: 'content/gallery.json', id: g.id, at: `tour.${i}.id` })),
        ...gallery.fans.map((g, i) => ({ file: 'content/gallery.json', id: g.id, at: `fans.${i}.id` })),
      ],
      'gallery image id',
    );
  }
  const galleryById = new Map(galleryAll.map((g) => [g.id, g]));
  gallery?.homeIds.forEach((id, i) => {
    if (!galleryById.has(id)) r.add(path.join(root, 'gallery.json'), `homeIds.${i}`, `no gallery image has id ${id}`);
  });
  // A reference into a file that failed validation is not checked: that file's own problem is reported, and
  // what it holds is unknown, so each reference into it would be one more false line.
  if (gallery) {
    for (const t of tourEntries) {
      t.data.galleryIds.forEach((id, i) => {
        if (!galleryById.has(id)) r.add(t.file, `galleryIds.${i}`, `no gallery image has id ${id}`);
      });
    }
  }

  // Routes, then links and redirects that must land on one.
  const scheduled = blogEntries.filter((d) => heldBack(d.post)).map((d) => ({ file: d.post.file, date: d.post.date }));
  const blog: BlogPost[] = blogEntries
    .map((d) => d.post)
    .filter((post) => !heldBack(post))
    // ISO days sort as plain strings (localeCompare is much slower over thousands of posts).
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const tours: Tour[] = site
    ? tourEntries
        .map(({ file, data, body }) => ({
          ...data,
          itemId: data.itemId || undefined,
          html: renderMarkdownOnce(body).html,
          bookingUrl: bookingPageUrl(site.fareharbor, data.itemId || undefined),
          href: tourHref(data.slug),
          file: r.rel(file),
          unfinished: unfinished.has(file),
        }))
        .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    : [];
  const markdownPages: MarkdownPage[] = pageEntries.map(({ file, data, body }) => {
    const name = path.basename(file, '.md');
    // As in a post, the page's title (or hero) is its <h1> and the text's sections are written ## (<h2>).
    return { ...data, name, href: `/${name}`, html: renderMarkdownOnce(body).html, file: r.rel(file), unfinished: unfinished.has(file) };
  });
  // A page of its own must not take an address the site already has.
  for (const p of markdownPages) {
    if (opts.routes.includes(p.href)) r.add(path.join(root, p.file.replace(/^content\//, '')), '', `its address ${p.href} is already a page of the site: give the file another name`);
  }
  const routes = new Set<string>([...opts.routes, ...tours.map((t) => t.href), ...blog.map((b) => b.href), ...markdownPages.map((p) => p.href)]);
  // A file with a mistake still names its address, so links to it are not reported as well: one mistake, one line.
  // (Unreadable front matter: a post's file name stands in, "17-a-cat.md".)
  for (const { file } of kept.tours) routes.add(tourHref(tourSlugOf(file)));
  for (const { file } of kept.pages) routes.add(`/${path.basename(file, '.md')}`);
  for (const { file, raw } of kept.blog) {
    if (!preview && typeof raw.date === 'string' && raw.date > today) continue;
    const id = typeof raw.id === 'number' ? raw.id : /^\d+/.exec(path.basename(file))?.[0];
    if (id !== undefined) routes.add(postHref(Number(id)));
  }
  const draftNote =
    (drafts.length ? ' (a draft is not published, so it cannot be linked to)' : '') +
    (scheduled.length ? ` (a post dated after today, ${today}, is not published until its day, so it cannot be linked to before then)` : '');
  const checkLink = (file: string, at: string, href: string) => {
    if (!href.startsWith('/')) return;
    const bare = href.split(/[?#]/)[0] || '/';
    if (!routes.has(bare)) r.issues.push({ file, path: at, message: `links to "${href}", which is not a page of the site${draftNote}` });
  };
  for (const d of blogEntries) for (const l of d.links) checkLink(d.post.file, l.at, l.href);
  for (const t of [...tourEntries, ...pageEntries]) renderMarkdownOnce(t.body).links.forEach((h) => checkLink(r.rel(t.file), 'body', h));
  // Every string that looks like a site path in JSON content and front matter is a link to check.
  const walkLinks = (file: string, value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (/^\/(?!\/)/.test(value) && at[at.length - 1] !== 'from') checkLink(file, at.join('.'), value);
      else if (value.includes('](/')) for (const h of renderMarkdownOnce(value).links) checkLink(file, at.join('.'), h);
    } else if (Array.isArray(value)) value.forEach((v, i) => walkLinks(file, v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkLinks(file, v, [...at, k]);
  };
  for (const [name, data] of dataFiles) if (data) walkLinks(`content/${name}`, data, []);
  for (const t of [...tourEntries, ...pageEntries]) walkLinks(r.rel(t.file), t.data, []);
  redirects?.redirects.forEach((rd, i) => {
    if (!routes.has(rd.to.split('#')[0])) r.issues.push({ file: 'content/redirects.json', path: `redirects.${i}.to`, message: `"${rd.to}" is not a page of the site${draftNote}` });
    if (routes.has(rd.from)) r.issues.push({ file: 'content/redirects.json', path: `redirects.${i}.from`, message: `"${rd.from}" is a page of the site and cannot redirect` });
  });

  for (const memo of [rendered.plain, rendered.shifted]) for (const [key, entry] of memo) if (entry.load < loadNumber - 1) memo.delete(key);

  // Copy as written (before tokens are filled) that spells out the company's name; site.json's own name fields aside.
  const nameNotes: ContentIssue[] = [];
  if (rawSite) {
    const names = [rawSite.name, rawSite.shortName];
    const { name: _name, shortName: _short, ...siteCopy } = rawSite;
    const written: [string, unknown][] = [
      ['site.json', siteCopy],
      ...Object.entries(jsonFiles)
        .filter(([k]) => k !== 'testimonials' && k !== 'redirects')
        .map(([k, v]): [string, unknown] => [`${k}.json`, v]),
      ...pageIds.map((id): [string, unknown] => [`pages/${id}.json`, rawPages[id]]),
    ];
    for (const [name, data] of written) if (data) nameNotes.push(...spelledOutNames(`content/${name}`, data, names));
    for (const { file, parsed } of [...kept.tours, ...kept.pages]) nameNotes.push(...spelledOutNames(r.rel(file), { ...parsed.raw, body: parsed.body }, names));
  }

  if (r.issues.length || !site || !gallery || !press || !team || !testimonials || !faqs || !redirects || !menus || !labels || pageIds.some((id) => !pages[id])) {
    // Files that failed validation still name photos: those are passed on too, for the build to check they can be read.
    const named = new Set(images);
    const nameIfFound = (src: string) => {
      if (!named.has(src) && !imageNameProblem(src) && existsSync(path.join(root, 'images', src))) named.add(src);
    };
    const walkNames = (value: unknown): void => {
      if (typeof value === 'string') {
        if (IMAGE_VALUE.test(value)) nameIfFound(value);
        else if (value.includes('![')) for (const img of markdownImages(value)) nameIfFound(img.url);
      } else if (Array.isArray(value)) value.forEach(walkNames);
      else if (value && typeof value === 'object') Object.values(value).forEach(walkNames);
    };
    r.refused.forEach(walkNames);
    for (const { parsed } of [...kept.tours, ...kept.blog]) if (!parsed.data) walkNames([parsed.raw, parsed.body]);
    locate(r.issues, r.sources);
    throw new ContentError(r.issues, named);
  }
  return {
    root,
    preview,
    site,
    tours,
    blog,
    blogById: new Map(blog.map((b) => [b.id, b])),
    gallery: { ...gallery, byId: galleryById },
    press,
    team: team.members,
    testimonials,
    faqs,
    redirects: redirects.redirects,
    menus,
    labels,
    pages,
    markdownPages,
    images,
    drafts,
    nameNotes,
    today,
    scheduled,
  };
}
