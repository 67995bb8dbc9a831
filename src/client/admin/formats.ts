/**
 * How the CMS writes files: in the site's own format, so that saving an entry
 * unchanged leaves its file as it was. Decap's own formats write the keys of
 * an object of more than eight keys in an order of their own (it keeps entries
 * in Immutable maps), which would reorder a whole JSON file on every save.
 * These write every object's keys in its form's order (the schema's), JSON
 * indented by two spaces with a final newline, and front matter as the yaml
 * package writes it; content/ is kept in exactly this format.
 */
import { Document, parse } from 'yaml';

/** A form field as far as the order of keys goes: its name, and the fields of an object or of a list's items. */
export interface FieldOrder {
  name: string;
  fields?: FieldOrder[];
  field?: FieldOrder;
}

/** `value` with every object's keys in the order of `fields` (keys no field names keep their place after them). */
export function inFormOrder(value: unknown, fields: readonly FieldOrder[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => inFormOrder(v, fields));
  if (value === null || typeof value !== 'object' || !fields) return value;
  const rank = new Map(fields.map((f, i) => [f.name, i]));
  const entries = Object.entries(value as Record<string, unknown>).sort(
    ([a], [b]) => (rank.get(a) ?? rank.size) - (rank.get(b) ?? rank.size),
  );
  return Object.fromEntries(
    entries.map(([k, v]) => {
      const f = fields.find((x) => x.name === k);
      return [k, inFormOrder(v, f?.fields ?? f?.field?.fields)];
    }),
  );
}

export function jsonToFile(data: unknown, fields: readonly FieldOrder[]): string {
  return JSON.stringify(inFormOrder(data, fields), null, 2) + '\n';
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;

export function frontMatterFromFile(text: string): Record<string, unknown> {
  const m = FRONT_MATTER.exec(text);
  if (!m) return { body: text };
  // YAML 1.2's core schema, as the build reads it: a date stays the text written.
  return { ...((parse(m[1], { schema: 'core' }) as Record<string, unknown> | null) ?? {}), body: m[2] };
}

export function frontMatterToFile(data: Record<string, unknown>, fields: readonly FieldOrder[]): string {
  const { body, ...meta } = data;
  return `---\n${new Document(inFormOrder(meta, fields)).toString()}---\n${typeof body === 'string' ? body : ''}`;
}

/** The form among `forms` that names most of the keys of `data` (files of one collection whose top fields are alike). */
export function formFor(data: unknown, forms: readonly (readonly FieldOrder[])[]): readonly FieldOrder[] {
  const score = (v: unknown, fields: readonly FieldOrder[] | undefined): number => {
    if (Array.isArray(v)) return v.reduce((n: number, x) => n + score(x, fields), 0);
    if (v === null || typeof v !== 'object' || !fields) return 0;
    return Object.entries(v as Record<string, unknown>).reduce((n, [k, x]) => {
      const f = fields.find((y) => y.name === k);
      return n + (f ? 1 + score(x, f.fields ?? f.field?.fields) : 0);
    }, 0);
  };
  return forms.reduce((best, f) => (score(data, f) > score(data, best) ? f : best), forms[0] ?? []);
}
