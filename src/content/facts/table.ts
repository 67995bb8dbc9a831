/**
 * The editor's table of fact tokens, written into docs/editing.md by `npm run schemas` (a test fails while it is
 * stale): each token, the site.json field it is filled from and how it writes it. No value: no content edit stales it.
 */
import { factSources } from './tokens.ts';

export const TABLE_START = '<!-- fact tokens: written by npm run schemas -->';
export const TABLE_END = '<!-- end of fact tokens -->';

export function factTableMarkdown(): string {
  const fields = (from: string) => from.replace(/[^, ]+/g, '`$&`');
  const rows = factSources().map(({ name, from, written }) => `| \`{${name}}\` | ${fields(from)} | ${written} |`);
  const head = ['| token | filled from `content/site.json` | writes |', '|---|---|---|'];
  return [TABLE_START, ...head, ...rows, TABLE_END].join('\n');
}

/** `doc` with its table replaced by the current one; the markers must already be in it. */
export function withFactTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`the fact-token table's markers are missing: ${TABLE_START} … ${TABLE_END}`);
  return doc.slice(0, start) + factTableMarkdown() + doc.slice(end + TABLE_END.length);
}
