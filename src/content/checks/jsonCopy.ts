/** Raw HTML in the JSON files' Markdown fields and Markdown images there that cannot be published. */
import type { Check } from '../loaded.ts';
import { inFile } from '../loaded.ts';

export const jsonCopy: Check = (site) =>
  site.json.flatMap(({ file, refs }) => (refs ? inFile(file, refs.problems) : []));
