/** Reads content/'s files against their schemas: every problem with its file, and each file's text, to find its line. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parseFrontMatter, type FrontMatterError, type FrontMatterFile } from '../frontMatter.ts';
import type { ParseCache } from '../parseCache.ts';
import { lineAt } from '../problems/lines.ts';
import { schemaIssues, type Problem, type Sources } from '../problems/problem.ts';
import type { MarkdownCollection } from './collections.ts';

/**
 * Texts kept between loads in one process (the dev server, the bench): a file whose size, modification time and inode
 * are unchanged is not read again. forgetParsed() drops files a watcher saw change: two saves in one tick keep all three.
 */
const texts = new Map<string, { stamp: string; text: string }>();

function readText(file: string): string {
  const st = statSync(file, { bigint: true });
  const stamp = `${st.size}:${st.mtimeNs}:${st.ino}`;
  const hit = texts.get(file);
  if (hit?.stamp === stamp) return hit.text;
  const text = readFileSync(file, 'utf8');
  texts.set(file, { stamp, text });
  return text;
}

export function forgetParsed(files: Iterable<string>): void {
  for (const f of files) texts.delete(path.resolve(f));
}

let diskCache: ParseCache | undefined;

export function withDiskCache<T>(cache: ParseCache | undefined, load: () => T): T {
  diskCache = cache;
  try {
    return load();
  } finally {
    diskCache = undefined;
  }
}

/** What `make` gives for the text `input`, taken from the load's disk cache when it has one. */
export function diskCached<T extends object>(kind: string, input: string, make: () => T): T {
  const kept = diskCache?.get<T>(kind, input);
  if (kept) return kept;
  const made = make();
  diskCache?.set(kind, input, made);
  return made;
}

/** Parses JSON; a syntax error names its line and column. */
function parseJson(text: string): { data?: unknown; error?: { path: string; message: string } } {
  try {
    return { data: JSON.parse(text) };
  } catch (e) {
    const raw = (e as Error).message;
    const pos = /position (\d+)/.exec(raw);
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const where = pos ? lineAt(text, Number(pos[1])) : lc ? { line: Number(lc[1]), column: Number(lc[2]) } : undefined;
    const reason = raw.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
    if (!where) return { error: { path: '', message: `is not valid JSON: ${reason}` } };
    return { error: { path: `line ${where.line}`, message: `is not valid JSON: ${reason} (column ${where.column})` } };
  }
}

export interface MarkdownFile extends Pick<FrontMatterFile, 'body' | 'bodyOffset' | 'lines'> {
  absolute: string;
  /** content/... */
  file: string;
  text: string;
  /** The front matter as the schema gives it (none when it failed), and as written. */
  data?: Record<string, unknown>;
  raw: Record<string, unknown>;
  problems: Problem[];
}

/** Kept by exact text, so an unchanged file is the very same object from one load to the next. */
const parsedFiles = new Map<string, MarkdownFile>();

function parseMarkdown(absolute: string, file: string, schema: z.ZodType): MarkdownFile {
  const text = readText(absolute);
  let parsed = parsedFiles.get(absolute);
  if (parsed?.text === text) return parsed;
  parsed = { absolute, file, text, raw: {}, body: '', bodyOffset: 0, lines: {}, problems: [] };
  const fm = diskCached<{ file?: FrontMatterFile; error?: FrontMatterError }>('fm', text, () => parseFrontMatter(text));
  if (fm.error) parsed.problems.push({ file, ...fm.error });
  else {
    const { data: raw, body, bodyOffset, lines } = fm.file!;
    Object.assign(parsed, { raw, body, bodyOffset, lines });
    const result = schema.safeParse(fm.file!.data);
    if (result.success) parsed.data = result.data as Record<string, unknown>;
    else parsed.problems = schemaIssues(file, schema, result.error);
  }
  parsedFiles.set(absolute, parsed);
  return parsed;
}

export class Reader {
  problems: Problem[] = [];
  /** Data of JSON files that failed their schema: a failed build still checks the photos they name. */
  refused: unknown[] = [];
  readonly sources: Sources = new Map();
  constructor(readonly root: string) {}

  /** content/tours/x.md */
  rel(file: string): string {
    return path.posix.join('content', path.relative(this.root, file).split(path.sep).join('/'));
  }

  add(file: string, fieldPath: string, message: string): void {
    this.problems.push({ file: this.rel(file), path: fieldPath, message });
  }

  /** A JSON file checked against its schema; with `optional`, a missing file reads as {} (every field's default). */
  json(name: string, schema: z.ZodType, optional?: boolean): unknown {
    const file = path.join(this.root, name);
    if (!existsSync(file)) {
      if (optional) return schema.parse({});
      return this.add(file, '', 'file is missing');
    }
    const text = readText(file);
    this.sources.set(this.rel(file), { json: text });
    const { data, error } = parseJson(text);
    if (error) return this.add(file, error.path, error.message);
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    this.problems.push(...schemaIssues(this.rel(file), schema, result.error));
    this.refused.push(data);
  }

  /** A folder's Markdown files kept (drafts skipped by a build, so a half-written one never blocks it), and those valid. */
  markdown(collection: MarkdownCollection, preview: boolean, drafts: string[]) {
    const full = path.join(this.root, collection.dir);
    const kept: MarkdownFile[] = [];
    if (!existsSync(full)) {
      if (!collection.optional) this.add(full, '', 'folder is missing');
      return { kept, valid: kept };
    }
    for (const name of readdirSync(full).sort()) {
      const absolute = path.join(full, name);
      // Page copy files sit beside Markdown pages.
      if (name.startsWith('.') || name.endsWith('~') || collection.others?.(name)) continue;
      if (!name.endsWith('.md')) {
        const message = `only Markdown files ending in .md are read in content/${collection.dir}/ (rename it, or move it out)`;
        this.add(absolute, '', message);
        continue;
      }
      const file = parseMarkdown(absolute, this.rel(absolute), collection.schema);
      this.sources.set(file.file, { markdown: file });
      if (file.raw.draft === true && !preview) drafts.push(file.file);
      else {
        kept.push(file);
        this.problems.push(...file.problems);
      }
    }
    const valid = kept.filter((file) => {
      const named = !collection.fileName || collection.fileName.rule.test(path.basename(file.absolute));
      if (file.data && !named) this.add(file.absolute, '', collection.fileName!.message);
      return file.data && named;
    });
    return { kept, valid };
  }
}
