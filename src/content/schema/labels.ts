/**
 * The words of the site's layout (content/labels.json), each defaulting to the site's original words, so any may be left
 * out. A label may quote fact tokens; a value only the page knows is a slot such as {tour}, for the page (src/lib/slots.ts).
 */
import { z } from 'zod';
import { FIELD_LABELS } from '../../lib/adventureForm.ts';
import { MARKDOWN_FIELDS, schemaKey, text } from './fields.ts';
import { inForm } from './formWords.ts';
import table from './labels.json' with { type: 'json' };

const SLOT_MEANING = {
  tour: "the tour's short title",
  maxGroup: "the tour's group maximum",
  schedule: "the tour's schedule",
  author: "the post's author",
  minutes: "the post's reading time in minutes",
  page: "the page's number",
  pages: 'the number of pages',
  category: "the category's name",
  photos: "the photos' name",
  number: "the photo's number",
  count: 'how many photos there are',
  service: "the service's name",
} as const;
type Slot = keyof typeof SLOT_MEANING;

/**
 * The table of labels (labels.json, data, not code): per group, what it is (`inForm`: in the CMS's words, when they
 * differ) and per field its default words (`formField`: the application form's own label for that field), what it
 * is, and the slots it may hold.
 */
type Spec = { words?: string; formField?: string; what: string; slots?: readonly string[]; inForm?: string };
type Group = { readonly what: string; readonly inForm?: string; readonly fields: Readonly<Record<string, Spec>> };
const TABLE: Readonly<Record<string, Group>> = table;
for (const [g, { fields }] of Object.entries(TABLE))
  for (const [f, { slots = [] }] of Object.entries(fields))
    for (const slot of slots)
      if (!(slot in SLOT_MEANING))
        throw new Error(`labels.json: ${g}.${f} names the slot {${slot}}, which no page fills`);
const slotsOf = (spec: Spec) => (spec.slots ?? []) as readonly Slot[];
const wordsOf = (spec: Spec) => spec.words ?? FIELD_LABELS[spec.formField as keyof typeof FIELD_LABELS];

function describe(words: string, what: string, slots: readonly Slot[]): string {
  const named = slots.map((s) => `{${s}} is ${SLOT_MEANING[s]}`).join('; ');
  return `${what}${named ? ` Write ${named}.` : ''} Left out: "${words}".`;
}

/** Shown to visitors: never empty; a Markdown label is one line, since it sits inside a line of the page. */
const label = (spec: Spec, markdown: boolean) =>
  inForm(
    text
      .refine((s) => !markdown || !/\n\s*\n/.test(s), 'must be one paragraph: leave out the blank line')
      .default(wordsOf(spec))
      .describe(describe(wordsOf(spec), spec.what, slotsOf(spec))),
    { hint: spec.inForm === undefined ? undefined : describe(wordsOf(spec), spec.inForm, []) },
  );

type GroupSchema<F> = z.ZodPrefault<z.ZodObject<{ [K in keyof F]: ReturnType<typeof label> }, z.core.$strict>>;

// prefault: a group left out is read as {}, so each of its fields takes its default (every field has one).
const groups = Object.fromEntries(
  Object.entries(TABLE).map(([k, group]) => {
    const shape = Object.entries(group.fields).map(([f, spec]) => [f, label(spec, MARKDOWN_FIELDS.has(f))]);
    return [
      k,
      inForm(z.strictObject(Object.fromEntries(shape)).prefault({}).describe(group.what), { hint: group.inForm }),
    ];
  }),
) as { [G in keyof typeof table]: GroupSchema<(typeof table)[G]['fields']> };

export const labelsFileSchema = z
  .strictObject({ ...schemaKey, ...groups })
  .describe(
    "The words of the site's layout: headings, button and link labels and form-field labels that belong to no one page's copy file. Every field may be left out: it then keeps the words given in its description.",
  );
export type Labels = z.infer<typeof labelsFileSchema>;

/** The slots a label may hold ("tourPage", "faqHeading"): the loader lets exactly these through for the page. */
export function labelSlots(group: string, field: string): readonly Slot[] {
  const spec = TABLE[group]?.fields[field];
  return spec ? slotsOf(spec) : [];
}
