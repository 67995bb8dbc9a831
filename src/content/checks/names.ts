/**
 * Copy as written (before tokens are filled) that spells out the company's
 * name: a note, not an error (see nameNotes.ts). site.json's own name fields,
 * quotes and addresses aside; posts keep the words they were written with.
 */
import type { Check } from '../loaded.ts';
import { spelledOutNames } from '../nameNotes.ts';

export const names: Check = (site) => {
  if (!site.rawSite) return [];
  const { name, shortName, ...siteCopy } = site.rawSite;
  return [
    ...site.json
      .filter((json) => !json.addresses && !json.quotes)
      .flatMap((json) =>
        spelledOutNames(json.file, json.file === 'content/site.json' ? siteCopy : json.raw, [name, shortName]),
      ),
    ...[...site.kept.tours, ...site.kept.pages].flatMap(({ file, parsed }) =>
      spelledOutNames(file, { ...parsed.raw, body: parsed.body }, [name, shortName]),
    ),
  ];
};
