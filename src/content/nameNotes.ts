/**
 * Copy names the company through {name} or {shortName}, so a new name is one
 * edit in site.json. A place that spells the current name out would keep the
 * old one after a rename: the build names each such place in a note (it
 * still builds). Guests' quotes, press clippings and dated blog posts keep
 * the words they were written with, so they are not looked at.
 */
import type { ContentIssue } from './read.ts';

/** Fields that quote someone else's words. */
const QUOTED = [/^articles\.\d+\.(title|quote)$/];

/** Every string in `data` that spells out one of `names`, as a note naming file and field. */
export function spelledOutNames(file: string, data: unknown, names: string[], skip: readonly RegExp[] = QUOTED): ContentIssue[] {
  const out: ContentIssue[] = [];
  const found = names.filter(Boolean).sort((a, b) => b.length - a.length);
  const walk = (value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      const path = at.join('.');
      const name = found.find((n) => value.includes(n));
      if (name && !skip.some((re) => re.test(path))) {
        out.push({ file, path, message: `spells out the company's name "${name}": write {name} or {shortName} instead, so the next rename reaches it` });
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  walk(data, []);
  return out;
}
