/**
 * Loads content/, validates every file against the schemas, then checks what
 * no single schema can see (unique ids, image files, links between files).
 * It never stops at the first problem: all of them are collected and thrown
 * together as one ContentError, one `file: field.path: message` line each.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import {
  blogPostSchema,
  faqsFileSchema,
  galleryFileSchema,
  pageSchema,
  pressFileSchema,
  redirectsFileSchema,
  siteSchema,
  teamFileSchema,
  testimonialsFileSchema,
  tourSchema,
  type BlogPost,
  type GalleryImage,
  type PageContent,
  type Redirect,
  type Site,
  type Tour,
} from './schema.ts';
import { internalLinks, markdownToHtml, readingMinutes } from './markdown.ts';
import { bookingPageUrl } from '../lib/fareharbor.ts';
import { pageIds, staticRoutes, type PageId } from './routes.ts';

export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`Content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n` + issues.map(formatIssue).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatIssue(i: ContentIssue): string {
  return `${i.file}: ${i.path || '(file)'}: ${i.message}`;
}

export interface Content {
  root: string;
  site: Site;
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
  pages: Record<PageId, PageContent>;
  /** Every image path referenced by content, relative to content/images. */
  images: Set<string>;
}

/**
 * Parsed Markdown files and rendered Markdown, kept between loads in one
 * process (the dev server, the bench) so a load re-parses only what changed.
 * Keys are the exact file text or Markdown source, so a hit is always what a
 * fresh parse would give; entries unused for two loads are dropped.
 */
interface ParsedFile {
  /** Size, modification time (ns) and inode when read: unchanged, the file is not read again. */
  stamp: string;
  text: string;
  schema: z.ZodType;
  data?: unknown;
  body?: string;
  issues: { path: string; message: string }[];
}
const parsedFiles = new Map<string, ParsedFile>();

/**
 * Forgets what was parsed from these files (absolute paths), so the next load
 * reads them again whatever their size, time and inode say: two saves within
 * one tick of the file system clock can leave all three unchanged.
 */
export function forgetParsed(files: Iterable<string>): void {
  for (const f of files) parsedFiles.delete(path.resolve(f));
}
type Rendered = { html: string; links: string[]; minutes: number; load: number };
/** Keyed by the Markdown itself: a reused file's body is the same string, whose hash V8 keeps. */
const rendered = { plain: new Map<string, Rendered>(), shifted: new Map<string, Rendered>() };
let loadNumber = 0;

/** Markdown to sanitised HTML, the internal links in it and its reading time, memoised. */
function renderMarkdown(markdown: string, shiftHeadings = false): { html: string; links: string[]; minutes: number } {
  const memo = shiftHeadings ? rendered.shifted : rendered.plain;
  let hit = memo.get(markdown);
  if (!hit) {
    const html = markdownToHtml(markdown, { shiftHeadings });
    hit = { html, links: internalLinks(html), minutes: readingMinutes(markdown), load: loadNumber };
    memo.set(markdown, hit);
  }
  hit.load = loadNumber;
  return hit;
}

/** Collects issues while files are read; `rel` names files relative to the content root. */
class Reader {
  issues: ContentIssue[] = [];
  constructor(readonly root: string) {}

  rel(file: string): string {
    return path.posix.join('content', path.relative(this.root, file).split(path.sep).join('/'));
  }

  add(file: string, fieldPath: string, message: string): void {
    this.issues.push({ file: this.rel(file), path: fieldPath, message });
  }

  parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> | undefined {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) this.add(file, issue.path.map(String).join('.'), issue.message);
    return undefined;
  }

  json<S extends z.ZodType>(name: string, schema: S): z.infer<S> | undefined {
    const file = path.join(this.root, name);
    if (!existsSync(file)) {
      this.add(file, '', 'file is missing');
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      this.add(file, '', `is not valid JSON (${(e as Error).message})`);
      return undefined;
    }
    return this.parse(file, schema, data);
  }

  markdownDir<S extends z.ZodType>(dir: string, schema: S): { file: string; data: z.infer<S>; body: string }[] {
    const full = path.join(this.root, dir);
    if (!existsSync(full)) {
      this.add(full, '', 'folder is missing');
      return [];
    }
    const out: { file: string; data: z.infer<S>; body: string }[] = [];
    for (const name of readdirSync(full).filter((n) => n.endsWith('.md')).sort()) {
      const file = path.join(full, name);
      const st = statSync(file, { bigint: true });
      const stamp = `${st.size}:${st.mtimeNs}:${st.ino}`;
      let parsed = parsedFiles.get(file);
      const text = parsed?.stamp === stamp ? parsed.text : readFileSync(file, 'utf8');
      if (!parsed || parsed.text !== text || parsed.schema !== schema) {
        parsed = { stamp, text, schema, issues: [] };
        try {
          // gray-matter caches by input string; a copy of the options object turns that off so edits are always re-read.
          const m = matter(text, {});
          const result = schema.safeParse(m.data);
          if (result.success) {
            parsed.data = result.data;
            parsed.body = m.content;
          } else {
            parsed.issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
          }
        } catch (e) {
          parsed.issues = [{ path: '', message: `front matter is not valid YAML (${(e as Error).message.split('\n')[0]})` }];
        }
        parsedFiles.set(file, parsed);
      }
      parsed.stamp = stamp;
      for (const issue of parsed.issues) this.add(file, issue.path, issue.message);
      if (parsed.data !== undefined) out.push({ file, data: parsed.data as z.infer<S>, body: parsed.body! });
    }
    return out;
  }
}

export function loadContent(root: string): Content {
  loadNumber++;
  const r = new Reader(root);
  const site = r.json('site.json', siteSchema);
  const gallery = r.json('gallery.json', galleryFileSchema);
  const press = r.json('press.json', pressFileSchema);
  const team = r.json('team.json', teamFileSchema);
  const testimonials = r.json('testimonials.json', testimonialsFileSchema);
  const faqs = r.json('faqs.json', faqsFileSchema);
  const redirects = r.json('redirects.json', redirectsFileSchema);
  const pages = {} as Record<PageId, PageContent>;
  for (const id of pageIds) {
    const page = r.json(`pages/${id}.json`, pageSchema);
    if (page) pages[id] = page;
  }
  const tourFiles = r.markdownDir('tours', tourSchema);
  const blogFiles = r.markdownDir('blog', blogPostSchema);

  // Images: every referenced file must exist under content/images.
  const images = new Set<string>();
  const imageRefs: { file: string; path: string; src: string }[] = [];
  const collect = (file: string, value: unknown, at: string[]) => {
    if (typeof value === 'string' && /\.(jpe?g|png|webp|avif)$/.test(value) && !/^(https?:|mailto:|\/)/.test(value)) {
      imageRefs.push({ file, path: at.join('.'), src: value });
    } else if (Array.isArray(value)) value.forEach((v, i) => collect(file, v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(file, v, [...at, k]);
  };
  const jsonFiles: [string, unknown][] = [
    ['site.json', site],
    ['gallery.json', gallery],
    ['press.json', press],
    ['team.json', team],
    ...pageIds.map((id): [string, unknown] => [`pages/${id}.json`, pages[id]]),
  ];
  for (const [name, data] of jsonFiles) if (data) collect(path.join(root, name), data, []);
  for (const t of [...tourFiles, ...blogFiles]) collect(t.file, t.data, []);
  for (const ref of imageRefs) {
    if (existsSync(path.join(root, 'images', ref.src))) images.add(ref.src);
    else r.add(ref.file, ref.path, `image "${ref.src}" does not exist in content/images/`);
  }

  // Unique ids.
  const seen = <T>(items: { file: string; id: T; at: string }[], what: string) => {
    const first = new Map<T, string>();
    for (const it of items) {
      const prev = first.get(it.id);
      if (prev) r.issues.push({ file: it.file, path: it.at, message: `duplicate ${what} ${String(it.id)} (also used in ${prev})` });
      else first.set(it.id, it.file);
    }
  };
  seen(blogFiles.map((b) => ({ file: r.rel(b.file), id: b.data.id, at: 'id' })), 'blog post id');
  seen(tourFiles.map((t) => ({ file: r.rel(t.file), id: t.data.id, at: 'id' })), 'tour id');
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
  const galleryFile = path.join(root, 'gallery.json');
  gallery?.homeIds.forEach((id, i) => {
    if (!galleryById.has(id)) r.add(galleryFile, `homeIds.${i}`, `no gallery image has id ${id}`);
  });
  for (const t of tourFiles) {
    t.data.galleryIds.forEach((id, i) => {
      if (!galleryById.has(id)) r.add(t.file, `galleryIds.${i}`, `no gallery image has id ${id}`);
    });
  }
  // All four tours must exist; only said when every tour file parsed, so one broken file is not reported twice.
  const tourIds = new Set(tourFiles.map((t) => t.data.id));
  const tourDir = path.join(root, 'tours');
  const tourFileCount = existsSync(tourDir) ? readdirSync(tourDir).filter((n) => n.endsWith('.md')).length : 0;
  if (tourFileCount === tourFiles.length) {
    for (const id of tourSchema.shape.id.options) if (!tourIds.has(id)) r.add(tourDir, '', `no tour file has id "${id}"`);
  }

  // Routes, then links and redirects that must land on one.
  const blog: BlogPost[] = blogFiles
    .map(({ file, data, body }) => {
      const md = renderMarkdown(body, true);
      return { ...data, html: md.html, file: r.rel(file), href: `/blog/${data.id}`, readingMinutes: md.minutes };
    })
    // ISO days sort as plain strings (localeCompare is much slower over thousands of posts).
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  const routes = new Set<string>([...staticRoutes, ...blog.map((b) => b.href)]);
  const tours: Tour[] = site
    ? tourFiles.map(({ data, body }) => ({
        ...data,
        html: renderMarkdown(body).html,
        bookingUrl: bookingPageUrl(site.fareharbor, data.itemId),
        href: `/tours/${data.id}`,
      }))
    : [];
  const checkLink = (file: string, at: string, href: string) => {
    if (!href.startsWith('/')) return;
    const bare = href.split(/[?#]/)[0] || '/';
    if (!routes.has(bare)) r.issues.push({ file, path: at, message: `links to "${href}", which is not a page of the site` });
  };
  for (const b of blogFiles) renderMarkdown(b.body, true).links.forEach((h) => checkLink(r.rel(b.file), 'body', h));
  for (const t of tourFiles) renderMarkdown(t.body).links.forEach((h) => checkLink(r.rel(t.file), 'body', h));
  // Every string that looks like a site path in JSON content and front matter is a link to check.
  const walkLinks = (file: string, value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (/^\/(?!\/)/.test(value) && at[at.length - 1] !== 'from') checkLink(file, at.join('.'), value);
      else if (value.includes('](/')) for (const h of renderMarkdown(value).links) checkLink(file, at.join('.'), h);
    } else if (Array.isArray(value)) value.forEach((v, i) => walkLinks(file, v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkLinks(file, v, [...at, k]);
  };
  for (const [name, data] of [...jsonFiles, ['faqs.json', faqs], ['testimonials.json', testimonials]] as [string, unknown][]) {
    if (data) walkLinks(`content/${name}`, data, []);
  }
  for (const t of tourFiles) walkLinks(r.rel(t.file), t.data, []);
  redirects?.redirects.forEach((rd, i) => {
    if (!routes.has(rd.to.split('#')[0])) r.issues.push({ file: 'content/redirects.json', path: `redirects.${i}.to`, message: `"${rd.to}" is not a page of the site` });
    if (routes.has(rd.from)) r.issues.push({ file: 'content/redirects.json', path: `redirects.${i}.from`, message: `"${rd.from}" is a page of the site and cannot redirect` });
  });

  for (const memo of [rendered.plain, rendered.shifted]) for (const [key, entry] of memo) if (entry.load < loadNumber - 1) memo.delete(key);

  if (r.issues.length || !site || !gallery || !press || !team || !testimonials || !faqs || !redirects) {
    throw new ContentError(r.issues);
  }
  return {
    root,
    site,
    tours: [...tours].sort((a, b) => tourOrder.indexOf(a.id) - tourOrder.indexOf(b.id)),
    blog,
    blogById: new Map(blog.map((b) => [b.id, b])),
    gallery: { ...gallery, byId: galleryById },
    press,
    team: team.members,
    testimonials,
    faqs,
    redirects: redirects.redirects,
    pages,
    images,
  };
}

const tourOrder = ['brooklyn-heights', 'financial-district', 'lower-east-side', 'private-tours'];
