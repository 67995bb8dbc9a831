/** Reads the files of content/ against their schemas, collecting every problem, each with the file it is in. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parseJson, readText, schemaIssues, type ContentIssue } from './read.ts';
import { parseMarkdownFile, type ParsedMarkdown } from './markdownFile.ts';

export class Reader {
  issues: ContentIssue[] = [];
  /** Data of JSON files that failed their schema: the photos they name are still checked for a failed build's report. */
  refused: unknown[] = [];
  /** The text of each JSON file and the parse of each Markdown file read, by relative name: where each problem's line is found. */
  readonly sources = new Map<string, { json?: string; markdown?: ParsedMarkdown }>();
  private rels = new Map<string, string>();

  constructor(readonly root: string) {}

  /** A file's name as problems give it: content/tours/x.md. */
  rel(file: string): string {
    let rel = this.rels.get(file);
    if (rel === undefined) {
      rel = path.posix.join('content', path.relative(this.root, file).split(path.sep).join('/'));
      this.rels.set(file, rel);
    }
    return rel;
  }

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
    for (const issue of schemaIssues(schema, result.error)) this.add(file, issue.path, issue.message);
    this.refused.push(data);
    return undefined;
  }

  /** Every Markdown file of a folder, parsed against `schema` (drafts included: the caller decides); files `others` accepts are passed over (page copy JSON beside Markdown pages). */
  markdownDir(
    dir: string,
    schema: z.ZodType,
    others?: (name: string) => boolean,
  ): { file: string; parsed: ParsedMarkdown }[] {
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
      const parsed = parseMarkdownFile(file, readText(file), schema);
      this.sources.set(this.rel(file), { markdown: parsed });
      out.push({ file, parsed });
    }
    return out;
  }
}
