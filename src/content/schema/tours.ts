/** A tour (content/tours/{name}.md): its front matter here, its body the description. */
import { z } from 'zod';
import {
  draft,
  faqItemSchema,
  flag,
  type FromMarkdown,
  heroSchema,
  imagePath,
  list,
  obj,
  positiveInt,
  testimonialSchema,
  text,
  wholeNumber,
} from './fields.ts';
import { inForm } from './formWords.ts';

export const tourStopSchema = obj({ title: text, description: text }).describe(
  "A stop of the tour (What You'll Discover).",
);

export const tourSchema = obj({
  // The address is written once, as the file name: a copied file is a new tour without a second edit.
  slug: z
    .custom<never>(() => false, {
      error: "a tour's address is its file name (greenwich-village.md is /tours/greenwich-village): remove this line",
    })
    .optional()
    .describe("Not used: a tour's address is its file name."),
  order: z.number().int().describe('Position in tour lists, navigation and cards: lower comes first.'),
  draft,
  title: text.describe('Full tour name, e.g. "Greenwich Village Historical Cat Tour".'),
  shortTitle: text.describe('Short name for the navigation, e.g. "Greenwich Village".'),
  teaser: text.describe('One-line hook shown on cards.'),
  description: text.describe('Card description (plain text).'),
  image: imagePath.describe('Card image.'),
  imageAlt: text,
  featured: flag('Featured tours show the Most Popular badge.'),
  itemId: wholeNumber
    .min(0, 'must be the FareHarbor item id')
    .describe(
      'FareHarbor item id of this tour (0 only while the tour is not on FareHarbor yet: such a tour cannot be published).',
    ),
  kind: inForm(
    z
      .enum(['public', 'private'])
      .describe(
        'public: a neighbourhood tour with its own page, calendar and facts; private: the custom private tour, whose page is laid out by content/pages/private-tour.json.',
      ),
    {
      hint: 'public: a neighbourhood tour with its own page, calendar and facts; private: the custom private tour, whose page is laid out in Page copy → Private tour.',
    },
  ),
  maxGroup: inForm(
    positiveInt
      .optional()
      .describe(
        'Group maximum of a public tour (required there). Inside this file, copy quotes it as {maxGroup}. The private tour takes site.json prices.privateMinGuests to privateMaxGuests instead.',
      ),
    {
      hint: "Group maximum of a public tour (required there); this tour's words quote it as {maxGroup}. The private tour's group sizes are with the prices (Company and site → Site).",
    },
  ),
  durationMinutes: positiveInt
    .optional()
    .describe("Length in minutes for structured data, when it differs from the site's duration claim."),
  schedule: text
    .optional()
    .describe(
      'When a public tour runs, e.g. "Saturdays and Sundays at 1:15 PM, April to December {seasonYear}" (required there).',
    ),
  meetingPoint: text
    .optional()
    .describe('Where a public tour starts: the general area; the exact spot comes with the booking (required there).'),
  hero: heroSchema.optional().describe("The banner of a public tour's page (required there)."),
  stops: list(tourStopSchema, 'a tour lists at least one stop')
    .optional()
    .describe("What You'll Discover, on a public tour's page (required there)."),
  galleryIds: inForm(
    z.array(positiveInt).default([]).describe('Gallery image ids shown on the tour page (content/gallery.json).'),
    {
      label: 'Gallery photos',
      hint: "The IDs of the gallery's photos shown on the tour page (Company and site → Gallery).",
    },
  ),
  testimonials: z.array(testimonialSchema).default([]),
  faqs: z.array(faqItemSchema).default([]),
  seoDescription: text
    .optional()
    .describe(
      "Search and social description of a public tour's page, at most 200 characters once fact tokens are filled (required there).",
    ),
});
type TourFile = z.output<typeof tourSchema>;

/** What a public tour's page shows, all of it required for such a tour (the loader says which field is missing). */
export const PUBLIC_TOUR_FIELDS = ['schedule', 'meetingPoint', 'hero', 'stops', 'seoDescription'] as const;

/** A tour as pages show it; a public tour has every field its page shows (the loader refuses one without). */
export type Tour = Omit<TourFile, 'slug' | 'itemId' | 'maxGroup' | 'kind'> &
  FromMarkdown & {
    /** Its file name without ".md". */
    slug: string;
    /** FareHarbor item id; absent only in a preview of a tour not on FareHarbor yet (item 0). */
    itemId?: number;
    /** The group maximum: the tour's own, or the private tour's largest group. */
    maxGroup: number;
    bookingUrl: string;
  } & ({ kind: 'private' } | ({ kind: 'public' } & Required<Pick<TourFile, (typeof PUBLIC_TOUR_FIELDS)[number]>>));
