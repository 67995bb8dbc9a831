/**
 * Loads content/ and checks it (docs/development.md, "Content checks"), every problem thrown together as one
 * ContentError. A published build leaves out every draft and refuses placeholder text; a preview (the dev server)
 * shows drafts and unfinished files, marked as such.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { markdownImages } from '../markdown.ts';
import type { ParseCache } from '../parseCache.ts';
import { FACT_NAMES, fillDeep, siteFacts, type FactScope } from '../facts/tokens.ts';
import { CHECKS, heldBack, publishedPhotos, type JsonFile, type LoadedSite } from '../problems/checks.ts';
import { NOTES } from '../problems/notes.ts';
import { ContentError, locate, type Problem } from '../problems/problem.ts';
import { imageNameProblem } from '../schema/imageNames.ts';
import type { Labels } from '../schema/labels.ts';
import type {
  faqsFileSchema,
  GalleryImage,
  pressFileSchema,
  testimonialsFileSchema,
  TeamMember,
} from '../schema/lists.ts';
import type { Menus, Redirect } from '../schema/menus.ts';
import { pageIds, type MarkdownPage, type PageId, type Pages } from '../schema/pages.ts';
import type { BlogPost } from '../schema/posts.ts';
import type { Site } from '../schema/site.ts';
import type { Tour } from '../schema/tours.ts';
import { JSON_FILES, MARKDOWN_PAGES, POSTS, TOURS, tourSlugOf, type MarkdownCollection } from './collections.ts';
import { brokenBody, dataRefs, endLoad, IMAGE_VALUE, markdownEntry } from './entries.ts';
import { Reader, withDiskCache, type MarkdownFile } from './files.ts';
import { eachString } from './walk.ts';
import { today as todayIn } from '../../lib/today.ts';

export { ContentError, formatIssue, type Problem } from '../problems/problem.ts';
export { forgetParsed } from './files.ts';

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
  gallery: LoadedSite['gallery'] & { byId: Map<number, GalleryImage> };
  press: z.infer<typeof pressFileSchema>;
  team: TeamMember[];
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
  nameNotes: Problem[];
  /** The day this content was loaded for (YYYY-MM-DD, in the company's time zone). */
  today: string;
  /** Posts dated after `today`: left out of a published build until their day, shown marked in a preview. */
  scheduled: { file: string; date: string }[];
}

export function loadContent(root: string, opts: LoadOptions): Content {
  try {
    return withDiskCache(opts.cache, () => load(root, opts));
  } finally {
    endLoad();
  }
}

function load(root: string, opts: LoadOptions): Content {
  const reader = new Reader(root);
  const site = loadSite(reader, opts);
  // Copies: locating a problem rewrites it, and a file's own problems are kept with it between loads.
  const problems = [...reader.problems, ...CHECKS.flatMap((check) => check(site))].map((p) => ({ ...p }));
  if (problems.length || site.json.length < JSON_FILES.length) {
    locate(problems, reader.sources);
    throw new ContentError(problems, namedPhotos(site, reader));
  }
  return contentOf(
    site,
    NOTES.flatMap((note) => note(site)),
  );
}

/** Reads every file and makes what the checks read: JSON files filled, Markdown files' entries. */
function loadSite(reader: Reader, opts: LoadOptions): LoadedSite {
  const preview = !!opts.preview;
  const written = new Map<string, unknown>();
  for (const { name, schema, optional } of JSON_FILES) {
    const data = reader.json(name, schema, optional);
    if (data) written.set(name, data);
  }
  reportStrayPageFiles(reader);
  const drafts: string[] = [];
  const read = (collection: MarkdownCollection) => readMarkdown(reader, collection, preview, drafts);
  const [tourFiles, postFiles, pageFiles] = [read(TOURS), read(POSTS), read(MARKDOWN_PAGES)];
  const rawSite = written.get('site.json') as Site | undefined;
  // Without a valid site.json the build stops anyway; UTC stands in for its zone meanwhile.
  const today = opts.today ?? todayIn(rawSite?.timeZone ?? 'UTC');
  const ownFacts = (file: MarkdownFile) => ({
    maxGroup: (file.data!.maxGroup as number | undefined) ?? rawSite?.prices.privateMaxGuests ?? 0,
  });
  const scope = factScope(rawSite, tourFiles.valid.map(ownFacts), tourFiles);
  const json = fillJson(written, scope);
  const filled = (name: string) => json.find((j) => j.file === `content/${name}`)?.data;
  const siteData = filled('site.json') as Site | undefined;
  // Everything derived from one file alone is kept between loads while the file and what it is made with are unchanged.
  const common = JSON.stringify([scope.site, [...scope.tours], preview, today, siteData?.fareharbor]);
  const entries = <T>(collection: MarkdownCollection<T>, files: MarkdownFile[], own?: typeof ownFacts) =>
    files.map((file) => {
      const fileScope = own ? { ...scope, own: own(file) } : scope;
      const at = { file: file.file, site: siteData, today, own: fileScope.own };
      return markdownEntry(file, {
        scope: fileScope,
        key: JSON.stringify([common, fileScope.own ?? null]),
        preview,
        shiftHeadings: collection.shiftHeadings,
        make: (data, body) => collection.make(data as never, body, at),
      });
    });
  const tours = entries(TOURS, tourFiles.valid, ownFacts);
  const posts = entries(POSTS, postFiles.valid);
  const markdownPages = entries(MARKDOWN_PAGES, pageFiles.valid);
  const kept = { tours: tourFiles.kept, blog: postFiles.kept, pages: pageFiles.kept };
  const brokenBodies = [...kept.tours, ...kept.blog, ...kept.pages]
    .filter((file) => !file.data && file.body)
    .map((file) => ({ file: file.file, ...brokenBody(file, scope) }));
  const pages: Partial<Pages> = {};
  for (const id of pageIds)
    if (filled(`pages/${id}.json`)) (pages as Record<PageId, unknown>)[id] = filled(`pages/${id}.json`);
  return {
    root: reader.root,
    preview,
    today,
    routes: opts.routes,
    rawSite,
    site: siteData,
    json,
    gallery: filled('gallery.json') as LoadedSite['gallery'],
    pages,
    redirects: (written.get('redirects.json') as { redirects: Redirect[] } | undefined)?.redirects,
    tours,
    posts,
    markdownPages,
    kept,
    brokenBodies,
    drafts,
  };
}

/** Files in content/pages/ that are no page's copy file and no Markdown page. */
function reportStrayPageFiles(reader: Reader): void {
  const pagesDir = path.join(reader.root, 'pages');
  if (!existsSync(pagesDir)) return;
  for (const name of readdirSync(pagesDir)) {
    if (name.startsWith('.') || name.endsWith('.md') || pageIds.includes(name.replace(/\.json$/, '') as PageId))
      continue;
    reader.add(
      path.join(pagesDir, name),
      '',
      `no page uses this file (page copy files: ${pageIds.map((p) => `${p}.json`).join(', ')}; a page of its own is written in Markdown, {name}.md)`,
    );
  }
}

/**
 * A folder's Markdown files published (or previewed), valid or not, each file's problems reported, and those valid
 * with a valid name. A published build skips drafts entirely, so a half-written draft never blocks it.
 */
function readMarkdown(reader: Reader, collection: MarkdownCollection, preview: boolean, drafts: string[]) {
  if (collection.optional && !existsSync(path.join(reader.root, collection.dir))) return { kept: [], valid: [] };
  const kept: MarkdownFile[] = [];
  for (const file of reader.markdownDir(collection.dir, collection.schema, collection.others)) {
    if (file.raw.draft === true && !preview) drafts.push(file.file);
    else {
      kept.push(file);
      reader.problems.push(...file.problems);
    }
  }
  const valid = kept.filter((file) => {
    if (!file.data) return false;
    if (!collection.fileName || collection.fileName.rule.test(path.basename(file.absolute))) return true;
    reader.add(file.absolute, '', collection.fileName.message);
    return false;
  });
  return { kept, valid };
}

/** The facts copy can quote: the site's, and each tour's own (a tour file with a mistake still answers for its own, so copy quoting it is not reported as well). */
function factScope(
  rawSite: Site | undefined,
  valid: { maxGroup: number }[],
  tours: { kept: MarkdownFile[]; valid: MarkdownFile[] },
): FactScope {
  const scope: FactScope = {
    // Without a valid site.json the values are unknown, but token names are still checked.
    site: rawSite ? siteFacts(rawSite) : Object.fromEntries(FACT_NAMES.map((n) => [n, `{${n}}`])),
    tours: new Map(tours.valid.map((t, i) => [tourSlugOf(t.file), valid[i]])),
  };
  for (const { file, raw } of tours.kept)
    if (!scope.tours.has(tourSlugOf(file)))
      scope.tours.set(tourSlugOf(file), { maxGroup: typeof raw.maxGroup === 'number' ? raw.maxGroup : 0 });
  return scope;
}

/** The valid JSON files with their fact tokens filled (a file of addresses as it is), and the tokens that name no fact. */
function fillJson(written: Map<string, unknown>, scope: FactScope): JsonFile[] {
  return JSON_FILES.filter(({ name }) => written.has(name)).map(({ name, addresses, quotes, slotsAt }) => {
    const raw = written.get(name);
    const file = `content/${name}`;
    const tokens: Problem[] = [];
    if (addresses) return { file, raw, data: raw, addresses, quotes, tokens };
    const data = fillDeep(raw, { ...scope, slotsAt }, (at, message) => tokens.push({ file, path: at, message }));
    return { file, raw, data, addresses, quotes, tokens, refs: dataRefs(file, data) };
  });
}

/** The photos content names that exist, for a failed build to check they can be read: files that failed validation still name photos. */
function namedPhotos(site: LoadedSite, reader: Reader): Set<string> {
  const named = new Set(publishedPhotos(site));
  const nameIfFound = (src: string) => {
    if (!named.has(src) && !imageNameProblem(src) && existsSync(path.join(site.root, 'images', src))) named.add(src);
  };
  const look = (value: unknown) =>
    eachString(value, (text) => {
      if (IMAGE_VALUE.test(text)) nameIfFound(text);
      else if (text.includes('![')) for (const image of markdownImages(text)) nameIfFound(image.url);
    });
  reader.refused.forEach(look);
  for (const file of [...site.kept.tours, ...site.kept.blog]) if (!file.data) look([file.raw, file.body]);
  return named;
}

/** The content pages render, once every check passed. */
function contentOf(site: LoadedSite, nameNotes: Problem[]): Content {
  const data = (name: string) => site.json.find((j) => j.file === `content/${name}`)!.data;
  const published = site.posts.filter((post) => !heldBack(site, post.item)).map((post) => post.item);
  // ISO days sort as plain strings (localeCompare is much slower over thousands of posts).
  const blog = published.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const tours = site.tours.map((t) => t.item).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  const gallery = site.gallery!;
  return {
    root: site.root,
    preview: site.preview,
    site: site.site!,
    tours,
    blog,
    blogById: new Map(blog.map((b) => [b.id, b])),
    gallery: { ...gallery, byId: new Map([...gallery.tour, ...gallery.fans].map((g) => [g.id, g])) },
    press: data('press.json') as Content['press'],
    team: (data('team.json') as { members: Content['team'] }).members,
    testimonials: data('testimonials.json') as Content['testimonials'],
    faqs: data('faqs.json') as Content['faqs'],
    redirects: site.redirects!,
    menus: data('menus.json') as Menus,
    labels: data('labels.json') as Labels,
    pages: site.pages as Pages,
    markdownPages: site.markdownPages.map((page) => page.item),
    images: new Set(publishedPhotos(site)),
    drafts: site.drafts,
    nameNotes,
    today: site.today,
    scheduled: site.posts
      .filter((post) => heldBack(site, post.item))
      .map(({ item }) => ({ file: item.file, date: item.date })),
  };
}
