/** The table of content/: each JSON file and Markdown folder with its schema, file-name rule and how its item is made. */
import path from 'node:path';
import { z } from 'zod';
import type { FactScope, TourFacts } from '../facts/tokens.ts';
import { labelSlots, labelsFileSchema } from '../schema/labels.ts';
import {
  faqsFileSchema,
  galleryFileSchema,
  pressFileSchema,
  teamFileSchema,
  testimonialsFileSchema,
} from '../schema/lists.ts';
import { menusFileSchema, redirectsFileSchema } from '../schema/menus.ts';
import { markdownPageSchema, pageIds, pageSchemas, type MarkdownPage } from '../schema/pages.ts';
import { blogPostSchema, type BlogPost } from '../schema/posts.ts';
import { siteSchema, type Site } from '../schema/site.ts';
import { tourSchema, type Tour } from '../schema/tours.ts';
import { bookingPageUrl } from '../../lib/fareharbor.ts';
import { postHref, tourHref } from '../../lib/sitePaths.ts';

export interface JsonCollection {
  /** Its path in content/. */
  name: string;
  schema: z.ZodType;
  /** A missing file reads as {} (every field's default). */
  optional?: boolean;
  /** Holds addresses, not copy: no fact token is filled, no link or photo looked for, no name noted. */
  addresses?: boolean;
  /** Quotes others' words: no name note. */
  quotes?: boolean;
  slotsAt?: FactScope['slotsAt'];
}

/** The JSON files, in the order they are read (and their problems listed). */
export const JSON_FILES: JsonCollection[] = [
  { name: 'site.json', schema: siteSchema },
  { name: 'gallery.json', schema: galleryFileSchema },
  { name: 'press.json', schema: pressFileSchema },
  { name: 'team.json', schema: teamFileSchema },
  { name: 'testimonials.json', schema: testimonialsFileSchema, quotes: true },
  { name: 'faqs.json', schema: faqsFileSchema },
  { name: 'redirects.json', schema: redirectsFileSchema, addresses: true },
  { name: 'menus.json', schema: menusFileSchema },
  // A label's {slots} ({tour}, {page}) pass through for the page to fill; everything else in braces is a fact token.
  { name: 'labels.json', schema: labelsFileSchema, optional: true, slotsAt: (at) => labelSlots(at[0], at[1]) },
  ...pageIds.map((id) => ({ name: `pages/${id}.json`, schema: pageSchemas[id] })),
];

/** What an item is made with besides its file: the site (none when site.json failed), the day, a tour's own facts. */
export interface MakeContext {
  file: string;
  site?: Site;
  today: string;
  own?: TourFacts;
}

export interface MarkdownCollection<T = unknown> {
  dir: 'tours' | 'blog' | 'pages';
  schema: z.ZodType;
  /** Other files of the folder, passed over. */
  others?: (name: string) => boolean;
  /** The folder may be missing. */
  optional?: boolean;
  /** A file name that is also an address: the rule, and what an editor reads when a name breaks it. */
  fileName?: { rule: RegExp; message: string };
  /** Headings move down one level (the page's title is its <h1>). */
  shiftHeadings?: boolean;
  /** The item pages show, from the front matter with its tokens filled and the body's HTML. */
  make: (data: never, body: { html: string; minutes: number; unfinished: boolean }, at: MakeContext) => T;
}

/** A file name that is an address (greenwich-village.md is /tours/greenwich-village). */
const addressName = (what: string, example: string) => ({
  rule: /^[a-z0-9]+(-[a-z0-9]+)*\.md$/,
  message: `the file name is the ${what}: name it in lower-case words joined by hyphens, e.g. ${example}`,
});

export const tourSlugOf = (file: string): string => path.basename(file, '.md');
export const pageHref = (file: string): string => `/${path.basename(file, '.md')}`;
/** The id a post's file name starts with ("17-a-cat.md"), standing in when its front matter cannot be read. */
export const postIdOfFile = (file: string): string | undefined => /^\d+/.exec(path.basename(file))?.[0];

export const TOURS: MarkdownCollection<Tour> = {
  dir: 'tours',
  schema: tourSchema,
  fileName: addressName("tour's address (/tours/{name})", 'greenwich-village.md'),
  make: (data: z.output<typeof tourSchema>, { html, unfinished }, { file, site, own }) => {
    const itemId = data.itemId || undefined;
    const slug = tourSlugOf(file);
    const bookingUrl = site ? bookingPageUrl(site.fareharbor, itemId) : '';
    // A public tour's page fields are checked by their kind (problems/checks.ts): content with one missing never loads.
    return {
      ...data,
      slug,
      maxGroup: own!.maxGroup,
      itemId,
      html,
      bookingUrl,
      href: tourHref(slug),
      file,
      unfinished,
    } as Tour;
  },
};

export const POSTS: MarkdownCollection<BlogPost> = {
  dir: 'blog',
  schema: blogPostSchema,
  shiftHeadings: true,
  make: (data: z.output<typeof blogPostSchema>, { html, minutes, unfinished }, { file, today }) => ({
    ...data,
    html,
    file,
    href: postHref(data.id),
    readingMinutes: minutes,
    unfinished,
    scheduled: data.date > today,
  }),
};

/** Pages of their own, written in Markdown beside the pages' copy files. */
export const MARKDOWN_PAGES: MarkdownCollection<MarkdownPage> = {
  dir: 'pages',
  schema: markdownPageSchema,
  others: (name) => name.endsWith('.json'),
  optional: true,
  fileName: addressName("page's address (/{name})", 'cancellation-policy.md'),
  make: (data: z.output<typeof markdownPageSchema>, { html, unfinished }, { file }) => {
    const href = pageHref(file);
    return { ...data, name: href.slice(1), href, html, file, unfinished };
  },
};

/** Every JSON file of content/, with where npm run schemas writes its JSON Schema. */
export function jsonContentSchemas(): { file: string; schemaFile: string; schema: z.ZodType }[] {
  return JSON_FILES.map(({ name, schema }) => ({
    file: `content/${name}`,
    schemaFile: `schemas/${name.replace(/\.json$/, '.schema.json')}`,
    schema,
  }));
}

/** Draft-07 (what VS Code reads), describing what an editor writes. */
export function jsonSchemaText(schema: z.ZodType, title: string): string {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  return JSON.stringify({ title, ...json }, null, 2) + '\n';
}

export function vscodeSchemaSettings(
  schemas: ReturnType<typeof jsonContentSchemas>,
): { fileMatch: string[]; url: string }[] {
  return schemas.map((s) => ({ fileMatch: [`/${s.file}`], url: `./${s.schemaFile}` }));
}
