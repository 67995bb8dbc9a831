/** Small text helpers the checklist's rules share. */

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each line of a Markdown body with its line number in the file. */
export function bodyLines(body: { text: string; offset: number }): { line: number; text: string }[] {
  return body.text.split(/\r?\n/).map((text, i) => ({ line: body.offset + i + 1, text }));
}
