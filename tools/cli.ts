/** What the command-line tools share: the root and an option's value (from dev/), medians, a console table. */
export { flag, ROOT } from '../dev/root.ts';

/** The lower of the two middle values: a figure one run really had. */
export const lowerMedian = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The middle value, or the mean of the two middle ones. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** A table's lines: the header, a rule, a row each; `left(i, n)` says which of the n columns align left. */
export function tableLines(
  rows: Record<string, string | number>[],
  left: (i: number, n: number) => boolean = (i) => i === 0,
): string[] {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (left(i, cells.length) ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  return [line(cols), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => String(r[c]))))];
}
