/**
 * The fields every kind of content is made of. The views' types, the JSON Schemas (npm run schemas) and the CMS's
 * forms are inferred from the schemas, so a field's `.describe()` text is what an editor reads. Objects are strict (an
 * unknown key names the nearest known one); a list needs an item only where a section would be empty without one.
 */
import { z } from 'zod';
import { iconNames } from './icons.ts';
import { inForm } from './formWords.ts';
import { imageNameProblem } from './imageNames.ts';
import { nearest } from '../problems/suggest.ts';

export const obj = z.strictObject;
export const list = <T extends z.ZodType>(item: T, why: string) => z.array(item).min(1, why);
export const flag = (what: string) => z.boolean().default(false).describe(what);
export const email = z.email('must be an e-mail address');
export const matching = (pattern: RegExp, message?: string) => z.string().regex(pattern, message);
const refusedIf = (problemOf: (s: string) => string | undefined) =>
  z.string().superRefine((s, ctx) => {
    const message = problemOf(s);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const internalPath = matching(/^\/(?!\/)[^\s]*$/, 'must be a site path starting with "/"').describe(
  'A page of this site, starting with "/", e.g. "/tours" or "/contact#faq".',
);

export const externalUrl = matching(
  /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/,
  'must be an https:// or mailto: address',
).describe('An https:// address or a mailto: link.');

export const link = z
  .union([internalPath, externalUrl], { error: 'must be a site path ("/…") or an https:// or mailto: address' })
  .describe('A page of this site ("/tours") or an https:// or mailto: address.');

/** The file every new item starts with (npm run new); publishing it is refused. */
export const PLACEHOLDER_IMAGE = 'placeholder.jpg';
/** The marker `npm run new` leaves in text an editor must still write. */
export const PLACEHOLDER_TEXT = /TODO:/;

/** Existence is checked by the loader. */
export const imagePath = inForm(
  refusedIf(imageNameProblem).describe(
    'A photo under content/images/, e.g. "gallery/tour-01.jpg" (lower case; JPEG, PNG, WebP or AVIF).',
  ),
  { hint: '', widget: 'image' },
);

/** Fields of JSON content whose text is Markdown (contactLine: a label written as one line of it). */
export const MARKDOWN_FIELDS: ReadonlySet<string> = new Set(['body', 'answer', 'contactLine']);

/** Shown to visitors: never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

export const hexColour = matching(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, e.g. "#1f3a5f"');

export const wholeNumber = z.number({ error: 'must be a number' }).int('must be a whole number');
export const positiveInt = wholeNumber.positive('must be positive');

/** 2024-02-31 is not a calendar day; the form's date field writes YYYY-MM-DD itself. */
export const isoDay = inForm(
  z
    .string({ error: 'must be a date written YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'is not a real calendar day')
    .describe('A date written YYYY-MM-DD, e.g. 2025-06-01.'),
  { hint: '', widget: 'day' },
);

export const seoDescription = text.describe(
  'Search and social description (aim for 160 characters; at most 200 once fact tokens are filled).',
);

export const draft = inForm(
  flag(
    'true keeps this file off the published site: `npm run dev` shows it marked as a draft, `npm run build` leaves it out everywhere.',
  ),
  { hint: 'Keep this off the published site while you work on it; the preview shows it marked as a draft.' },
);

export const schemaKey = {
  $schema: z.string().optional().describe('Editor support only: the JSON Schema of this file.'),
};

export const faqItemSchema = obj({
  question: text,
  answer: text.describe('Markdown: **bold**, lists and [links](/contact) work.'),
}).describe('One question and its answer.');
export type FaqItem = z.infer<typeof faqItemSchema>;

export const testimonialSchema = obj({
  quote: text.describe("The guest's words, as they wrote them."),
  author: text,
  role: text.optional().describe('e.g. "Visitor from London".'),
}).describe("A guest's quote.");
export type Testimonial = z.infer<typeof testimonialSchema>;

const iconName = refusedIf((name) => {
  if (iconNames.has(name)) return undefined;
  const guess = nearest(name, iconNames);
  return `no icon is named "${name}"${guess ? `; did you mean "${guess}"?` : ''} (names are listed at lucide.dev/icons)`;
}).describe('An icon by its Lucide name, e.g. "map-pin" or "users" (see lucide.dev/icons).');

export const featureCardSchema = obj({
  icon: iconName.describe(
    'An icon shown beside the title (decorative), by its Lucide name, e.g. "map-pin" (see lucide.dev/icons).',
  ),
  title: text,
  description: text,
  href: link.optional().describe('Makes the title a link, e.g. to a tour page.'),
}).describe('A card: icon, title, description.');

export const button = obj({ text, href: link });

export const heroSchema = obj({
  title: text,
  subtitle: text.optional(),
  image: imagePath.describe('Background or side image.'),
  imageAlt: inForm(
    z
      .string()
      .describe('What the image shows, for visitors who cannot see it ("" only for a purely decorative image).'),
    { hint: 'What the photo shows, for visitors who cannot see it.' },
  ),
  overlay: z.number().min(0).max(0.8).default(0.45).describe('Darkening over a cover image, 0 (none) to 0.8.'),
  height: z.enum(['small', 'medium', 'large', 'full']).default('medium'),
  layout: z.enum(['cover', 'split']).default('cover').describe('cover: text over the image; split: text beside it.'),
  imagePosition: matching(/^[a-z0-9% .-]+$/)
    .default('center')
    .describe('Which part of the image stays in view, e.g. "center", "50% 30%".'),
  fit: z.enum(['cover', 'contain']).default('cover'),
  aspect: z.enum(['portrait-2-3', 'portrait-3-4', 'landscape-16-9']).optional(),
  maxWidth: matching(/^\d+(\.\d+)?(rem|ch|px)$/)
    .optional()
    .describe('Max width of the text column, e.g. "40rem".'),
  primaryButton: button.optional(),
  secondaryButton: button.optional(),
  urgency: inForm(flag("Show the season's urgency message (site.json season.urgencyTemplate)."), {
    hint: "Show the season's urgency message (Company and site → Site → Season).",
  }),
  trustBadges: list(text, 'an empty list shows no badges: add one, or leave trustBadges out')
    .optional()
    .describe('Short claims shown under the buttons.'),
}).describe('The banner at the top of a page.');
export type Hero = z.infer<typeof heroSchema>;

/** What loading adds to the front matter of every Markdown file. */
export interface FromMarkdown {
  href: string;
  /** Sanitised HTML of the Markdown body. */
  html: string;
  /** e.g. "content/tours/greenwich-village.md". */
  file: string;
  /** Preview only: the file still holds placeholder text. */
  unfinished: boolean;
}
