/** What an editor is shown of a mistake: one line, `file:line: field: message`, in an editor's words, never a stack trace. */
import type { z } from 'zod';
import { PLACEHOLDER_TEXT } from '../schema/fields.ts';
import { type FieldLines, jsonFieldLines, lineAt, lineOfField } from './lines.ts';
import { knownKeysAt, unknownKeyMessage } from './suggest.ts';

export interface Problem {
  /** content/tours/x.md */
  file: string;
  /** The field ("prices.perPerson"), "body", "line N" of the file until located, "" for the file as a whole. */
  path: string;
  message: string;
  /** From 1, when the file has lines (not a photo). */
  line?: number;
}

export class ContentError extends Error {
  /** `images`: the photos named that exist, when known: a build checks they can be read, so one report lists all. */
  constructor(
    readonly issues: Problem[],
    readonly images?: ReadonlySet<string>,
  ) {
    super(
      `Content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n` + issues.map(formatIssue).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** `content/tours/x.md:12: maxGroup: must be a whole number`: editors' tools and terminals link it to the line. */
export function formatIssue(i: Problem): string {
  const where = i.line ? `${i.file}:${i.line}` : i.file;
  if (i.path) return `${where}: ${i.path}: ${i.message}`;
  return i.line ? `${where}: ${i.message}` : `${where}: (file): ${i.message}`;
}

/** zod's wording, in an editor's words; unknown keys one line each, with the nearest known key. */
export function schemaIssues(file: string, schema: z.ZodType, error: z.ZodError): Problem[] {
  const out: Problem[] = [];
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(schema, issue.path);
      for (const key of issue.keys)
        out.push({ file, path: [...at, key].join('.'), message: unknownKeyMessage(key, known) });
      continue;
    }
    let message = issue.message;
    if (issue.code === 'invalid_type' && /received undefined$/.test(message)) message = 'is required but missing';
    else if (issue.code === 'invalid_type')
      message = message.replace(/^Invalid input: expected (\w+), received (\w+)$/, 'must be a $1 (found a $2)');
    // zod's own wording for a value outside a list; a schema's own message is kept as written.
    else if (issue.code === 'invalid_value' && /^Invalid option/.test(message))
      message = `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    out.push({ file, path: at.join('.'), message });
  }
  return out;
}

/** The text of each file read, by its name in problems. */
export type Sources = Map<
  string,
  { json?: string; markdown?: { text: string; body: string; bodyOffset: number; lines: FieldLines } }
>;

/** Gives every problem its line: a field's key's (a missing one's, its parent's); for the body as a whole, the line of what it quotes. */
export function locate(problems: Problem[], sources: Sources): void {
  const jsonLines = new Map<string, FieldLines>();
  for (const problem of problems) {
    const source = sources.get(problem.file);
    if (problem.line || !source) continue;
    const inText = /^line (\d+)$/.exec(problem.path);
    const md = source.markdown;
    if (inText) {
      problem.line = Number(inText[1]);
      // Front matter that could not be read leaves no body: its problems are the file's.
      const frontMatterFailed = !!md && md.bodyOffset === 0 && md.text.startsWith('---');
      problem.path = md && !frontMatterFailed && problem.line > md.bodyOffset ? 'body' : '';
    } else if (source.json !== undefined) {
      if (!jsonLines.has(problem.file)) jsonLines.set(problem.file, jsonFieldLines(source.json));
      problem.line = lineOfField(jsonLines.get(problem.file)!, problem.path);
    } else if (md && problem.path === 'body') {
      const quoted =
        /"([^"]+)"/.exec(problem.message)?.[1] ??
        (problem.message.startsWith('placeholder text in the body') ? PLACEHOLDER_TEXT.source : undefined);
      const at = quoted ? md.body.indexOf(quoted) : -1;
      problem.line = md.bodyOffset + lineAt(md.body, at >= 0 ? at : Math.max(0, md.body.search(/\S/))).line;
    } else if (md) problem.line = lineOfField(md.lines, problem.path);
  }
}
