/**
 * Copy names the company through {name} or {shortName}, so a new name is one
 * edit in site.json. A place that spells the current name out would keep the
 * old one after a rename: the build names each such place in a note (it
 * still builds). Guests' quotes, press clippings and dated blog posts keep
 * the words they were written with, so they are not looked at.
 */
import type { ContentIssue } from './read.ts';
import { eachString } from './walk.ts';

/** Fields that quote someone else's words. */
const QUOTED = [/^articles\.\d+\.(title|quote)$/];

/** Every string in `data` that spells out one of `names`, as a note naming file and field. */
export function spelledOutNames(file: string, data: unknown, names: string[]): ContentIssue[] {
  const out: ContentIssue[] = [];
  const longestFirst = names.filter(Boolean).sort((a, b) => b.length - a.length);
  eachString(data, (value, at) => {
    const path = at.join('.');
    const name = longestFirst.find((n) => value.includes(n));
    if (name && !QUOTED.some((re) => re.test(path))) {
      out.push({
        file,
        path,
        message: `spells out the company's name "${name}": write {name} or {shortName} instead, so the next rename reaches it`,
      });
    }
  });
  return out;
}
