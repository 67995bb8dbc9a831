/** The one walk over content data (the checks, the name notes, the launch check): every leaf with its path, in file order. */

/** Calls `visit` with each leaf of `value` and its path (["stops", "0", "title"]). */
export function eachLeaf(value: unknown, visit: (leaf: unknown, at: string[]) => void, at: string[] = []): void {
  if (Array.isArray(value)) value.forEach((v, i) => eachLeaf(v, visit, [...at, String(i)]));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) eachLeaf(v, visit, [...at, k]);
  else visit(value, at);
}

export function eachString(value: unknown, visit: (text: string, at: string[]) => void): void {
  eachLeaf(value, (leaf, at) => {
    if (typeof leaf === 'string') visit(leaf, at);
  });
}
