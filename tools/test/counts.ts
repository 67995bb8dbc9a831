/** The totals node:test's spec reporter prints at the end of a run ("ℹ pass 12"). */
export interface Counts {
  tests: number;
  pass: number;
  fail: number;
  cancelled: number;
  skipped: number;
}

export function countsOf(output: string): Counts {
  const num = (key: keyof Counts) => Number(new RegExp(`^ℹ ${key} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
  return {
    tests: num('tests'),
    pass: num('pass'),
    fail: num('fail'),
    cancelled: num('cancelled'),
    skipped: num('skipped'),
  };
}
