/**
 * Every kind of content, defined once with zod. Types for pages and islands
 * are inferred from here, and the JSON Schemas that give editors completion
 * and red squiggles in VS Code are generated from here (npm run schemas), so
 * each field's `.describe()` text is the documentation an editor sees.
 *
 * Rules that hold everywhere:
 *  - objects are strict: a key the schema does not know is an error that
 *    names the nearest known key (a typo never passes silently);
 *  - lists are as long as the editor makes them; a minimum of one only where
 *    a section would be empty without it;
 *  - copy may quote site facts only through fact tokens such as {perPerson}
 *    (src/content/facts.ts), filled in by the loader.
 */
import { z } from 'zod';
import { iconNames } from './icons.ts';
import { imageNameProblem } from './imageNames.ts';
import { nearest } from './suggest.ts';
import { categorySlug } from '../lib/blogPages.ts';
import { MARKDOWN_LABELS } from './labels.ts';

export { labelsFileSchema, labelSlots, type Labels } from './labels.ts';

const obj = z.strictObject;
/** A list that must hold at least one item, and why. */
const list = <T extends z.ZodType>(item: T, why: string) => z.array(item).min(1, why);
/** A yes-or-no field, no unless the file says yes. */
const flag = (what: string) => z.boolean().default(false).describe(what);
const email = z.email('must be an e-mail address');
const matching = (pattern: RegExp, message?: string) => z.string().regex(pattern, message);

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

/** A source image under content/images/. Existence is checked by the loader. */
export const imagePath = z
  .string()
  .superRefine((s, ctx) => {
    const problem = imageNameProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('A photo under content/images/, e.g. "gallery/tour-01.jpg" (lower case; JPEG, PNG, WebP or AVIF).');

/** Fields whose text is Markdown in JSON content: a section's body, a question's answer, a label written as one line of Markdown. */
export const MARKDOWN_FIELDS: ReadonlySet<string> = new Set(['body', 'answer', ...MARKDOWN_LABELS]);

/** Text that is shown to visitors: never empty. */
const text = z.string().trim().min(1, 'must not be empty');

/** A colour written #rrggbb. */
const hexColour = matching(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, e.g. "#1f3a5f"');

const wholeNumber = z.number({ error: 'must be a number' }).int('must be a whole number');
/** A positive whole number (ids, prices in dollars, counts). */
const positiveInt = wholeNumber.positive('must be positive');

/** True for a real calendar day written YYYY-MM-DD (2024-02-31 is not one). */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** True for a time zone name the runtime knows (IANA, e.g. "America/New_York"). */
export function isTimeZone(s: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: s });
    return true;
  } catch {
    return false;
  }
}

/** A day written YYYY-MM-DD that exists in the calendar. */
const isoDay = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDay, 'is not a real calendar day')
  .describe('A date written YYYY-MM-DD, e.g. 2025-06-01.');

const seoDescription = text.describe(
  'Search and social description (aim for 160 characters; at most 200 once fact tokens are filled).',
);

const draft = flag(
  'true keeps this file off the published site: `npm run dev` shows it marked as a draft, `npm run build` leaves it out everywhere.',
);

// Site-wide facts (content/site.json)

const videoSchema = obj({
  provider: z.enum(['youtube', 'nbc']).describe('Where the video is hosted.'),
  id: matching(/^[A-Za-z0-9_-]+$/).describe('The video id from its address.'),
  title: text.describe('Accessible title of the video frame and its play button.'),
  poster: imagePath.describe('Still image shown until the visitor presses Play.'),
});

/** Where the site's visits and events are counted (src/lib/analytics.ts); the provider's hosts enter each page's policy. */
const analyticsSchema = z
  .discriminatedUnion(
    'provider',
    [
      obj({ provider: z.literal('none').describe('No analytics: pages load no counting script.') }),
      obj({
        provider: z.literal('plausible').describe('Plausible Analytics: no cookies, so it loads without asking.'),
        domain: matching(
          /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
          'must be the site\'s domain as it is named in Plausible, e.g. "example.com" (no https://, no path)',
        ).describe('The site\'s domain as added in Plausible, e.g. "whiskerwalks.nyc".'),
        scriptUrl: matching(
          /^https:\/\/[a-z0-9.-]+(:\d+)?\/[^\s?#]*\.js$/,
          'must be the https:// address of a Plausible script, e.g. "https://stats.example.com/js/script.js"',
        )
          .optional()
          .describe(
            "Only for a self-hosted Plausible: the address of its script; left out, Plausible's own (plausible.io) is used. Events go to the same host.",
          ),
      }),
      obj({
        provider: z
          .literal('cloudflare')
          .describe('Cloudflare Web Analytics: no cookies and no custom events (page views only).'),
        token: matching(
          /^[0-9a-f]{32}$/,
          'must be the 32-character token of the site in Cloudflare Web Analytics (digits and a-f)',
        ).describe('The site\'s token in Cloudflare Web Analytics (the "token" of its JS snippet).'),
      }),
      obj({
        provider: z
          .literal('ga4')
          .describe(
            'Google Analytics 4: it sets cookies, so it loads only after the visitor accepts them in the consent bar.',
          ),
        measurementId: matching(
          /^G-[A-Z0-9]{4,16}$/,
          'must be a GA4 measurement id, "G-" and capital letters or digits, e.g. "G-AB12CD34EF"',
        ).describe('The GA4 web stream\'s measurement id, e.g. "G-AB12CD34EF".'),
      }),
    ],
    { error: 'must name a provider: "none", "plausible", "cloudflare" or "ga4"' },
  )
  .default({ provider: 'none' })
  .describe(
    'Analytics, off by default: "provider" picks "plausible", "cloudflare" or "ga4" (or "none"), with that provider\'s id beside it (see docs/editing.md).',
  );

export const siteSchema = obj({
  $schema: z.string().optional().describe('Editor support only: the JSON Schema of this file.'),
  name: text.describe(
    'Company name shown in the header, footer, titles and structured data. Copy names the company with the fact token {name}, never by writing it out, so a new name reaches every page.',
  ),
  shortName: text.describe(
    'The company\'s name in short, for headings and buttons that use one ("Why Guests Love {shortName}"). Fact token {shortName}.',
  ),
  tagline: text.describe('One-line tagline under the footer logo.'),
  url: matching(/^https:\/\/[^/\s]+$/, 'must be an https:// origin without a trailing slash').describe(
    'Address of the production site, no trailing slash; canonical links and the sitemap use it.',
  ),
  language: matching(/^[a-z]{2}(-[A-Z]{2})?$/).describe('Language of every page, e.g. "en-US".'),
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be a time zone name such as "America/New_York"')
    .describe(
      'The company\'s time zone, e.g. "America/New_York": a post dated YYYY-MM-DD is published at the start of that day there (search engines and link previews are told so).',
    ),
  email: email.describe('Public contact address (mail links, reach-out card, press contact). Fact token {email}.'),
  bookOrderEmail: email.describe('Address that takes book orders ("Email us to order").'),
  address: obj({ locality: text, region: text, country: text }).describe(
    'City, region and country for structured data.',
  ),
  social: obj({ label: text, handle: text, url: externalUrl }).describe('The social profile (Instagram).'),
  giftCardsUrl: externalUrl.describe('Gift-card page of the booking provider.'),
  petitionUrl: externalUrl.describe('External petition form linked from the footer and press kit.'),
  pressMaterialsUrl: externalUrl.describe('Shared folder of press materials.'),
  season: obj({
    year: z.number().int().min(2000).max(2100).describe('The season\'s year. Fact token {seasonYear} ("2025").'),
    name: text.describe(
      'The season\'s name, e.g. "Spring/Summer". Fact token {season} is year and name: "2025 Spring/Summer".',
    ),
    announcement: text.describe('Announcement bar text on the home page (fact tokens allowed).'),
    urgencyTemplate: text
      .refine((s) => s.includes('{month}'), 'must contain {month}')
      .describe("Hero urgency message; {month} is filled in the visitor's browser (fact tokens allowed)."),
  }).describe('Season wording used by the announcement bar, season banner and urgency message.'),
  prices: obj({
    perPerson: positiveInt.describe('Public tours, per person, in whole dollars. Fact token {perPerson} ("$40").'),
    otherToursAverage: positiveInt.describe(
      'Marketing comparison: average price of other NYC walking tours. Token {otherToursAverage}.',
    ),
    privateBase: positiveInt.describe(
      'Private tours: flat minimum covering privateIncludedGuests. Token {privateBase}.',
    ),
    privateIncludedGuests: positiveInt.describe(
      'Guests covered by the private base price. Token {privateIncludedGuests}.',
    ),
    privatePerExtraGuest: positiveInt.describe(
      'Private tours: each guest above the included ones. Token {privatePerExtraGuest}.',
    ),
    privateMinGuests: positiveInt.describe('Smallest private group the calculator takes. Token {privateMinGuests}.'),
    privateMaxGuests: positiveInt.describe('Largest private group the calculator takes. Token {privateMaxGuests}.'),
    indoorTalkGeneral: positiveInt.describe('Indoor talk, General Admission ticket. Token {indoorTalkGeneral}.'),
    indoorTalkWalkAndTalk: positiveInt.describe(
      'Indoor talk, Walk and Talk Package ticket. Token {indoorTalkWalkAndTalk}.',
    ),
    walkAndTalkTourDiscountPercent: z
      .number()
      .int()
      .min(1)
      .max(100)
      .describe(
        'Discount on a future tour included in the Walk and Talk Package, in percent. Token {walkAndTalkTourDiscountPercent}.',
      ),
  })
    .refine((p) => p.privateMinGuests <= p.privateMaxGuests, {
      message: 'privateMinGuests must not be more than privateMaxGuests',
      path: ['privateMinGuests'],
    })
    .describe('Prices in whole US dollars.'),
  claims: obj({
    fiveStarPercent: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Share of guests who rate a tour five stars. Token {fiveStarPercent}.'),
    durationHours: z
      .number()
      .positive()
      .describe('Length of a public tour in hours. Tokens {durationHours} ("2") and {duration} ("2 hours").'),
    distanceMiles: z
      .number()
      .positive()
      .describe(
        'Walking distance of a public tour in miles. Tokens {distanceMiles} ("1.5") and {distance} ("1.5 miles").',
      ),
    defaultMaxGroup: positiveInt.describe(
      'Usual group maximum ("small groups"). Token {defaultMaxGroup}. Each tour sets its own maxGroup.',
    ),
    groupDiscountMinimum: positiveInt.describe(
      'Group size from which a group discount applies. Token {groupDiscountMinimum}.',
    ),
  }).describe('Public claims quoted in copy through fact tokens.'),
  fareharbor: obj({
    shortname: matching(/^[a-z0-9-]+$/, 'must be the lower-case FareHarbor shortname').describe(
      "The company's FareHarbor shortname.",
    ),
    flow: positiveInt.describe('Booking flow used by every booking link and calendar.'),
    calendarDays: positiveInt.describe('Days the calendar shows ahead. Token {calendarDays}.'),
  }).describe('FareHarbor, the booking provider.'),
  emailjs: obj({ publicKey: text, serviceId: text, templateId: text }).describe(
    'EmailJS keys for the contact form (public by design).',
  ),
  mailchimp: obj({
    action: matching(
      /^https:\/\/[a-z0-9.-]+\.list-manage\.com\/subscribe\/post\?/,
      'must be a list-manage.com subscribe/post address',
    ).describe("The sign-up form's action (list-manage.com subscribe/post address)."),
    honeypotName: matching(/^b_[a-z0-9]+_[a-z0-9]+$/).describe('Honeypot input name, b_<u>_<list>.'),
    tags: text.describe('Hidden tags value (a Mailchimp tag id).'),
  }).describe('Mailchimp newsletter form.'),
  formService: obj({ endpoint: externalUrl.describe('Where Adventure Cats applications are posted.') }).describe(
    'Form-collection service.',
  ),
  videos: obj({ home: videoSchema, gallery: videoSchema, adventureCats: videoSchema }).describe(
    'Videos shown as click-to-play facades.',
  ),
  colors: obj({
    brand: hexColour.describe("Headings, the header's links and the footer's background."),
    accent: hexColour.describe('Buttons, and links under the pointer (white text sits on it).'),
    accentDark: hexColour.describe('Links, and buttons under the pointer.'),
  }).describe(
    "The company's colours, as #rrggbb. Each must keep text readable where the site uses it (WCAG AA, 4.5:1): the build says which pair falls short and by how much.",
  ),
  ogImage: imagePath.describe('The share image of a page without a photo of its own (link previews; made 1200×630).'),
  ogImageAlt: text.describe('What the default share image shows, for people who cannot see it.'),
  logo: obj({
    src: imagePath.describe('Footer logo; search engines get it centred on a white square.'),
    alternate: imagePath.describe('Tried when the logo fails to load.'),
    alt: text.describe('What the logo says, for people who cannot see it (usually "{name}").'),
    mark: imagePath.describe(
      "The square mark beside the name in the header, also the browser tab's icon (favicon.ico is made from it).",
    ),
  }).describe("The company's logo files."),
  book: obj({ title: text, description: text, image: imagePath, imageAlt: text }).describe(
    'The book for sale on the home page.',
  ),
  analytics: analyticsSchema,
});
export type Site = z.infer<typeof siteSchema>;

// Shared small entities

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
export const iconName = z
  .string()
  .superRefine((name, ctx) => {
    if (iconNames.has(name)) return;
    const guess = nearest(name, iconNames);
    ctx.addIssue({
      code: 'custom',
      message: `no icon is named "${name}"${guess ? `; did you mean "${guess}"?` : ''} (names are listed at lucide.dev/icons)`,
    });
  })
  .describe('An icon by its Lucide name, e.g. "map-pin" or "users" (see lucide.dev/icons).');

export const featureCardSchema = obj({
  icon: iconName.describe(
    'An icon shown beside the title (decorative), by its Lucide name, e.g. "map-pin" (see lucide.dev/icons).',
  ),
  title: text,
  description: text,
  href: link.optional().describe('Makes the title a link, e.g. to a tour page.'),
}).describe('A card: icon, title, description.');

export const tourHighlightSchema = obj({ name: text, description: text }).describe('A press-kit highlight.');

export const tourStopSchema = obj({ title: text, description: text }).describe(
  "A stop of the tour (What You'll Discover).",
);

const button = obj({ text, href: link });

export const heroSchema = obj({
  title: text,
  subtitle: text.optional(),
  image: imagePath.describe('Background or side image.'),
  imageAlt: z
    .string()
    .describe('What the image shows, for visitors who cannot see it ("" only for a purely decorative image).'),
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
  urgency: flag("Show the season's urgency message (site.json season.urgencyTemplate)."),
  trustBadges: list(text, 'an empty list shows no badges: add one, or leave trustBadges out')
    .optional()
    .describe('Short claims shown under the buttons.'),
}).describe('The banner at the top of a page.');
export type Hero = z.infer<typeof heroSchema>;

// Tours (content/tours/*.md: front matter here, body = description)

/** A tour file's name, which is its address: greenwich-village.md is /tours/greenwich-village. */
export const TOUR_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

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
  kind: z
    .enum(['public', 'private'])
    .describe(
      'public: a neighbourhood tour with its own page, calendar and facts; private: the custom private tour, whose page is laid out by content/pages/private-tour.json.',
    ),
  maxGroup: positiveInt
    .optional()
    .describe(
      'Group maximum of a public tour (required there). Inside this file, copy quotes it as {maxGroup}. The private tour takes site.json prices.privateMinGuests to privateMaxGuests instead.',
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
  galleryIds: z
    .array(positiveInt)
    .default([])
    .describe('Gallery image ids shown on the tour page (content/gallery.json).'),
  testimonials: z.array(testimonialSchema).default([]),
  faqs: z.array(faqItemSchema).default([]),
  seoDescription: text
    .optional()
    .describe(
      "Search and social description of a public tour's page, at most 200 characters once fact tokens are filled (required there).",
    ),
});
export type TourFrontMatter = z.infer<typeof tourSchema>;
export type Tour = Omit<TourFrontMatter, 'maxGroup' | 'itemId' | 'slug'> & {
  /** The tour's address under /tours: its file name without ".md". */
  slug: string;
  /** FareHarbor item id; absent only in a preview of a tour not on FareHarbor yet (item 0). */
  itemId?: number;
  /** The group maximum: the tour's own, or the private tour's largest group. */
  maxGroup: number;
  /** Sanitised HTML of the Markdown body. */
  html: string;
  bookingUrl: string;
  href: string;
  /** Where it came from, e.g. "content/tours/greenwich-village.md". */
  file: string;
  /** Preview only: the file still holds placeholder text. */
  unfinished: boolean;
};

/** What a public tour's page shows, all of it required for such a tour (the loader says which field is missing). */
export const PUBLIC_TOUR_FIELDS = ['schedule', 'meetingPoint', 'hero', 'stops', 'seoDescription'] as const;
export type PublicTour = Tour & Required<Pick<Tour, (typeof PUBLIC_TOUR_FIELDS)[number]>> & { kind: 'public' };

export function isPublicTour(tour: Tour): tour is PublicTour {
  return tour.kind === 'public';
}

// Blog (content/blog/*.md: front matter here, body = content)

/** A category of the blog, declared in content/pages/blog.json. */
export const blogCategorySchema = obj({
  name: text.describe('The category as posts name it (their `category`) and readers see it.'),
  slug: matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "cat-rescues"')
    .optional()
    .describe(
      'Its list\'s address, /blog/category/{slug}; made from the name when left out ("Cat Rescues" is cat-rescues).',
    ),
  filter: flag(
    "Offered by the blog list's category filter, in this order (and given a list of its own once the blog is paged), while it has posts. Other categories are listed under All only.",
  ),
}).transform((c) => ({ ...c, slug: c.slug ?? categorySlug(c.name) }));
export type BlogCategory = z.output<typeof blogCategorySchema>;

export const blogPostSchema = obj({
  id: positiveInt.describe('Unique number; the post lives at /blog/{id}.'),
  draft,
  title: text,
  excerpt: text.describe('One or two sentences for the card and search results.'),
  image: imagePath,
  imageAlt: text,
  date: isoDay.describe('Publication day, YYYY-MM-DD.'),
  updated: isoDay
    .optional()
    .describe(
      'Day of the last real change to the post, YYYY-MM-DD (leave it out until there is one): search engines and link previews are told it.',
    ),
  author: text,
  category: text.describe('One of the categories named in content/pages/blog.json.'),
  tags: z.array(matching(/^[a-z0-9-]+$/, 'tags are lower-case words joined by hyphens')).default([]),
}).refine((p) => p.updated === undefined || p.updated >= p.date, {
  message: 'must not be before the publication day (date)',
  path: ['updated'],
});
export type BlogFrontMatter = z.infer<typeof blogPostSchema>;
export type BlogPost = BlogFrontMatter & {
  html: string;
  file: string;
  href: string;
  readingMinutes: number;
  unfinished: boolean;
  /** Dated after today in the company's time zone: a build leaves it out until that day, a preview shows it marked. */
  scheduled: boolean;
};

// Collections in JSON files

const schemaKey = { $schema: z.string().optional().describe('Editor support only: the JSON Schema of this file.') };

export const galleryImageSchema = obj({
  id: positiveInt.describe('Unique number of the photo (tour pages and the home page list photos by id).'),
  src: imagePath,
  alt: text.describe('What the photo shows.'),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryFileSchema = obj({
  ...schemaKey,
  tour: list(galleryImageSchema, 'the gallery needs at least one tour photo').describe(
    'Tour photos (the first grid on /gallery).',
  ),
  fans: list(galleryImageSchema, "the fans' photo grid on /gallery needs at least one photo").describe(
    'Feline Fan Photos (the second grid on /gallery).',
  ),
  homeIds: list(positiveInt, 'the home page gallery shows at least one photo').describe(
    'Ids of the photos shown on the home page, in order.',
  ),
  fallbacks: list(imagePath, 'the lightbox needs at least one fallback image').describe(
    'Shown when a photo fails to load: photo id modulo the number of fallbacks picks one.',
  ),
});

export const pressLogoSchema = obj({
  outlet: text.describe('Outlet name; also named in the console message when the logo fails to load.'),
  image: imagePath,
  alt: text,
  link: externalUrl,
  height: positiveInt.optional().describe('Display height in px (default 60).'),
  width: positiveInt.optional(),
});
export type PressLogo = z.infer<typeof pressLogoSchema>;

export const pressArticleSchema = obj({
  title: text,
  publication: text,
  date: isoDay,
  description: text,
  link: externalUrl,
  image: imagePath,
  imageAlt: text,
  quote: text.optional().describe('A line quoted from the article itself.'),
});
export type PressArticle = z.infer<typeof pressArticleSchema>;

export const reelSchema = obj({
  code: matching(/^[A-Za-z0-9_-]+$/).describe('Reel short code from its Instagram address.'),
  title: text,
  poster: imagePath,
});
export type Reel = z.infer<typeof reelSchema>;

export const pressFileSchema = obj({
  ...schemaKey,
  logos: list(pressLogoSchema, 'the press strip needs at least one logo').describe(
    'Press-logo strip on the home page.',
  ),
  articles: list(pressArticleSchema, 'the articles section of /in-the-news needs at least one article').describe(
    'Articles on /in-the-news.',
  ),
  reels: list(reelSchema, 'the reels section of /in-the-news needs at least one reel').describe(
    'Instagram reels on /in-the-news.',
  ),
  logoPlaceholder: imagePath.describe('Shown when a press logo fails to load.'),
  highlights: list(tourHighlightSchema, 'the press kit lists at least one highlight').describe(
    'Tour highlights of the press kit.',
  ),
  partnerLogos: list(pressLogoSchema, 'the logo strip needs at least one logo').describe(
    'Logo strip on /adventure-cats.',
  ),
});

export const teamMemberSchema = obj({
  name: text,
  role: text,
  bio: text,
  image: imagePath,
  imageAlt: text,
  catName: text.describe("Name of the guide's cat."),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamFileSchema = obj({
  ...schemaKey,
  members: list(teamMemberSchema, 'Meet the Team needs at least one member'),
});

export const testimonialsFileSchema = obj({
  ...schemaKey,
  carousel: list(testimonialSchema, 'the carousel needs at least one quote').describe(
    'Quotes of the home page carousel.',
  ),
  home: testimonialSchema.describe('The single testimonial high on the home page.'),
  contact: testimonialSchema.describe('The guest quote on /contact.'),
  pressKit: list(testimonialSchema, 'the press kit shows at least one testimonial').describe(
    'Testimonials of the press kit.',
  ),
});

const faqList = (where: string) => list(faqItemSchema, `the ${where} FAQ needs at least one question`);
export const faqsFileSchema = obj({
  ...schemaKey,
  tours: faqList('/tours').describe('FAQ on /tours.'),
  contact: faqList('/contact').describe('FAQ on /contact (the first one starts open).'),
  privateTours: faqList('private tour').describe('FAQ on the private tour page.'),
  pressKit: faqList('press kit').describe('FAQ of the press kit (the first one starts open).'),
  adventureCats: faqList('Adventure Cats').describe('FAQ on /adventure-cats.'),
});

// Pages written in Markdown (content/pages/{name}.md: front matter here, body = the page)

/** A Markdown page's file name, which is its address: cancellation-policy.md is /cancellation-policy. */
export const PAGE_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

export const markdownPageSchema = obj({
  draft,
  title: text.describe("The page's title: its <title>, and its heading when it has no hero."),
  description: seoDescription,
  hero: heroSchema.optional().describe('A banner at the top; without one, the page opens with its title.'),
});
export type MarkdownPage = z.infer<typeof markdownPageSchema> & {
  /** Its file name without ".md": the page's address is /{name}. */
  name: string;
  href: string;
  /** Sanitised HTML of the Markdown body (its sections written ##, below the page's title). */
  html: string;
  /** Where it came from, e.g. "content/pages/cancellation-policy.md". */
  file: string;
  /** Preview only: the file still holds placeholder text. */
  unfinished: boolean;
};

// Menus (content/menus.json)

/** The addresses in site.json a menu can link to by name, so each is written once. */
export const SITE_LINKS = ['giftCardsUrl', 'petitionUrl', 'pressMaterialsUrl'] as const;

const menuLinkShape = {
  label: text.describe('What the entry says.'),
  href: link.optional().describe('A page of this site ("/about") or an https:// or mailto: address.'),
  siteLink: z
    .enum(SITE_LINKS)
    .optional()
    .describe(
      'Instead of href: an address kept in site.json (giftCardsUrl, petitionUrl, pressMaterialsUrl), so it is written once.',
    ),
};
const oneTarget = (l: { href?: string; siteLink?: string }) => (l.href === undefined) !== (l.siteLink === undefined);
const ONE_TARGET = { message: 'give the entry either an href or a siteLink (one of them)', path: ['href'] };
const menuLinkSchema = obj(menuLinkShape).refine(oneTarget, ONE_TARGET);
const headerItemSchema = obj({
  ...menuLinkShape,
  tours: flag('This entry opens a list of every tour (in their order): tours join it by themselves.'),
}).refine(oneTarget, ONE_TARGET);
export type MenuLink = z.infer<typeof menuLinkSchema>;

const buttonLabel = (text_: string, what: string) => text.default(text_).describe(what);

export const menusFileSchema = obj({
  ...schemaKey,
  header: obj({
    items: list(headerItemSchema, 'the header needs at least one entry')
      .refine((items) => items.filter((i) => i.tours).length <= 1, 'only one entry can open the list of tours')
      .describe("The header's entries, in order."),
    button: obj({ label: text, href: internalPath }).describe('The button at the end of the header, e.g. to /booking.'),
    menuLabel: buttonLabel('Menu', "The small-screen menu button's label."),
  }),
  footer: obj({
    lists: z
      .array(obj({ heading: text, items: list(menuLinkSchema, 'a list needs at least one link') }))
      .describe("The footer's lists of links, each under its heading, in order."),
    button: obj({ label: text, href: internalPath }).describe("The button under the footer's logo."),
    newsletterHeading: text.describe("The heading over the footer's newsletter sign-up."),
    rights: buttonLabel('All rights reserved.', "What the copyright line says after the year and the company's name."),
  }),
  booking: obj({
    floating: buttonLabel('Book Now', 'The floating booking button on wide screens.'),
    bar: buttonLabel('Book Your Tour', 'The booking bar at the bottom of small screens.'),
  }).describe("The booking calls to action on every page (both link to the header button's address)."),
});
export type Menus = z.infer<typeof menusFileSchema>;

export const redirectSchema = obj({
  from: matching(/^\/[^\s]*$/, 'must start with "/"').describe(
    'Old address. A trailing "*" matches every address that starts with it, e.g. "/petition-*".',
  ),
  to: internalPath.describe('A page of this site.'),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectsFileSchema = obj({ ...schemaKey, redirects: z.array(redirectSchema) });

export const sectionSchema = obj({
  heading: text,
  body: z.string().default('').describe('Markdown.'),
  cta: button.optional().describe('Call-to-action button.'),
  items: list(featureCardSchema, 'an empty list shows no cards: add one, or leave items out')
    .optional()
    .describe('Cards or points.'),
});

/** A section whose page shows only its cards: without one it would be a heading over nothing. */
const cardsSection = (why: string) =>
  sectionSchema.extend({
    items: z
      .array(featureCardSchema, {
        error: (issue) => (issue.input === undefined ? `is required but missing: ${why}` : undefined),
      })
      .min(1, why)
      .describe('Cards or points.'),
  });
export type Section = z.infer<typeof sectionSchema>;

/** A link in a list of links; a link to a tour page may leave label and note to the tour. */
export const linkItemSchema = obj({
  href: internalPath,
  label: text.optional().describe("Defaults to the tour's title for a tour page."),
  note: text.optional().describe("Defaults to the tour's teaser for a tour page."),
});

/**
 * A page's copy file (content/pages/{page}.json): SEO title and description,
 * hero, and the sections its layout shows, each of them required. `cards`
 * names the sections the page shows only as their cards, each with the reason
 * a card is needed.
 */
function pageSchema<K extends string, E extends z.ZodRawShape = Record<never, never>>(
  sections: readonly K[],
  opts: { extra?: E; cards?: Partial<Record<K, string>> } = {},
) {
  const cards: Partial<Record<K, string>> = opts.cards ?? {};
  const shape = Object.fromEntries(sections.map((k) => [k, cards[k] ? cardsSection(cards[k]) : sectionSchema]));
  return obj({
    ...schemaKey,
    title: text.describe('<title>, without the site name.'),
    description: seoDescription,
    hero: heroSchema,
    // Typed as plain sections: a cards section is one whose items are required.
    sections: obj(shape as Record<K, typeof sectionSchema>).describe(`The page's sections: ${sections.join(', ')}.`),
    ...(opts.extra ?? ({} as E)),
  });
}

/** The range of the blog's page size: a page of the list must stay within the first-flight budget. */
export const BLOG_PAGE_MIN = 24;
export const BLOG_PAGE_MAX = 36;

/** Each page's copy file and the sections its layout needs. */
export const pageSchemas = {
  home: pageSchema([
    'pressStrip',
    'video',
    'testimonial',
    'seasonBanner',
    'intro',
    'giftCard',
    'features',
    'benefits',
    'newsletter',
    'book',
    'gallery',
    'contactCta',
    'finalCta',
  ]),
  about: pageSchema(['story', 'team', 'mission', 'bookCta']),
  tours: pageSchema(['trust', 'cards', 'expectations', 'faq', 'bookCta'], {
    cards: {
      trust: 'the trust strip needs at least one card (it shows nothing else)',
      expectations: 'the expectations section needs at least one card (it shows nothing else)',
    },
  }),
  'private-tour': pageSchema(
    ['pricing', 'neighbourhoods', 'scheduling', 'calculator', 'eventTypes', 'faq', 'contact'],
    {
      cards: { neighbourhoods: 'the neighbourhoods section needs at least one tile' },
    },
  ),
  gallery: pageSchema(['nbc', 'tourPhotos', 'fanPhotos', 'share']),
  blog: pageSchema(['list'], {
    extra: {
      postsPerPage: wholeNumber
        .min(BLOG_PAGE_MIN, `must be at least ${BLOG_PAGE_MIN}: fewer would make visitors page through a short blog`)
        .max(
          BLOG_PAGE_MAX,
          `must be at most ${BLOG_PAGE_MAX}: a longer list no longer arrives in the first 14 KB a phone receives`,
        )
        .default(24)
        .describe(
          `Posts on each page of the blog list (${BLOG_PAGE_MIN} to ${BLOG_PAGE_MAX}, 24 if left out). A blog longer than this is paged: /blog, /blog/page/2, …, with a list of its own for each filter category.`,
        ),
      categories: list(blogCategorySchema, 'every post names a category: declare at least one').describe(
        "The blog's categories: each post names one. The filter offers those marked filter, in this order.",
      ),
      filterLabel: text.default('Filter by category').describe('The label before the category choices.'),
      allLabel: text.default('All').describe('The choice that shows every post.'),
    },
  }),
  'in-the-news': pageSchema(['reels', 'articles', 'more']),
  contact: pageSchema(['form', 'resources', 'quickActions', 'reachOut', 'faq', 'bookCta']),
  booking: pageSchema(['calendar', 'mail']),
  'press-kit': pageSchema(['materials', 'about', 'highlights', 'mediaContact', 'faq', 'testimonials', 'links']),
  'adventure-cats': pageSchema(['howItWorks', 'requirements', 'form', 'waiver', 'faq', 'video', 'logos']),
  'adventure-cats-thanks': pageSchema(['thanks']),
  // The company's own words; the services list under `services` comes from the settings (src/lib/services.ts).
  privacy: pageSchema(['operator', 'contact', 'retention', 'services']),
  'not-found': pageSchema(['popular'], {
    extra: {
      popularLinks: list(linkItemSchema, 'list at least one popular page').describe(
        'Popular pages listed under the popular section.',
      ),
    },
  }),
};
export type PageId = keyof typeof pageSchemas;
export const pageIds = Object.keys(pageSchemas) as PageId[];
export type Pages = { [K in PageId]: z.infer<(typeof pageSchemas)[K]> };
export type PageContent = Pages[PageId];
