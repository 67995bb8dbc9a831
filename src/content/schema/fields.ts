/**
 * The fields every kind of content is made of, defined once with zod: the schema of each kind (site.ts, tours.ts,
 * posts.ts, pages.ts, lists.ts, menus.ts, labels.ts) is built from them. Types for pages and islands are inferred
 * from the schemas, and so are the JSON Schemas that give editors completion and red squiggles in VS Code
 * (npm run schemas) and the CMS's forms, so each field's `.describe()` text is the documentation an editor sees.
 *
 * Rules that hold everywhere:
 *  - objects are strict: a key the schema does not know is an error that names the nearest known key;
 *  - lists are as long as the editor makes them; a minimum of one only where a section would be empty without it;
 *  - copy may quote site facts only through fact tokens such as {perPerson} (facts/tokens.ts), filled by the loader.
 */
import { z } from 'zod';
import { iconNames } from './icons.ts';
import { inForm } from './formWords.ts';
import { imageNameProblem } from './imageNames.ts';
import { nearest } from '../problems/suggest.ts';

export const obj = z.strictObject;
/** A list that must hold at least one item, and why. */
export const list = <T extends z.ZodType>(item: T, why: string) => z.array(item).min(1, why);
/** A yes-or-no field, no unless the file says yes. */
export const flag = (what: string) => z.boolean().default(false).describe(what);
export const email = z.email('must be an e-mail address');
export const matching = (pattern: RegExp, message?: string) => z.string().regex(pattern, message);
/** A string refused with the message `problemOf` gives it, if any. */
const refusedIf = (problemOf: (s: string) => string | undefined) =>
  z.string().superRefine((s, ctx) => {
    const message = problemOf(s);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A path inside the site, starting with "/" (may carry a #hash or ?query). */
export const internalPath = matching(/^\/(?!\/)[^\s]*$/, 'must be a site path starting with "/"').describe(
  'A page of this site, starting with "/", e.g. "/tours" or "/contact#faq".',
);

/** An absolute https:// address or a mailto: link. */
export const externalUrl = matching(
  /^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/,
  'must be an https:// or mailto: address',
).describe('An https:// address or a mailto: link.');

/** Either a site path or an external address. */
export const link = z
  .union([internalPath, externalUrl], { error: 'must be a site path ("/…") or an https:// or mailto: address' })
  .describe('A page of this site ("/tours") or an https:// or mailto: address.');

/** The file every new item starts with (npm run new); publishing it is refused. */
export const PLACEHOLDER_IMAGE = 'placeholder.jpg';
/** The marker `npm run new` leaves in text an editor must still write. */
export const PLACEHOLDER_TEXT = /TODO:/;

/** A source image under content/images/. Existence is checked by the loader. */
export const imagePath = inForm(
  refusedIf(imageNameProblem).describe(
    'A photo under content/images/, e.g. "gallery/tour-01.jpg" (lower case; JPEG, PNG, WebP or AVIF).',
  ),
  { hint: '' },
);

/** Fields whose text is Markdown in JSON content: a section's body, a question's answer, a label written as one line of Markdown. */
export const MARKDOWN_FIELDS: ReadonlySet<string> = new Set(['body', 'answer', 'contactLine']);

/** Text that is shown to visitors: never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A colour written #rrggbb. */
export const hexColour = matching(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, e.g. "#1f3a5f"');

export const wholeNumber = z.number({ error: 'must be a number' }).int('must be a whole number');
/** A positive whole number (ids, prices in dollars, counts). */
export const positiveInt = wholeNumber.positive('must be positive');

/** True for a real calendar day written YYYY-MM-DD (2024-02-31 is not one). */
function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A day written YYYY-MM-DD that exists in the calendar; the form's date field writes it so itself. */
export const isoDay = inForm(
  z
    .string({ error: 'must be a date written YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine(isCalendarDay, 'is not a real calendar day')
    .describe('A date written YYYY-MM-DD, e.g. 2025-06-01.'),
  { hint: '' },
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

/** Editor support only: a JSON file's own JSON Schema. */
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

/** An icon by its Lucide name, e.g. "map-pin" (lucide.dev/icons). */
export const iconName = refusedIf((name) => {
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

/** What loading adds to the front matter of every Markdown file (a tour, a post, a page). */
export interface FromMarkdown {
  /** Its address on the site. */
  href: string;
  /** Sanitised HTML of the Markdown body. */
  html: string;
  /** Where it came from, e.g. "content/tours/greenwich-village.md". */
  file: string;
  /** Preview only: the file still holds placeholder text. */
  unfinished: boolean;
}
