/** Loads content/ and checks it: every problem is thrown together, as one ContentError. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { markdownImages } from '../markdown.ts';
import type { ParseCache } from '../parseCache.ts';
import { FACT_NAMES, fillDeep, siteFacts, type FactScope } from '../facts/tokens.ts';
import { CHECKS, heldBack, type JsonFile, type LoadedSite, type PhotoRef } from '../problems/checks.ts';
import { NOTES } from '../problems/notes.ts';
import { ContentError, locate, type Problem } from '../problems/problem.ts';
import { imageNameProblem } from '../schema/imageNames.ts';
import type { Labels } from '../schema/labels.ts';
import type { faqsFileSchema, pressFileSchema, teamFileSchema, testimonialsFileSchema } from '../schema/lists.ts';
import type { Menus } from '../schema/menus.ts';
import { pageIds, type Pages } from '../schema/pages.ts';
import type { Site } from '../schema/site.ts';
import { JSON_FILES, MARKDOWN_PAGES, POSTS, TOURS, tourSlugOf, type MarkdownCollection } from './collections.ts';
import { brokenBody, dataRefs, endLoad, IMAGE_VALUE, markdownEntry } from './entries.ts';
import { Reader, withDiskCache, type MarkdownFile } from './files.ts';
import { eachString } from './walk.ts';
import { today as todayIn } from '../../lib/today.ts';

export { ContentError, formatIssue, type Problem } from '../problems/problem.ts';
export { forgetParsed } from './files.ts';

export interface LoadOptions {
  /** The dev server: drafts and placeholder text shown, marked; a build leaves drafts out and refuses placeholders. */
  preview?: boolean;
  /** The site's fixed routes (from src/routes): a link in content must name one, a tour or a post. */
  routes: readonly string[];
  cache?: ParseCache;
  /** YYYY-MM-DD (default: SITE_TODAY, else today in site.json's timeZone): later posts are scheduled. */
  today?: string;
}

export type Content = ReturnType<typeof contentOf>;

export function loadContent(root: string, opts: LoadOptions): Content {
  try {
    return withDiskCache(opts.cache, () => load(new Reader(root), opts));
  } finally {
    endLoad();
  }
}

function load(reader: Reader, opts: LoadOptions): Content {
  const site = loadSite(reader, opts);
  // Copies: locating a problem rewrites it, and a file's own problems are kept with it between loads.
  const problems = [...reader.problems, ...CHECKS.flatMap((check) => check(site))].map((p) => ({ ...p }));
  if (problems.length || site.json.length < JSON_FILES.length) {
    locate(problems, reader.sources);
    throw new ContentError(problems, namedPhotos(site, reader));
  }
  const notes = NOTES.flatMap((note) => note(site));
  return contentOf(site, notes);
}

function loadSite(reader: Reader, opts: LoadOptions): LoadedSite {
  const preview = !!opts.preview;
  const written = new Map(JSON_FILES.map((c) => [c.name, reader.json(c.name, c.schema, c.optional)]));
  reportStrayPageFiles(reader);
  const drafts: string[] = [];
  const [tourFiles, postFiles, pageFiles] = [TOURS, POSTS, MARKDOWN_PAGES].map((c) =>
    reader.markdown(c, preview, drafts),
  );
  const rawSite = written.get('site.json') as Site | undefined;
  // Without a valid site.json the build stops anyway; UTC stands in for its zone meanwhile.
  const today = opts.today ?? todayIn(rawSite?.timeZone ?? 'UTC');
  const own = (file: MarkdownFile) => ({
    maxGroup: (file.data!.maxGroup as number | undefined) ?? rawSite?.prices.privateMaxGuests ?? 0,
  });
  // A tour file with a mistake still answers for its own facts, so copy quoting them is not reported as well.
  const scope: FactScope = {
    // Without a valid site.json the values are unknown, but token names are still checked.
    site: rawSite ? siteFacts(rawSite) : Object.fromEntries(FACT_NAMES.map((n) => [n, `{${n}}`])),
    tours: new Map(tourFiles.valid.map((file) => [tourSlugOf(file.file), own(file)])),
  };
  for (const { file, raw } of tourFiles.kept)
    if (!scope.tours.has(tourSlugOf(file)))
      scope.tours.set(tourSlugOf(file), { maxGroup: typeof raw.maxGroup === 'number' ? raw.maxGroup : 0 });
  const json = fillJson(written, scope);
  const filled = (name: string) => jsonData(json, name);
  const siteData = filled('site.json') as Site | undefined;
  // An entry is kept between loads while its file and all it is made with are unchanged.
  const common = JSON.stringify([scope.site, [...scope.tours], preview, today, siteData?.fareharbor]);
  const entries = <T>(collection: MarkdownCollection<T>, files: MarkdownFile[]) =>
    files.map((file) => {
      const fileScope = collection === TOURS ? { ...scope, own: own(file) } : scope;
      const at = { file: file.file, site: siteData, today, own: fileScope.own };
      const key = JSON.stringify([common, fileScope.own ?? null]);
      return markdownEntry(file, { collection, at, scope: fileScope, key, preview });
    });
  const kept = { tours: tourFiles.kept, blog: postFiles.kept, pages: pageFiles.kept };
  const site: Omit<LoadedSite, 'photos'> = {
    root: reader.root,
    preview,
    today,
    routes: opts.routes,
    rawSite,
    site: siteData,
    json,
    gallery: filled('gallery.json') as LoadedSite['gallery'],
    pages: Object.fromEntries(pageIds.map((id) => [id, filled(`pages/${id}.json`)]).filter(([, page]) => page)),
    redirects: (written.get('redirects.json') as Pick<LoadedSite, 'redirects'> | undefined)?.redirects,
    tours: entries(TOURS, tourFiles.valid),
    posts: entries(POSTS, postFiles.valid),
    markdownPages: entries(MARKDOWN_PAGES, pageFiles.valid),
    kept,
    brokenBodies: [...kept.tours, ...kept.blog, ...kept.pages]
      .filter((file) => !file.data && file.body)
      .map((file) => ({ file: file.file, ...brokenBody(file, scope) })),
    drafts,
  };
  return { ...site, photos: photoRefs(site) };
}

/** Every photo named, in the order the files are read; each file is looked for once, however many name it. */
function photoRefs(site: Omit<LoadedSite, 'photos'>): PhotoRef[] {
  const onDisk = new Map<string, boolean>();
  const lookUp = (src: string) => {
    if (!onDisk.has(src)) onDisk.set(src, existsSync(path.join(site.root, 'images', src)));
    return onDisk.get(src)!;
  };
  const named = (file: string, images: readonly { at: string; src: string }[], publish = true) =>
    images.map(({ at, src }) => ({ file, at, src, publish, exists: lookUp(src) }));
  return [
    ...site.json.flatMap(({ file, refs }) => (refs ? named(file, refs.images) : [])),
    ...[...site.tours, ...site.markdownPages].flatMap((entry) => named(entry.source.file, entry.images)),
    ...site.posts.flatMap((entry) => named(entry.source.file, entry.images, !heldBack(site, entry.item))),
    ...site.brokenBodies.flatMap((body) => named(body.file, body.images)),
  ];
}

/** The photos a build publishes: those that exist, named by what is published. */
const publishedPhotos = (site: LoadedSite) =>
  site.photos.filter((ref) => ref.exists && ref.publish).map((ref) => ref.src);

function reportStrayPageFiles(reader: Reader): void {
  const pagesDir = path.join(reader.root, 'pages');
  if (!existsSync(pagesDir)) return;
  const copyFiles = pageIds.map((p) => `${p}.json`);
  for (const name of readdirSync(pagesDir)) {
    if (name.startsWith('.') || name.endsWith('.md') || copyFiles.includes(name)) continue;
    const message = `no page uses this file (page copy files: ${copyFiles.join(', ')}; a page of its own is written in Markdown, {name}.md)`;
    reader.add(path.join(pagesDir, name), '', message);
  }
}

/** The valid JSON files with their fact tokens filled (a file of addresses as it is). */
function fillJson(written: Map<string, unknown>, scope: FactScope): JsonFile[] {
  return JSON_FILES.filter(({ name }) => written.get(name)).map(({ name, addresses, quotes, slotsAt }) => {
    const [raw, file, tokens] = [written.get(name), `content/${name}`, [] as Problem[]];
    if (addresses) return { file, raw, data: raw, addresses, quotes, tokens };
    const data = fillDeep(raw, { ...scope, slotsAt }, (at, message) => tokens.push({ file, path: at, message }));
    return { file, raw, data, addresses, quotes, tokens, refs: dataRefs(file, data) };
  });
}

/** The photos that exist, for a failed build to check they can be read: files that failed validation name them too. */
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

const jsonData = (json: JsonFile[], name: string) => json.find((j) => j.file === `content/${name}`)?.data;

function contentOf(site: LoadedSite, nameNotes: Problem[]) {
  const data = <T>(name: string) => jsonData(site.json, name) as T;
  const published = site.posts.filter((post) => !heldBack(site, post.item)).map((post) => post.item);
  // ISO days sort as plain strings (localeCompare is much slower over thousands of posts).
  const blog = published.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const gallery = site.gallery!;
  return {
    root: site.root,
    preview: site.preview,
    site: site.site!,
    tours: site.tours.map((t) => t.item).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
    /** Newest first. */
    blog,
    blogById: new Map(blog.map((b) => [b.id, b])),
    gallery: { ...gallery, byId: new Map([...gallery.tour, ...gallery.fans].map((g) => [g.id, g])) },
    press: data<z.infer<typeof pressFileSchema>>('press.json'),
    team: data<z.infer<typeof teamFileSchema>>('team.json').members,
    testimonials: data<z.infer<typeof testimonialsFileSchema>>('testimonials.json'),
    faqs: data<z.infer<typeof faqsFileSchema>>('faqs.json'),
    redirects: site.redirects!,
    menus: data<Menus>('menus.json'),
    /** {slots} left for the page to fill. */
    labels: data<Labels>('labels.json'),
    pages: site.pages as Pages,
    markdownPages: site.markdownPages.map((page) => page.item),
    /** Every image published, relative to content/images. */
    images: new Set(publishedPhotos(site)),
    /** Left out of a published build (e.g. content/blog/17-x.md). */
    drafts: site.drafts,
    /** Copy that spells out the company's name instead of {name}. */
    nameNotes,
    today: site.today,
    /** Posts dated after `today`: left out of a published build until their day. */
    scheduled: site.posts
      .filter((post) => heldBack(site, post.item))
      .map(({ item }) => ({ file: item.file, date: item.date })),
  };
}
