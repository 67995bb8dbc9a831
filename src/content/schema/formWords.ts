/**
 * The CMS's form labels a field with its key in words (src/pipeline/admin/fields.ts spells out the keys' short words)
 * and hints with its description. A field gives words of its own for the form only where those would not do: a label
 * where the key in words is still not what a person says ("Last updated", not "Updated"); a hint where the
 * description is written for the files (it names a path, a command, a key, true/false or how the file writes a value:
 * YYYY-MM-DD), '' for none. The JSON Schemas keep the description, for those who edit the files.
 */
import { z } from 'zod';

export const formWords = z.registry<{ label?: string; hint?: string; over?: string }>();

export function inForm<T extends z.ZodType>(schema: T, words: { label?: string; hint?: string }): T {
  const field = schema.clone();
  // A hint stands for the description it was given over: a field described anew shows its new description.
  formWords.add(field, { ...words, over: schema.description });
  return field;
}
