/** What the command-line tools share: the root and an option's value (from dev/), medians, a child's JSON answer, a console table. */
import { spawn } from 'node:child_process';

export { flag, ROOT } from '../dev/root.ts';

/** The lower of the two middle values: a figure one run really had. */
export const lowerMedian = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The middle value, or the mean of the two middle ones. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Runs a process to its end; resolves with the last line it printed (a JSON object, parsed) and its wall time, or
 * rejects with `failed(exit code, its stderr or else its stdout)`.
 */
export function jsonOf<T>(
  cmd: string,
  args: string[],
  opts: { cwd: string; stderr?: 'inherit' | 'pipe'; failed: (code: number | null, output: string) => string },
): Promise<{ value: T; wallMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const p = spawn(cmd, args, { cwd: opts.cwd, stdio: ['ignore', 'pipe', opts.stderr ?? 'pipe'] });
    let out = '';
    let err = '';
    p.stdout?.on('data', (d: Buffer) => (out += d));
    p.stderr?.on('data', (d: Buffer) => (err += d));
    p.on('close', (code) => {
      const wallMs = performance.now() - started;
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve({ value: JSON.parse(line) as T, wallMs });
      else reject(new Error(opts.failed(code, err || out)));
    });
  });
}

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
