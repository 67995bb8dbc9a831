/** "Did you mean …?": the nearest known name to a typo, and the keys a schema knows at a place in a file. */
import type { z } from 'zod';

/** Edit distance (insertions, deletions, substitutions, adjacent swaps). */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The candidate closest to `word` (case aside), if it is close enough to be a likely typo. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const w = word.toLowerCase();
  for (const c of candidates) {
    const score = distance(w, c.toLowerCase());
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  // A third of the word may be wrong (at least 2 edits): "featurd" -> "featured", "imgae" -> "image".
  return best !== undefined && bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas that wrap one other (`innerType`). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The object schemas that `schema` may be at `path` (wrappers and unions looked through). */
function objectsAt(schema: z.ZodType, path: readonly PropertyKey[]): Def[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return objectsAt(def.innerType!, path);
  if (def.type === 'pipe') return objectsAt(def.in!, path);
  if (def.type === 'union') return def.options!.flatMap((o) => objectsAt(o, path));
  if (!path.length) return def.type === 'object' ? [def] : [];
  const [head, ...rest] = path;
  if (def.type === 'object' && typeof head === 'string' && def.shape![head]) return objectsAt(def.shape![head], rest);
  if (def.type === 'array' && typeof head === 'number') return objectsAt(def.element!, rest);
  if (def.type === 'record') return objectsAt(def.valueType!, rest);
  return [];
}

export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return [...new Set(objectsAt(schema, path).flatMap((d) => Object.keys(d.shape ?? {})))];
}

/** One line for an unknown key: `unknown key, did you mean "featured"?`. */
export function unknownKeyMessage(key: string, known: string[]): string {
  const list = known.filter((k) => k !== '$schema');
  const guess = nearest(key, list);
  if (guess) return `unknown key, did you mean "${guess}"?`;
  return list.length ? `unknown key (this place takes: ${list.join(', ')})` : 'unknown key';
}
