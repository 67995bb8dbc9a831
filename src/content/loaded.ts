/** What the checks read: every file of content/ as written and with its fact tokens filled. */
import type { ContentIssue } from './read.ts';
import type { FactScope } from './facts.ts';
import type { DataRefs, MarkdownEntry, ParsedMarkdown, Problem } from './markdownFile.ts';
import type { z } from 'zod';
import type {
  BlogFrontMatter,
  BlogPost,
  galleryFileSchema,
  markdownPageSchema,
  Pages,
  Redirect,
  Site,
  TourFrontMatter,
} from './schema.ts';

/** A JSON file that passed its schema. */
export interface JsonFile {
  /** content/gallery.json */
  file: string;
  /** As written. */
  raw: unknown;
  /** With its fact tokens filled. */
  data: unknown;
  /** Holds addresses, not copy (redirects.json): its strings are no links or photos, and no name is looked for in them. */
  addresses?: boolean;
  /** Quotes others' words (testimonials.json): they keep the names they were written with. */
  quotes?: boolean;
  /** What its strings hold (none for a file of addresses). */
  refs?: DataRefs;
}

/** A tour's front matter with its address and group size. */
export type TourData = Omit<TourFrontMatter, 'slug' | 'maxGroup'> & { slug: string; maxGroup: number };

/** A Markdown file published or previewed, valid or not. */
export interface KeptFile {
  /** Its absolute path. */
  absolute: string;
  /** content/... */
  file: string;
  parsed: ParsedMarkdown;
}

/** The body of a Markdown file whose front matter has a mistake: still checked, so every problem is reported at once. */
export interface BrokenFileBody {
  file: string;
  problems: Problem[];
  images: { at: string; src: string }[];
}

export interface LoadedSite {
  root: string;
  preview: boolean;
  today: string;
  /** The site's fixed routes (found in src/routes). */
  routes: readonly string[];
  /** site.json as written, and filled (none when it failed its schema). */
  rawSite?: Site;
  site?: Site;
  /** The JSON files that passed their schema, in the order they are read. */
  json: JsonFile[];
  gallery?: z.infer<typeof galleryFileSchema>;
  /** The pages' copy files that passed their schema. */
  pages: Partial<Pages>;
  redirects?: Redirect[];
  /** Fact tokens in JSON files that name no fact. */
  jsonFactProblems: ContentIssue[];
  scope: FactScope;
  /** Valid Markdown files with a valid name, in file-name order. */
  tours: MarkdownEntry<TourData>[];
  /** Each entry's item is its BlogPost. */
  posts: (MarkdownEntry<BlogFrontMatter> & { item: BlogPost })[];
  markdownPages: MarkdownEntry<z.infer<typeof markdownPageSchema>>[];
  kept: { tours: KeptFile[]; blog: KeptFile[]; pages: KeptFile[] };
  /** Bodies of kept files whose front matter failed. */
  brokenBodies: BrokenFileBody[];
  /** Files left out because they are drafts. */
  drafts: string[];
}

/** A check of what no single file's schema can see: every problem it finds, each naming file and field. */
export type Check = (site: LoadedSite) => ContentIssue[];

/** A post dated after today: checked like every other, left out of a build until its day. */
export const heldBack = (site: LoadedSite, post: BlogPost): boolean => post.scheduled && !site.preview;

/** Problems of one file, as issues naming it. */
export const inFile = (file: string, problems: readonly Problem[]): ContentIssue[] =>
  problems.map((p) => ({ file, path: p.path, message: p.message }));
