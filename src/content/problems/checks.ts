/**
 * What no single file's schema can see: checks over everything loaded, each returning every problem it finds. A
 * reference into a file that failed validation is not checked: its own problem is reported, not one per reference.
 */
import { placeholders as placeholdersIn, type Entry, type Refs } from '../load/entries.ts';
import type { MarkdownFile } from '../load/files.ts';
import { pageHref, postIdOfFile, tourSlugOf, type JsonCollection } from '../load/collections.ts';
import type { galleryFileSchema } from '../schema/lists.ts';
import type { Redirect } from '../schema/menus.ts';
import { pageIds, type MarkdownPage, type Pages } from '../schema/pages.ts';
import type { BlogPost } from '../schema/posts.ts';
import type { Site } from '../schema/site.ts';
import { PUBLIC_TOUR_FIELDS, type Tour } from '../schema/tours.ts';
import type { z } from 'zod';
import type { Problem } from './problem.ts';
import { nearest } from './suggest.ts';
import { colourPairs, contrastRatio, MIN_TEXT_CONTRAST } from '../../lib/palette.ts';
import { postHref, tourHref } from '../../lib/sitePaths.ts';

/** A JSON file that passed its schema, as written (raw) and with its fact tokens filled (data). */
export interface JsonFile extends Pick<JsonCollection, 'addresses' | 'quotes'> {
  file: string;
  raw: unknown;
  data: unknown;
  /** Fact tokens that name no fact. */
  tokens: Problem[];
  /** None for a file of addresses. */
  refs?: Refs;
}

/** A photo content names; `publish` is false for a post not published yet. */
export type PhotoRef = { file: string; at: string; src: string; publish: boolean; exists: boolean };

/** What the checks read: every file of content/ as written and with its fact tokens filled. */
export interface LoadedSite {
  root: string;
  preview: boolean;
  today: string;
  /** The site's fixed routes (found in src/routes). */
  routes: readonly string[];
  /** site.json as written, and filled (none when it failed its schema); the other files that passed theirs. */
  rawSite?: Site;
  site?: Site;
  json: JsonFile[];
  gallery?: z.infer<typeof galleryFileSchema>;
  pages: Partial<Pages>;
  redirects?: Redirect[];
  /** Valid Markdown files with a valid name, in file-name order. */
  tours: Entry<Tour>[];
  posts: Entry<BlogPost>[];
  markdownPages: Entry<MarkdownPage>[];
  /** The Markdown files published or previewed, valid or not. */
  kept: { tours: MarkdownFile[]; blog: MarkdownFile[]; pages: MarkdownFile[] };
  /** Bodies of kept files whose front matter failed: still checked, so every problem is reported at once. */
  brokenBodies: ({ file: string } & Refs)[];
  /** In the order the files are read. */
  photos: PhotoRef[];
  drafts: string[];
}

export type Check = (site: LoadedSite) => Problem[];

/** A post dated after today: checked like every other, left out of a build until its day. */
export const heldBack = (site: Pick<LoadedSite, 'preview'>, post: BlogPost): boolean => post.scheduled && !site.preview;

/** Refused even in a preview, as a JSON file cannot be a draft. */
const placeholders: Check = (site) =>
  site.json.flatMap(({ file, raw }) =>
    placeholdersIn(raw).map((p) => ({ file, path: p.path, message: `${p.what} must be replaced` })),
  );

/** Fields of a tour file that only a public tour's page shows. */
const PRIVATE_UNUSED = [...PUBLIC_TOUR_FIELDS, 'durationMinutes', 'galleryIds', 'testimonials', 'faqs'] as const;
const NOT_SHOWN =
  'not shown for the private tour, whose page is laid out by content/pages/private-tour.json: remove it, or move the copy there';

/** A public tour's page needs fields the schema leaves optional; the private tour's page would never show them. */
const tourKinds: Check = (site) => {
  const problems: Problem[] = [];
  for (const { source } of site.tours) {
    const data = source.data!;
    const add = (path: string, message: string) => problems.push({ file: source.file, path, message });
    if (data.kind === 'public') {
      for (const key of ['maxGroup', ...PUBLIC_TOUR_FIELDS] as const)
        if (data[key] === undefined) add(key, 'a public tour needs it (its page shows it)');
      continue;
    }
    const groups = 'the private tour takes groups from prices.privateMinGuests to privateMaxGuests in site.json';
    if (data.maxGroup !== undefined) add('maxGroup', `${groups}: remove maxGroup here`);
    for (const key of PRIVATE_UNUSED) {
      const value = data[key];
      if (value !== undefined && !(Array.isArray(value) && !value.length)) add(key, NOT_SHOWN);
    }
    if (source.body.trim()) add('body', NOT_SHOWN);
  }
  const privateTours = site.tours.filter((t) => t.item.kind === 'private').map((t) => t.item.file);
  for (const file of privateTours.slice(1)) {
    const message = `only one tour can be private: the private tour page presents a single custom offer (${privateTours[0]} is already private)`;
    problems.push({ file, path: 'kind', message });
  }
  return problems;
};

/** Every surface is light, so a colour that fails is too light. */
const contrast: Check = ({ site }) =>
  site
    ? colourPairs(site.colors).flatMap((pair) => {
        const ratio = contrastRatio(pair.text, pair.on);
        if (ratio >= MIN_TEXT_CONTRAST) return [];
        const message = `${pair.text} on ${pair.on} (${pair.where}) has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs ${MIN_TEXT_CONTRAST}:1 for text: choose a darker colour`;
        return [{ file: 'content/site.json', path: `colors.${pair.field}`, message }];
      })
    : [];

/** Search descriptions are cut off past about 160 characters; past 200 is a mistake (counted once tokens are filled). */
const descriptions: Check = (site) => {
  const MAX = 200;
  if (!site.site) return [];
  const found = [
    ...pageIds.map((id) => [`content/pages/${id}.json`, 'description', site.pages[id]?.description] as const),
    ...site.tours.map(({ item }) => [item.file, 'seoDescription', item.seoDescription] as const),
    ...site.markdownPages.map(({ item }) => [item.file, 'description', item.description] as const),
  ];
  return found.flatMap(([file, path, text]) => {
    if (text === undefined || text.length <= MAX) return [];
    const message = `keep the description under ${MAX} characters (it has ${text.length} once fact tokens are filled)`;
    return [{ file, path, message }];
  });
};

const photos: Check = (site) =>
  site.photos
    .filter((ref) => !ref.exists)
    .map(({ file, at, src }) => ({ file, path: at, message: `image "${src}" does not exist in content/images/` }));

/** A problem for each item whose id an earlier one already has. */
function duplicates<T>(items: { file: string; id: T; at: string }[], what: string): Problem[] {
  const first = new Map<T, string>();
  const problems: Problem[] = [];
  for (const { file, id, at } of items) {
    const previous = first.get(id);
    if (previous)
      problems.push({ file, path: at, message: `duplicate ${what} ${String(id)} (also used in ${previous})` });
    else first.set(id, file);
  }
  return problems;
}

/** Unique posts, categories and gallery photos; each post in a declared category; each gallery id shown, a photo. */
const ids: Check = (site) => {
  const posts = site.posts.map(({ item }) => ({ file: item.file, id: item.id, at: 'id' }));
  const problems = duplicates(posts, 'blog post id');
  const categories = site.pages.blog?.categories;
  if (categories) {
    const file = 'content/pages/blog.json';
    const declared = (key: 'name' | 'slug', what: string) =>
      duplicates(
        categories.map((c, i) => ({ file, id: c[key], at: `categories.${i}.${key}` })),
        what,
      );
    problems.push(...declared('name', 'category name'), ...declared('slug', 'category address'));
    const names = categories.map((c) => c.name);
    for (const { item } of site.posts) {
      if (names.includes(item.category)) continue;
      const guess = nearest(item.category, names);
      const message = `"${item.category}" is not one of the blog's categories${guess ? `; did you mean "${guess}"?` : ''} (they are declared in content/pages/blog.json: ${names.join(', ')})`;
      problems.push({ file: item.file, path: 'category', message });
    }
  }
  const { gallery } = site;
  if (!gallery) return problems;
  const file = 'content/gallery.json';
  const photos = (['tour', 'fans'] as const).flatMap((list) =>
    gallery[list].map((g, i) => ({ file, id: g.id, at: `${list}.${i}.id` })),
  );
  problems.push(...duplicates(photos, 'gallery image id'));
  const known = new Set(photos.map((g) => g.id));
  const unknown = (file: string, at: string, id: number) => {
    if (!known.has(id)) problems.push({ file, path: at, message: `no gallery image has id ${id}` });
  };
  gallery.homeIds.forEach((id, i) => unknown(file, `homeIds.${i}`, id));
  for (const { item } of site.tours) item.galleryIds.forEach((id, i) => unknown(item.file, `galleryIds.${i}`, id));
  return problems;
};

const pageAddresses: Check = (site) =>
  site.markdownPages
    .filter(({ item }) => site.routes.includes(item.href))
    .map(({ item }) => ({
      file: item.file,
      path: '',
      message: `its address ${item.href} is already a page of the site: give the file another name`,
    }));

/** The site's pages: fixed routes, tours, published posts and Markdown pages. */
function sitePages(site: LoadedSite): Set<string> {
  const pages = new Set<string>([
    ...site.routes,
    ...(site.site ? site.tours.map((t) => t.item.href) : []),
    ...site.posts.filter((post) => !heldBack(site, post.item)).map((post) => post.item.href),
    ...site.markdownPages.map((page) => page.item.href),
  ]);
  // A file with a mistake still names its address, so links to it are not reported as well: one mistake, one line.
  // (Unreadable front matter: a post's file name stands in, "17-a-cat.md".)
  for (const { file } of site.kept.tours) pages.add(tourHref(tourSlugOf(file)));
  for (const { file } of site.kept.pages) pages.add(pageHref(file));
  for (const { file, raw } of site.kept.blog) {
    if (!site.preview && typeof raw.date === 'string' && raw.date > site.today) continue;
    const id = typeof raw.id === 'number' ? raw.id : postIdOfFile(file);
    if (id !== undefined) pages.add(postHref(Number(id)));
  }
  return pages;
}

/** Every site path content links to, and every redirect's target, must be a page; a redirect cannot start at one. */
const links: Check = (site) => {
  const pages = sitePages(site);
  const scheduled = site.posts.some((post) => heldBack(site, post.item));
  const why =
    (site.drafts.length ? ' (a draft is not published, so it cannot be linked to)' : '') +
    (scheduled
      ? ` (a post dated after today, ${site.today}, is not published until its day, so it cannot be linked to before then)`
      : '');
  const problems: Problem[] = [];
  const check = (file: string, links: readonly { at: string; href: string }[]) => {
    for (const { at, href } of links) {
      if (href.startsWith('/') && !pages.has(href.split(/[?#]/)[0] || '/'))
        problems.push({ file, path: at, message: `links to "${href}", which is not a page of the site${why}` });
    }
  };
  for (const { file, refs } of site.json) if (refs) check(file, refs.links);
  for (const entry of [...site.tours, ...site.markdownPages, ...site.posts]) check(entry.source.file, entry.links);
  site.redirects?.forEach(({ from, to }, i) => {
    const add = (field: string, message: string) =>
      problems.push({ file: 'content/redirects.json', path: `redirects.${i}.${field}`, message });
    if (!pages.has(to.split('#')[0])) add('to', `"${to}" is not a page of the site${why}`);
    if (pages.has(from)) add('from', `"${from}" is a page of the site and cannot redirect`);
  });
  return problems;
};

/** Every check, in the order its problems are listed. */
export const CHECKS: Check[] = [
  placeholders,
  tourKinds,
  // Unknown fact tokens in JSON files (a Markdown file's are among its own problems).
  (site) => site.json.flatMap((json) => json.tokens),
  contrast,
  // Each Markdown file's own problems, found once while it is unchanged (load/entries.ts).
  (site) =>
    [...site.tours, ...site.markdownPages, ...site.posts, ...site.brokenBodies].flatMap((entry) => entry.problems),
  descriptions,
  // Raw HTML and unpublishable images in the JSON files' Markdown.
  (site) => site.json.flatMap((json) => json.refs?.problems ?? []),
  photos,
  ids,
  pageAddresses,
  links,
];
