/**
 * The table of content/: each JSON file with its schema, and each folder of
 * Markdown files with its schema, the rule for its file names and how an
 * entry is made of a file.
 */
import path from 'node:path';
import type { z } from 'zod';
import {
  blogPostSchema,
  faqsFileSchema,
  galleryFileSchema,
  labelsFileSchema,
  markdownPageSchema,
  menusFileSchema,
  PAGE_FILE_NAME,
  pageIds,
  pageSchemas,
  pressFileSchema,
  redirectsFileSchema,
  siteSchema,
  teamFileSchema,
  testimonialsFileSchema,
  TOUR_FILE_NAME,
  tourSchema,
} from './schema.ts';
import { labelSlots } from './labels.ts';
import type { FactScope } from './facts.ts';
import { tourHref } from '../lib/sitePaths.ts';

export interface JsonCollection {
  /** Its path in content/. */
  name: string;
  schema: z.ZodType;
  /** A missing file reads as {} (every field's default). */
  optional?: boolean;
  /** Holds addresses, not copy: no fact token is filled, no link or photo looked for. */
  addresses?: boolean;
  /** Quotes others' words: no name note. */
  quotes?: boolean;
  /** {slots} a field lets through for the page to fill, by field path. */
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

export interface MarkdownCollection {
  dir: 'tours' | 'blog' | 'pages';
  schema: z.ZodType;
  /** Other files of the folder, passed over. */
  others?: (name: string) => boolean;
  /** The folder may be missing. */
  optional?: boolean;
  /** A file name that is also an address: the rule, and what an editor reads when a name breaks it. */
  fileName?: { rule: RegExp; message: string };
  /** Headings move down one level (the page's title is its <h1> and the text's sections are ##). */
  shiftHeadings?: boolean;
}

const nameRule = (what: string, example: string) =>
  `the file name is the ${what}: name it in lower-case words joined by hyphens, e.g. ${example}`;

export const TOURS: MarkdownCollection = {
  dir: 'tours',
  schema: tourSchema,
  fileName: { rule: TOUR_FILE_NAME, message: nameRule("tour's address (/tours/{name})", 'greenwich-village.md') },
};
export const POSTS: MarkdownCollection = { dir: 'blog', schema: blogPostSchema, shiftHeadings: true };
/** Pages of their own, written in Markdown beside the pages' copy files; the file name is the address. */
export const MARKDOWN_PAGES: MarkdownCollection = {
  dir: 'pages',
  schema: markdownPageSchema,
  others: (name) => name.endsWith('.json'),
  optional: true,
  fileName: { rule: PAGE_FILE_NAME, message: nameRule("page's address (/{name})", 'cancellation-policy.md') },
};

/** A tour's address is its file's name: greenwich-village.md is /tours/greenwich-village. */
export const tourSlugOf = (file: string): string => path.basename(file, '.md');
export const tourHrefOfFile = (file: string): string => tourHref(tourSlugOf(file));
/** A Markdown page's address: cancellation-policy.md is /cancellation-policy. */
export const pageHref = (file: string): string => `/${path.basename(file, '.md')}`;
/** The id a post's file name starts with ("17-a-cat.md"), standing in when its front matter cannot be read. */
export const postIdOfFile = (file: string): string | undefined => /^\d+/.exec(path.basename(file))?.[0];
