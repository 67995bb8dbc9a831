/**
 * Loads content/ and checks it (docs/development.md, "Content checks"), every problem thrown together as one
 * ContentError. A published build leaves out every draft and refuses placeholder text; a preview (the dev server)
 * shows drafts and unfinished files, marked as such.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  pageIds,
  type BlogFrontMatter,
  type BlogPost,
  type galleryFileSchema,
  type faqsFileSchema,
  type GalleryImage,
  type Labels,
  type MarkdownPage,
  type markdownPageSchema,
  type Menus,
  type PageId,
  type Pages,
  type pressFileSchema,
  type Redirect,
  type Site,
  type teamFileSchema,
  type testimonialsFileSchema,
  type Tour,
  type TourFrontMatter,
} from './schema.ts';
import { FACT_NAMES, fillDeep, siteFacts, type FactScope } from './facts.ts';
import { ContentError, type ContentIssue } from './read.ts';
import type { ParseCache } from './parseCache.ts';
import { imageNameProblem } from './imageNames.ts';
import { markdownImages } from './markdown.ts';
import {
  brokenBody,
  dataRefs,
  IMAGE_VALUE,
  markdownEntry,
  withMarkdownCache,
  type MarkdownEntry,
} from './markdownFile.ts';
import { Reader } from './reader.ts';
import { locate } from './locate.ts';
import { eachString } from './walk.ts';
import {
  JSON_FILES,
  MARKDOWN_PAGES,
  pageHref,
  POSTS,
  TOURS,
  tourSlugOf,
  type MarkdownCollection,
} from './collections.ts';
import type { Check, JsonFile, KeptFile, LoadedSite, TourData } from './loaded.ts';
import { heldBack } from './loaded.ts';
import { placeholders } from './checks/placeholders.ts';
import { tourKinds } from './checks/tourKinds.ts';
import { factTokens } from './checks/factTokens.ts';
import { contrast } from './checks/contrast.ts';
import { markdownFiles } from './checks/markdownFiles.ts';
import { descriptions } from './checks/descriptions.ts';
import { jsonCopy } from './checks/jsonCopy.ts';
import { photos, publishedPhotos } from './checks/photos.ts';
import { ids } from './checks/ids.ts';
import { pageAddresses } from './checks/pageAddresses.ts';
import { links } from './checks/links.ts';
import { names } from './checks/names.ts';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { postHref, tourHref } from '../lib/sitePaths.ts';
import { today as todayIn } from '../lib/today.ts';

export { ContentError, formatIssue, forgetParsed, type ContentIssue } from './read.ts';

/** What no single file's schema can see, checked in this order (each check is a file of checks/). */
const CHECKS: Check[] = [
  placeholders,
  tourKinds,
  factTokens,
  contrast,
  markdownFiles,
  descriptions,
  jsonCopy,
  photos,
  ids,
  pageAddresses,
  links,
];

/** Notes the build prints without stopping. */
const NOTES: Check[] = [names];

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

export function loadContent(root: string, opts: LoadOptions): Content {
  return withMarkdownCache(opts.cache, () => load(root, opts));
}

function load(root: string, opts: LoadOptions): Content {
  const reader = new Reader(root);
  const site = loadSite(reader, opts);
  reader.issues.push(...CHECKS.flatMap((check) => check(site)));
  if (reader.issues.length || site.json.length < JSON_FILES.length) {
    locate(reader.issues, reader.sources);
    throw new ContentError(reader.issues, namedPhotos(site, reader));
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
    const data = reader.json(name, schema, { optional });
    if (data) written.set(name, data);
  }
  reportStrayPageFiles(reader);
  const drafts: string[] = [];
  const read = (collection: MarkdownCollection) => readMarkdown(reader, collection, preview, drafts);
  const [tourFiles, postFiles, pageFiles] = [read(TOURS), read(POSTS), read(MARKDOWN_PAGES)];
  const rawSite = written.get('site.json') as Site | undefined;
  // Without a valid site.json the build stops anyway; UTC stands in for its zone meanwhile.
  const today = opts.today ?? todayIn(rawSite?.timeZone ?? 'UTC');
  const tourData = tourFiles.valid.map(({ file, parsed }): TourData => {
    const tour = parsed.data as TourFrontMatter;
    return { ...tour, slug: tourSlugOf(file), maxGroup: tour.maxGroup ?? rawSite?.prices.privateMaxGuests ?? 0 };
  });
  const scope = factScope(rawSite, tourData, tourFiles.kept);
  const { json, problems } = fillJson(written, scope);
  // Everything derived from one file alone is kept between loads while the file and the facts are unchanged.
  const scopeKey = JSON.stringify([scope.site, [...scope.tours]]);
  const common = { scopeKey, preview, today };
  const tours = tourFiles.valid.map(({ absolute, file, parsed }, i) =>
    markdownEntry(absolute, file, parsed, {
      ...common,
      prepare: () => tourData[i],
      scope: { ...scope, own: { maxGroup: tourData[i].maxGroup } },
    }),
  );
  const markdownPages = pageFiles.valid.map(({ absolute, file, parsed }) =>
    markdownEntry<z.infer<typeof markdownPageSchema>>(absolute, file, parsed, { ...common, scope }),
  );
  const posts = postFiles.valid.map(({ absolute, file, parsed }) =>
    markdownEntry<BlogFrontMatter>(absolute, file, parsed, {
      ...common,
      scope,
      shiftHeadings: true,
      make: (entry) => postOf(entry, today),
    }),
  ) as LoadedSite['posts'];
  const kept = { tours: tourFiles.kept, blog: postFiles.kept, pages: pageFiles.kept };
  const brokenBodies = [...kept.tours, ...kept.blog, ...kept.pages]
    .filter(({ parsed }) => !parsed.data && parsed.body)
    .map(({ file, parsed }) => ({ file, ...brokenBody(parsed, scope) }));
  const filled = (name: string) => json.find((j) => j.file === `content/${name}`)?.data;
  const pages: Partial<Pages> = {};
  for (const id of pageIds)
    if (filled(`pages/${id}.json`)) (pages as Record<PageId, unknown>)[id] = filled(`pages/${id}.json`);
  return {
    root: reader.root,
    preview,
    today,
    routes: opts.routes,
    rawSite,
    site: filled('site.json') as Site | undefined,
    json,
    gallery: filled('gallery.json') as LoadedSite['gallery'],
    pages,
    redirects: (written.get('redirects.json') as { redirects: Redirect[] } | undefined)?.redirects,
    jsonFactProblems: problems,
    scope,
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
 * A folder of Markdown files: those published (or previewed), valid or not, and those valid with a valid name.
 * A published build skips drafts entirely, so a half-written draft never blocks it.
 */
function readMarkdown(
  reader: Reader,
  collection: MarkdownCollection,
  preview: boolean,
  drafts: string[],
): { kept: KeptFile[]; valid: KeptFile[] } {
  if (collection.optional && !existsSync(path.join(reader.root, collection.dir))) return { kept: [], valid: [] };
  const kept: KeptFile[] = [];
  for (const { file: absolute, parsed } of reader.markdownDir(collection.dir, collection.schema, collection.others)) {
    if (parsed.raw.draft === true && !preview) {
      drafts.push(reader.rel(absolute));
      continue;
    }
    kept.push({ absolute, file: reader.rel(absolute), parsed });
    for (const issue of parsed.issues) reader.add(absolute, issue.path, issue.message);
  }
  const valid = kept.filter(({ absolute, parsed }) => {
    if (!parsed.data) return false;
    if (!collection.fileName || collection.fileName.rule.test(path.basename(absolute))) return true;
    reader.add(absolute, '', collection.fileName.message);
    return false;
  });
  return { kept, valid };
}

/** The facts copy can quote: the site's, and each tour's own (a tour file with a mistake still answers for its own, so copy quoting it is not reported as well). */
function factScope(rawSite: Site | undefined, tours: TourData[], kept: KeptFile[]): FactScope {
  const scope: FactScope = {
    // Without a valid site.json the values are unknown, but token names are still checked.
    site: rawSite ? siteFacts(rawSite) : Object.fromEntries(FACT_NAMES.map((n) => [n, `{${n}}`])),
    tours: new Map(tours.map((t) => [t.slug, { maxGroup: t.maxGroup }])),
  };
  for (const { file, parsed } of kept) {
    const { raw } = parsed;
    if (!scope.tours.has(tourSlugOf(file)))
      scope.tours.set(tourSlugOf(file), { maxGroup: typeof raw.maxGroup === 'number' ? raw.maxGroup : 0 });
  }
  return scope;
}

/** The valid JSON files with their fact tokens filled (a file of addresses as it is), and the tokens that name no fact. */
function fillJson(written: Map<string, unknown>, scope: FactScope): { json: JsonFile[]; problems: ContentIssue[] } {
  const problems: ContentIssue[] = [];
  const json: JsonFile[] = [];
  for (const { name, addresses, quotes, slotsAt } of JSON_FILES) {
    const raw = written.get(name);
    if (raw === undefined) continue;
    const file = `content/${name}`;
    const data = addresses
      ? raw
      : fillDeep(raw, { ...scope, slotsAt }, (at, message) => problems.push({ file, path: at, message }));
    json.push({ file, raw, data, addresses, quotes, refs: addresses ? undefined : dataRefs(data) });
  }
  return { json, problems };
}

/** A post as pages show it. */
function postOf(entry: MarkdownEntry<BlogFrontMatter>, today: string): BlogPost {
  const { data } = entry;
  return {
    ...data,
    html: entry.html,
    file: entry.file,
    href: postHref(data.id),
    readingMinutes: entry.minutes,
    unfinished: entry.placeholders.length > 0,
    scheduled: data.date > today,
  };
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
  for (const { parsed } of [...site.kept.tours, ...site.kept.blog]) if (!parsed.data) look([parsed.raw, parsed.body]);
  return named;
}

/** The content pages render, once every check passed. */
function contentOf(site: LoadedSite, nameNotes: ContentIssue[]): Content {
  const data = (name: string) => site.json.find((j) => j.file === `content/${name}`)!.data;
  const { site: siteData, gallery } = site as Required<Pick<LoadedSite, 'site' | 'gallery'>> & LoadedSite;
  const published = site.posts.filter((post) => !heldBack(site, post.item));
  const blog = published
    .map((post) => post.item)
    // ISO days sort as plain strings (localeCompare is much slower over thousands of posts).
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const tours: Tour[] = site.tours
    .map(({ file, data, html, placeholders }) => ({
      ...data,
      itemId: data.itemId || undefined,
      html,
      bookingUrl: bookingPageUrl(siteData.fareharbor, data.itemId || undefined),
      href: tourHref(data.slug),
      file,
      unfinished: placeholders.length > 0,
    }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  const markdownPages: MarkdownPage[] = site.markdownPages.map(({ file, data, html, placeholders }) => {
    const href = pageHref(file);
    return { ...data, name: href.slice(1), href, html, file, unfinished: placeholders.length > 0 };
  });
  return {
    root: site.root,
    preview: site.preview,
    site: siteData,
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
    markdownPages,
    images: new Set(publishedPhotos(site)),
    drafts: site.drafts,
    nameNotes,
    today: site.today,
    scheduled: site.posts
      .filter((post) => heldBack(site, post.item))
      .map(({ item }) => ({ file: item.file, date: item.date })),
  };
}
