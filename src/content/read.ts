/**
 * Reading content files and turning every problem into one line an editor
 * understands: `file:line: field: message` (the line where the field is, or
 * where the mistake is in a text), the nearest known key for a typo, and
 * never a stack trace.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { knownKeysAt, unknownKeyMessage } from './suggest.ts';

export interface ContentIssue {
  file: string;
  /** The field ("prices.perPerson"), "body" for a Markdown body, "" for the file as a whole. */
  path: string;
  message: string;
  /** The line in the file (from 1), when the file has lines (not a photo). */
  line?: number;
}

export class ContentError extends Error {
  /**
   * @param images The photos content names that exist under content/images/ (relative paths), when the
   *   loader knows them: a build checks they can be read, so one report lists every problem.
   */
  constructor(
    readonly issues: ContentIssue[],
    readonly images?: ReadonlySet<string>,
  ) {
    super(
      `Content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n` + issues.map(formatIssue).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** `content/tours/x.md:12: maxGroup: must be a whole number`: the form editors' tools and terminals turn into a link to the line. */
export function formatIssue(i: ContentIssue): string {
  const where = i.line ? `${i.file}:${i.line}` : i.file;
  if (i.path) return `${where}: ${i.path}: ${i.message}`;
  return i.line ? `${where}: ${i.message}` : `${where}: (file): ${i.message}`;
}

/** Line and column (from 1) of a character offset. */
export function lineAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** zod's wording, in an editor's words; unknown keys one line each, with the nearest known key. */
export function schemaIssues(schema: z.ZodType, error: z.ZodError): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(schema, issue.path);
      for (const key of issue.keys) out.push({ path: [...at, key].join('.'), message: unknownKeyMessage(key, known) });
      continue;
    }
    let message = issue.message;
    if (issue.code === 'invalid_type' && /received undefined$/.test(message)) message = 'is required but missing';
    else if (issue.code === 'invalid_type')
      message = message.replace(/^Invalid input: expected (\w+), received (\w+)$/, 'must be a $1 (found a $2)');
    // zod's own wording for a value outside a list; a schema's own message is kept as written.
    else if (issue.code === 'invalid_value' && /^Invalid option/.test(message))
      message = `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    out.push({ path: at.join('.'), message });
  }
  return out;
}

/** Parses JSON; a syntax error names its line and column. */
export function parseJson(text: string): { data?: unknown; error?: { path: string; message: string } } {
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

/**
 * Raw text of files kept between loads in one process (the dev server, the
 * bench): a file whose size, modification time and inode are unchanged is
 * not read again. forgetParsed() drops entries a watcher saw change, since
 * two saves within one tick of the file system clock can keep all three.
 */
const texts = new Map<string, { stamp: string; text: string }>();

export function readText(file: string): string {
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
