/**
 * The CMS labels a field with its key in words and hints with its description; a field gives its own words only where
 * those would not do: a label a person would not say, a hint whose description names a path, a command, a key, true/
 * false or how the file writes a value ('' for none); and its widget where its type does not tell (a photo, a day). The
 * JSON Schemas keep the description.
 */
import { z } from 'zod';

type Words = { label?: string; hint?: string; widget?: 'image' | 'day' };
export const formWords = z.registry<Words & { over?: string }>();

export function inForm<T extends z.ZodType>(schema: T, words: Words): T {
  const field = schema.clone();
  // A hint stands for the description it was given over: a field described anew shows its new description.
  formWords.add(field, { ...words, over: schema.description });
  return field;
}
