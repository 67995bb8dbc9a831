/** Fields still holding a value the template ships (templateValues.ts), and ids or keys that look made up. */
import { createHash } from 'node:crypto';
import type { ContentFile, Field } from './contentFields.ts';
import { type Group, TEMPLATE_FIELDS, type TemplateField } from './templateValues.ts';

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

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A long text's fingerprint: the start of the sha-256 of its words, so a rewrapped line still matches. */
export const fingerprint = (text: string): string =>
  createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);

const PLACEHOLDER_WORDS = /placeholder|example|changeme|change[-_ ]me|replace[-_ ]?me|your[-_]|dummy|todo|xxx|^x+$/i;
const MADE_UP_NUMBER = /^(?:12345\d*|(\d)\1{3,})$/;

/** An id or key made of the words placeholders are made of, or a made-up number (12345…, 1111…). */
export function looksLikePlaceholder(value: Field['value']): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return PLACEHOLDER_WORDS.test(String(value)) || MADE_UP_NUMBER.test(String(value));
}

/** A pattern of templateValues.ts as a regular expression; `sep` separates its parts ("/" in file names, "." in field paths). */
export function patternRegExp(pattern: string, sep: '/' | '.'): RegExp {
  const between = escapeRegExp(sep);
  const one = `[^${between}]*`;
  const parts = pattern.split(sep);
  const source = parts
    .map((p, i) => {
      const last = i === parts.length - 1;
      if (p === '**') return last ? '.*' : `(?:${one}${between})*`;
      return p.split('*').map(escapeRegExp).join(one) + (last ? '' : between);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const RULES = TEMPLATE_FIELDS.map((rule) => ({
  rule,
  file: patternRegExp(rule.file, '/'),
  field: patternRegExp(rule.field, '.'),
}));

/** The object a field belongs to: "members.0" for "members.0.name". */
const parentOf = (fieldPath: string) => fieldPath.split('.').slice(0, -1).join('.');

function shipped(rule: TemplateField, value: Field['value']): boolean {
  if (rule.values?.some((v) => v === value || String(v) === String(value))) return true;
  return typeof value === 'string' && !!rule.fingerprints?.includes(fingerprint(value));
}

export function templateValueFinding(file: ContentFile, field: Field): Finding | undefined {
  const match = RULES.find((r) => r.file.test(file.name) && r.field.test(field.path));
  if (!match) return undefined;
  const { rule } = match;
  const at = { group: rule.group, file: `content/${file.name}` };
  if (shipped(rule, field.value)) {
    if (!rule.entry)
      return { ...at, field: field.path, why: `still the template's placeholder ${quoted(field.value)}` };
    const covers = rule.entry.covers === 'file' ? '' : parentOf(field.path);
    return {
      ...at,
      field: rule.entry.covers === 'file' ? field.path : covers,
      why: `${rule.entry.what} ${quoted(field.value)}`,
      covers,
    };
  }
  if (rule.key && looksLikePlaceholder(field.value))
    return { ...at, field: field.path, why: `looks like a placeholder: ${quoted(field.value)}` };
  return undefined;
}

/** Any other value that calls itself a placeholder ("PUBLIC_KEY_PLACEHOLDER"); photos are judged by their bytes, addresses by check.ts. */
export function placeholderValueFinding(file: ContentFile, field: Field): Finding | undefined {
  const v = field.value;
  if (typeof v !== 'string' || /\s|:\/\/|@|\.(jpe?g|png|webp|avif)$/i.test(v) || !/placeholder/i.test(v))
    return undefined;
  return {
    group: 'keys',
    file: `content/${file.name}`,
    field: field.path,
    why: `looks like a placeholder: ${quoted(v)}`,
  };
}
