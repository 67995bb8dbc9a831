/**
 * Copy names the company through {name} or {shortName}, so a rename is one edit in site.json: the build notes each
 * place that spells the name out (it still builds). Quotes, press clippings and posts keep the words they were
 * written with.
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
