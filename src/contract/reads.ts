/**
 * The reads a route makes while it renders, for the dev server (src/pipeline/deps.ts names them and points the slot at
 * a route). Rendering is synchronous (renderToString), so one "current route" slot is enough.
 */

export type Deps = Set<string>;

let current: Deps | undefined;

/** Runs `render` (synchronously) noting every tracked read into `deps`. */
export function recording<T>(deps: Deps, render: () => T): T {
  const previous = current;
  current = deps;
  try {
    return render();
  } finally {
    current = previous;
  }
}

/** Notes one read into the current route's set, if a route is rendering. */
export function note(dep: string): void {
  current?.add(dep);
}

/**
 * A value derived from the content, computed once per content view and key:
 * a hit notes again the reads the computation noted, so every route that uses
 * the value depends on what it was made from, as if it had computed it.
 */
const derived = new WeakMap<object, Map<string, { value: unknown; reads: string[] }>>();
export function derivedOnce<T>(content: object, key: string, compute: () => T): T {
  if (!derived.has(content)) derived.set(content, new Map());
  const byKey = derived.get(content)!;
  const hit = byKey.get(key);
  if (hit) {
    for (const dep of hit.reads) note(dep);
    return hit.value as T;
  }
  const reads: Deps = new Set();
  const value = recording(reads, compute);
  for (const dep of reads) note(dep);
  byKey.set(key, { value, reads: [...reads] });
  return value;
}
