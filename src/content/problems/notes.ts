/**
 * Notes the build prints without stopping: copy that spells out the company's name (a rename is one edit of {name}),
 * quotes, press clippings and posts aside; and a season whose year is over, which only the editor can change.
 */
import type { Site } from '../schema/site.ts';
import { eachString } from '../load/walk.ts';
import type { Check } from './checks.ts';
import type { Problem } from './problem.ts';

const QUOTED = [/^articles\.\d+\.(title|quote)$/];

export function spelledOutNames(file: string, data: unknown, names: string[]): Problem[] {
  const out: Problem[] = [];
  const longestFirst = names.filter(Boolean).sort((a, b) => b.length - a.length);
  eachString(data, (value, at) => {
    const path = at.join('.');
    const name = longestFirst.find((n) => value.includes(n));
    if (name && !QUOTED.some((re) => re.test(path))) {
      const message = `spells out the company's name "${name}": write {name} or {shortName} instead, so the next rename reaches it`;
      out.push({ file, path, message });
    }
  });
  return out;
}

/** Copy as written (before tokens are filled). */
const names: Check = (site) => {
  if (!site.rawSite) return [];
  const { name, shortName, ...siteCopy } = site.rawSite;
  return [
    ...site.json
      .filter((json) => !json.addresses && !json.quotes)
      .flatMap((json) =>
        spelledOutNames(json.file, json.file === 'content/site.json' ? siteCopy : json.raw, [name, shortName]),
      ),
    ...[...site.kept.tours, ...site.kept.pages].flatMap((file) =>
      spelledOutNames(file.file, { ...file.raw, body: file.body }, [name, shortName]),
    ),
  ];
};

export const NOTES: Check[] = [names];

/** `year`: today's, in the company's time zone. */
export function pastSeasonNote(season: Site['season'], year: number): string | undefined {
  if (season.year >= year) return undefined;
  return `Note: content/site.json season.year is ${season.year}, a year that is over; the announcement bar and the home page's urgency line still name it ("${season.name} ${season.year}"). Set the coming season there.`;
}
