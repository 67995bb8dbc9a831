/** Placeholder values left in JSON files (TODO: text, the placeholder image): refused even in a preview, as a JSON file cannot be a draft. */
import type { Check } from '../loaded.ts';
import { placeholders as placeholdersIn } from '../markdownFile.ts';

export const placeholders: Check = (site) =>
  site.json.flatMap(({ file, raw }) =>
    placeholdersIn(raw).map((p) => ({ file, path: p.path, message: `${p.what} must be replaced` })),
  );
