/** One thing in content/ that is still the template's: where it is and why it is listed. */
import type { Group } from './templateValues.ts';

export interface Finding {
  group: Group;
  /** the file, from the project root: "content/site.json" */
  file: string;
  /** the field ("fareharbor.shortname"), a body line ("line 12"), or "" for a whole file (a photo) */
  field: string;
  why: string;
  /** Set when the finding names a whole entry: other lines under this field path ("" for the whole file) would repeat it. */
  covers?: string;
}

/** A value as a line quotes it: text in quotes, shortened when long; a number as it is. */
export const quoted = (value: string | number | boolean | null): string => {
  if (typeof value !== 'string') return String(value);
  const text = value.replace(/\s+/g, ' ').trim();
  return JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}…` : text);
};
