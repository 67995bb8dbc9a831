/**
 * Decap form fields made from a zod schema's JSON Schema, so no form is written beside it: widget, label, patterns and
 * hint, in an editor's words (src/content/schema/formWords.ts). A field no widget fits throws.
 */
import { z } from 'zod';
import { internalPath, MARKDOWN_FIELDS } from '../../content/schema/fields.ts';
import { formWords } from '../../content/schema/formWords.ts';

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  'x-cms'?: 'image' | 'day' | 'skip';
  'x-pattern-message'?: string;
  'x-label'?: string;
  'x-hint'?: string;
};

/** What a field's widget needs from the site beyond the schema. */
export interface FieldContext {
  /** The folder under content/images/ an image field uploads to, by field path ("hero.image", "members.image"). */
  imageFolder: (at: string) => string;
  /** The choices of a text field whose values are named elsewhere in content (a post's category). */
  choices?: Record<string, string[]>;
  /** The folder of content/images/ as Decap names it from the repository's root, e.g. "/content/images". */
  imagesRoot: string;
}

/** Text usually long enough for several lines. */
const LONG_TEXT = /^(description|excerpt|bio|quote|announcement|subtitle|seoDescription|teaser|ogImageAlt)$/;
/** A site path's pattern: its field gets the check that it is a page of the site (src/client/admin/siteLinks.ts). */
const SITE_PATH_PATTERN = (z.toJSONSchema(internalPath) as Json).pattern;
/** The widget of a text field that holds a link, which may be a site path. */
export const SITE_LINK_WIDGET = 'site-link';

/** The JSON Schema of `schema` as an editor writes it, with the CMS's marks for images, days and fields nobody writes. */
export function cmsJsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      const def = ctx.zodSchema._zod.def as {
        type: string;
        checks?: { _zod: { def: { pattern?: RegExp; error?: (i: unknown) => unknown } } }[];
      };
      const js = ctx.jsonSchema as Json;
      const withPattern = def.checks?.find((c) => c._zod.def.pattern);
      const message = withPattern?._zod.def.error?.({});
      if (typeof message === 'string') js['x-pattern-message'] = message;
      const words = formWords.get(ctx.zodSchema);
      if (words?.widget) js['x-cms'] = words.widget;
      else if (def.type === 'custom') js['x-cms'] = 'skip';
      if (words?.label) js['x-label'] = words.label;
      if (words?.hint !== undefined && words.over === js.description) js['x-hint'] = words.hint;
    },
  }) as Json;
}

/** Not required, and without a default, which Decap would write on opening the form, saving an untouched object half-filled. */
function optional({ default: _, ...f }: DecapField): DecapField {
  return {
    ...f,
    required: false,
    ...(Array.isArray(f.fields) ? { fields: (f.fields as DecapField[]).map(optional) } : {}),
  };
}

/** The short words of keys, as a person says them. */
const WORDS: Record<string, string> = {
  alt: 'description',
  cta: 'call to action',
  emailjs: 'EmailJS',
  faq: 'FAQ',
  faqs: 'FAQ',
  fareharbor: 'FareHarbor',
  ga4: 'GA4',
  hero: 'banner',
  href: 'link',
  id: 'ID',
  ids: 'IDs',
  image: 'photo',
  max: 'maximum',
  min: 'minimum',
  nbc: 'NBC',
  og: 'share',
  seo: 'search',
  src: 'photo',
  url: 'address',
  youtube: 'YouTube',
};
/** A key or a file's name in words: "ogImageAlt" is "Share photo description", "in-the-news" "In the news". */
export function label(name: string): string {
  const words = name.split(/-|(?<=[a-z0-9])(?=[A-Z])/).map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  return words.join(' ').replace(/^./, (c) => c.toUpperCase());
}

export function objectFields(json: Json, ctx: FieldContext, at: string[] = []): DecapField[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).flatMap(
    ([name, prop]) =>
      decapField(name, prop, required.has(name) && prop.default === undefined, ctx, [...at, name]) ?? [],
  );
}

function decapField(
  name: string,
  js: Json,
  required: boolean,
  ctx: FieldContext,
  at: string[],
): DecapField | undefined {
  const where = at.join('.');
  if (js['x-cms'] === 'skip') return undefined;
  const hint = js['x-hint'] ?? js.description;
  const base: DecapField = {
    name,
    label: js['x-label'] ?? label(name),
    widget: '',
    required,
    ...(hint ? { hint } : {}),
  };
  if (js.default !== undefined) base.default = js.default;
  if (name === '$schema') return { ...base, widget: 'hidden', required: false };
  if (js['x-cms'] === 'image') {
    const folder = ctx.imageFolder(where);
    return {
      ...base,
      widget: 'image',
      media_folder: `${ctx.imagesRoot}/${folder}`,
      public_folder: folder,
      choose_url: false,
    };
  }
  const choices = ctx.choices?.[where];
  if (choices) return { ...base, widget: 'select', options: choices };
  if (js.enum) return { ...base, widget: 'select', options: js.enum };
  if (js.anyOf?.every((o) => o.type === 'string' && o.pattern)) {
    // A site path or an address: one text field that takes either.
    const widget = js.anyOf.some((o) => o.pattern === SITE_PATH_PATTERN) ? SITE_LINK_WIDGET : 'string';
    return {
      ...base,
      widget,
      pattern: [
        js.anyOf.map((o) => `(?:${o.pattern})`).join('|'),
        js.anyOf.flatMap((o) => o['x-pattern-message'] || []).join(', or '),
      ],
    };
  }
  if (js.oneOf || js.type === 'object') {
    // Decap checks the fields of an object left out as if it were there: inside one that may be left out, none is
    // required (the build still says which is missing when the object is given).
    const fields = js.oneOf ? variantFields(js.oneOf, ctx, at) : objectFields(js, ctx, at);
    return { ...base, widget: 'object', fields: required ? fields : fields.map(optional) };
  }
  switch (js.type) {
    case 'string': {
      const widget =
        js['x-cms'] === 'day'
          ? 'day'
          : MARKDOWN_FIELDS.has(name)
            ? 'markdown'
            : LONG_TEXT.test(name)
              ? 'text'
              : js.pattern === SITE_PATH_PATTERN
                ? SITE_LINK_WIDGET
                : 'string';
      return {
        ...base,
        widget,
        ...(js.pattern ? { pattern: [js.pattern, js['x-pattern-message'] ?? `must match ${js.pattern}`] } : {}),
      };
    }
    case 'integer':
    case 'number': {
      const min =
        js.minimum ??
        (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + (js.type === 'integer' ? 1 : 0) : undefined);
      const max = js.maximum !== undefined && js.maximum < Number.MAX_SAFE_INTEGER ? js.maximum : undefined;
      return {
        ...base,
        widget: 'number',
        value_type: js.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const item = js.items ?? {};
      const sizes = { ...(js.minItems ? { min: js.minItems } : {}), ...(js.maxItems ? { max: js.maxItems } : {}) };
      if (item.type === 'object') return { ...base, widget: 'list', ...sizes, fields: objectFields(item, ctx, at) };
      const one = decapField(name, item, true, ctx, at);
      if (!one) break;
      return { ...base, widget: 'list', ...sizes, field: { ...one, label: base.label } };
    }
  }
  throw new Error(`No CMS widget fits the schema of ${where || name} (${JSON.stringify(js).slice(0, 120)})`);
}

/**
 * Objects told apart by one constant field (the analytics provider), which no Decap widget is: one object whose
 * constant field selects the kind, every other field optional, its hint naming its kind (the build checks the rest).
 */
function variantFields(variants: Json[], ctx: FieldContext, at: string[]): DecapField[] {
  const key = Object.keys(variants[0]?.properties ?? {}).find((k) =>
    variants.every((v) => v.properties?.[k]?.const !== undefined),
  );
  if (!key) throw new Error(`No CMS widget fits the schema of ${at.join('.')}: its kinds share no constant field`);
  const kinds = variants.map((v) => String(v.properties![key].const));
  const fields: DecapField[] = [
    {
      name: key,
      label: label(key),
      widget: 'select',
      options: kinds,
      required: true,
      hint: variants.map((v, i) => `${kinds[i]}: ${v.properties![key].description ?? ''}`).join(' '),
    },
  ];
  for (const [i, variant] of variants.entries()) {
    for (const field of objectFields({ ...variant, required: [] }, ctx, at)) {
      if (field.name === key || fields.some((f) => f.name === field.name)) continue;
      fields.push({ ...field, hint: `Only with ${key} "${kinds[i]}". ${field.hint ?? ''}`.trim() });
    }
  }
  return fields;
}
