/**
 * Every content entity of SPEC.md §3, defined once with zod.
 * Types for pages and islands are inferred from here, so a field documented
 * below is the field a component receives.
 */
import { z } from 'zod';

/** A path inside the site, starting with "/" (may carry a #hash or ?query). */
export const internalPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a site path starting with "/"');

/** An absolute https:// address or a mailto: link. */
export const externalUrl = z
  .string()
  .regex(/^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/, 'must be an https:// or mailto: address');

/** Either a site path or an external address. */
export const link = z.union([internalPath, externalUrl], { error: 'must be a site path ("/…") or an https:// or mailto: address' });

/** A source image under content/images/, e.g. "gallery/tour-01.jpg". Existence is checked by the loader. */
export const imagePath = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp|avif)$/, 'must be a file under content/images/ such as "gallery/tour-01.jpg"');

/** Text that is shown to visitors: never empty. */
const text = z.string().trim().min(1, 'must not be empty');

/** A positive whole number (ids, prices in dollars, counts). */
const positiveInt = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

/** Dates: gray-matter turns YAML dates into Date objects; accept both and keep an ISO day. */
const isoDay = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
);

// ---------------------------------------------------------------------------
// Site-wide facts (content/site.json)
// ---------------------------------------------------------------------------

export const siteSchema = z.object({
  /** Company name shown in the header, footer, titles and structured data. */
  name: text,
  /** One-line tagline under the footer logo. */
  tagline: text,
  /** Absolute origin of the production site, no trailing slash; canonical links and the sitemap use it. */
  url: z.string().regex(/^https:\/\/[^/\s]+$/, 'must be an https:// origin without a trailing slash'),
  /** Default language of every page. */
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  /** Public contact address (mail links, reach-out card, press contact). */
  email: z.email('must be an e-mail address'),
  /** Address that takes book orders ("Email us to order"). */
  bookOrderEmail: z.email('must be an e-mail address'),
  /** City and region for structured data. */
  address: z.object({ locality: text, region: text, country: text }),
  /** The social profile (Instagram). */
  social: z.object({ label: text, handle: text, url: externalUrl }),
  /** Gift-card page of the booking provider. */
  giftCardsUrl: externalUrl,
  /** External petition form linked from the footer and press kit. */
  petitionUrl: externalUrl,
  /** Shared folder of press materials. */
  pressMaterialsUrl: externalUrl,
  /** Season wording used by the announcement bar, season banner and urgency message. */
  season: z.object({
    /** e.g. "2025 Spring/Summer" (SPEC §1). */
    label: text,
    /** Announcement bar text on the home page. */
    announcement: text,
    /** Urgency message with a {month} placeholder, computed in the browser. */
    urgencyTemplate: text.refine((s) => s.includes('{month}'), 'must contain {month}'),
  }),
  /** Prices in whole US dollars (SPEC §9). */
  prices: z.object({
    /** Public tours, per person. */
    perPerson: positiveInt,
    /** Marketing comparison: average of other NYC walking tours. */
    otherToursAverage: positiveInt,
    /** Private tours: flat minimum covering includedGuests. */
    privateBase: positiveInt,
    privateIncludedGuests: positiveInt,
    /** Private tours: each guest above includedGuests. */
    privatePerExtraGuest: positiveInt,
    /** Calculator range. */
    privateMinGuests: positiveInt,
    privateMaxGuests: positiveInt,
    /** Indoor talk tickets. */
    indoorTalkGeneral: positiveInt,
    indoorTalkWalkAndTalk: positiveInt,
  }),
  /** Public claims (SPEC §1, §9). */
  claims: z.object({
    fiveStarPercent: z.number().int().min(0).max(100),
    durationHours: z.number().positive(),
    /** Shorter reading used for Brooklyn Heights in structured data and blog copy (SPEC §9: both readings). */
    brooklynHeightsStructuredMinutes: positiveInt,
    distanceMiles: z.number().positive(),
    defaultMaxGroup: positiveInt,
    groupDiscountMinimum: positiveInt,
  }),
  /** FareHarbor booking provider. */
  fareharbor: z.object({
    shortname: z.string().regex(/^[a-z0-9-]+$/, 'must be the lower-case FareHarbor shortname'),
    /** Booking flow used by every booking link and calendar. */
    flow: positiveInt,
    /** Days the calendar shows ahead (the /booking text). */
    calendarDays: positiveInt,
  }),
  /** EmailJS keys for the contact form (public by design). */
  emailjs: z.object({ publicKey: text, serviceId: text, templateId: text }),
  /** Mailchimp newsletter form. */
  mailchimp: z.object({
    /** The form's action (list-manage.com subscribe/post address). */
    action: z.string().regex(/^https:\/\/[a-z0-9.-]+\.list-manage\.com\/subscribe\/post\?/, 'must be a list-manage.com subscribe/post address'),
    /** Honeypot input name, b_<u>_<list>. */
    honeypotName: z.string().regex(/^b_[a-z0-9]+_[a-z0-9]+$/),
    /** Hidden tags value (a Mailchimp tag id). */
    tags: text,
  }),
  /** Form-collection service for Adventure Cats applications. */
  formService: z.object({ endpoint: externalUrl }),
  /** Videos shown as facades. */
  videos: z.object({
    home: z.object({ provider: z.enum(['youtube', 'nbc']), id: z.string().regex(/^[A-Za-z0-9_-]+$/), title: text, poster: imagePath }),
    gallery: z.object({ provider: z.enum(['youtube', 'nbc']), id: z.string().regex(/^[A-Za-z0-9_-]+$/), title: text, poster: imagePath }),
    adventureCats: z.object({ provider: z.enum(['youtube', 'nbc']), id: z.string().regex(/^[A-Za-z0-9_-]+$/), title: text, poster: imagePath }),
  }),
  /** Default social-share image. */
  ogImage: imagePath,
  /** Footer logo and its two fallbacks (SPEC §4 footer logo). */
  logo: z.object({ src: imagePath, alternate: imagePath, alt: text }),
  /** The book for sale. */
  book: z.object({ title: text, description: text, image: imagePath, imageAlt: text }),
});
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------------------
// Shared small entities
// ---------------------------------------------------------------------------

/** FAQ item. Answer is Markdown (links allowed). */
export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Testimonial: quote, author, optional role. */
export const testimonialSchema = z.object({ quote: text, author: text, role: text.optional() });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Feature card: icon (an emoji or short symbol), title, description. */
export const featureCardSchema = z.object({ icon: text, title: text, description: text });
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** Tour highlight (press kit): name, description. */
export const tourHighlightSchema = z.object({ name: text, description: text });
export type TourHighlight = z.infer<typeof tourHighlightSchema>;

/** Tour stop (What You'll Discover): title, description. */
export const tourStopSchema = z.object({ title: text, description: text });
export type TourStop = z.infer<typeof tourStopSchema>;

/** Hero options (SPEC §3). */
export const heroSchema = z.object({
  title: text,
  subtitle: text.optional(),
  /** Background or side image. */
  image: imagePath,
  imageAlt: z.string(),
  /** Darkening over a cover image, 0 (none) to 0.8. */
  overlay: z.number().min(0).max(0.8).default(0.45),
  height: z.enum(['small', 'medium', 'large', 'full']).default('medium'),
  layout: z.enum(['cover', 'split']).default('cover'),
  /** CSS object-position of the image, e.g. "center", "50% 30%". */
  imagePosition: z.string().regex(/^[a-z0-9% .-]+$/).default('center'),
  fit: z.enum(['cover', 'contain']).default('cover'),
  aspect: z.enum(['portrait-2-3', 'portrait-3-4', 'landscape-16-9']).optional(),
  /** Max width of the text column, e.g. "40rem". */
  maxWidth: z.string().regex(/^\d+(\.\d+)?(rem|ch|px)$/).optional(),
  primaryButton: z.object({ text, href: link }).optional(),
  secondaryButton: z.object({ text, href: link }).optional(),
  /** Show the browser-computed urgency message (site.season.urgencyTemplate). */
  urgency: z.boolean().default(false),
  trustBadges: z.array(text).optional(),
});
export type Hero = z.infer<typeof heroSchema>;

// ---------------------------------------------------------------------------
// Tours (content/tours/*.md: front matter here, body = description)
// ---------------------------------------------------------------------------

export const tourSchema = z.object({
  /** Slug; the page lives at /tours/{id}. */
  id: z.enum(['brooklyn-heights', 'financial-district', 'lower-east-side', 'private-tours']),
  /** Full tour name, e.g. "Brooklyn Heights Historical Cat Tour". */
  title: text,
  /** Short name for navigation, e.g. "Brooklyn Heights". */
  shortTitle: text,
  /** One-line hook shown on cards. */
  teaser: text,
  /** Card description (plain text). */
  description: text,
  /** Card and hero image. */
  image: imagePath,
  imageAlt: text,
  /** Featured tours show the Most Popular badge (Brooklyn Heights). */
  featured: z.boolean().default(false),
  /** FareHarbor item id. */
  itemId: positiveInt,
  /** Custom private tour, or a public neighbourhood tour. */
  kind: z.enum(['public', 'private']),
  /** Group maximum (SPEC §9). */
  maxGroup: positiveInt,
  /** Schedule marketing copy, e.g. "Saturdays and Sundays at 1:15 PM, April to December 2025". */
  schedule: text,
  /** Where the tour starts (general area, exact spot sent with the booking). */
  meetingPoint: text,
  /** Hero for the detail page. */
  hero: heroSchema,
  /** What You'll Discover. */
  stops: z.array(tourStopSchema).min(1),
  /** Detail-page gallery: gallery image ids. */
  galleryIds: z.array(positiveInt).default([]),
  testimonials: z.array(testimonialSchema).default([]),
  faqs: z.array(faqItemSchema).default([]),
  /** SEO description of the detail page. */
  seoDescription: text,
});
export type TourFrontMatter = z.infer<typeof tourSchema>;
export type Tour = TourFrontMatter & { /** Sanitised HTML of the Markdown body. */ html: string; bookingUrl: string; href: string };

// ---------------------------------------------------------------------------
// Blog (content/blog/*.md: front matter here, body = content)
// ---------------------------------------------------------------------------

export const blogCategories = ['Tour Stories', 'Cat Rescues', 'History Deep Dives', 'Travel Tips', 'NYC History'] as const;
/** Only these are offered by the list filter (SPEC §3). */
export const blogFilterCategories = ['Cat Rescues', 'Tour Stories', 'History Deep Dives'] as const;

export const blogPostSchema = z.object({
  /** Unique number; the post lives at /blog/{id}. */
  id: positiveInt,
  title: text,
  excerpt: text,
  image: imagePath,
  imageAlt: text,
  /** Publication day. */
  date: isoDay,
  author: text,
  category: z.enum(blogCategories, { error: `must be one of: ${blogCategories.join(', ')}` }),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'tags are lower-case words joined by hyphens')).default([]),
});
export type BlogFrontMatter = z.infer<typeof blogPostSchema>;
export type BlogPost = BlogFrontMatter & { html: string; file: string; href: string; readingMinutes: number };

// ---------------------------------------------------------------------------
// Collections in JSON files
// ---------------------------------------------------------------------------

/** Gallery image (content/gallery.json). */
export const galleryImageSchema = z.object({ id: positiveInt, src: imagePath, alt: text });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryFileSchema = z.object({
  /** Tour photos, ids 1–52. */
  tour: z.array(galleryImageSchema),
  /** Feline Fan Photos, ids 101–121. */
  fans: z.array(galleryImageSchema),
  /** The 10 ids shown on the home page. */
  homeIds: z.array(positiveInt).length(10, 'the home gallery shows exactly 10 images'),
  /** 11 lightbox fallback images, chosen by id modulo 11. */
  fallbacks: z.array(imagePath).length(11, 'there are exactly 11 fallback images'),
});

/** Press logo (content/press.json). */
export const pressLogoSchema = z.object({
  /** Outlet name; also used in the console message when the logo fails. */
  outlet: text,
  image: imagePath,
  alt: text,
  link: externalUrl,
  /** Display height in px (SPEC §9: NPR 75, NBC 70, AM New York 45, Time Out 65, default 60). */
  height: positiveInt.optional(),
  width: positiveInt.optional(),
});
export type PressLogo = z.infer<typeof pressLogoSchema>;

/** Press article (content/press.json). */
export const pressArticleSchema = z.object({
  title: text,
  publication: text,
  date: isoDay,
  description: text,
  link: externalUrl,
  image: imagePath,
  imageAlt: text,
  quote: text.optional(),
});
export type PressArticle = z.infer<typeof pressArticleSchema>;

/** Instagram reel on /in-the-news. */
export const reelSchema = z.object({
  /** Reel short code from its address. */
  code: z.string().regex(/^[A-Za-z0-9_-]+$/),
  title: text,
  poster: imagePath,
});
export type Reel = z.infer<typeof reelSchema>;

export const pressFileSchema = z.object({
  logos: z.array(pressLogoSchema).min(1),
  articles: z.array(pressArticleSchema),
  reels: z.array(reelSchema),
  /** Placeholder image used when a press logo fails to load. */
  logoPlaceholder: imagePath,
  /** The 6 tour highlights of the press kit. */
  highlights: z.array(tourHighlightSchema).length(6, 'the press kit lists exactly 6 highlights'),
  /** Logo strip on /adventure-cats. */
  partnerLogos: z.array(pressLogoSchema).min(1),
});

/** Team member (content/team.json). */
export const teamMemberSchema = z.object({ name: text, role: text, bio: text, image: imagePath, imageAlt: text, catName: text });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamFileSchema = z.object({ members: z.array(teamMemberSchema) });

/** Testimonials used around the site (content/testimonials.json). */
export const testimonialsFileSchema = z.object({
  /** The carousel's 3 built-in quotes. */
  carousel: z.array(testimonialSchema).length(3, 'the carousel has exactly 3 quotes'),
  /** The single home testimonial. */
  home: testimonialSchema,
  /** The guest quote on /contact. */
  contact: testimonialSchema,
  /** Two press-kit testimonials. */
  pressKit: z.array(testimonialSchema).length(2, 'the press kit shows exactly 2 testimonials'),
});

/** FAQs by page (content/faqs.json). Counts are SPEC.md's. */
export const faqsFileSchema = z.object({
  tours: z.array(faqItemSchema).min(1),
  contact: z.array(faqItemSchema).min(1),
  privateTours: z.array(faqItemSchema).length(3, 'the private tours FAQ has exactly 3 items'),
  pressKit: z.array(faqItemSchema).length(5, 'the press kit FAQ has exactly 5 items'),
  adventureCats: z.array(faqItemSchema).length(6, 'the Adventure Cats FAQ has exactly 6 items'),
});

/** One redirect (content/redirects.json). */
export const redirectSchema = z.object({
  /** Old path. A trailing "*" marks a prefix pattern, e.g. "/petition-*". */
  from: z.string().regex(/^\/[^\s]*$/, 'must start with "/"'),
  /** A route of the site. */
  to: internalPath,
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectsFileSchema = z.object({ redirects: z.array(redirectSchema) });

/** A titled block of copy: heading and Markdown body. */
export const sectionSchema = z.object({
  heading: text,
  /** Markdown. */
  body: z.string().default(''),
  /** Optional call-to-action link. */
  cta: z.object({ text, href: link }).optional(),
  /** Optional list of cards or points. */
  items: z.array(featureCardSchema).optional(),
});
export type Section = z.infer<typeof sectionSchema>;

/** A page's SEO, hero and named sections (content/pages/{page}.json). */
export const pageSchema = z.object({
  /** <title>, without the site name. */
  title: text,
  /** Meta and social description (kept under ~160 characters). */
  description: text.max(200, 'keep the description under 200 characters'),
  hero: heroSchema,
  /** Named blocks of copy; each page component names the keys it needs. */
  sections: z.record(z.string(), sectionSchema).default({}),
});
export type PageContent = z.infer<typeof pageSchema>;
