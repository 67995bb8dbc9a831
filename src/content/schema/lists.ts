/** The lists kept in JSON files: gallery.json, press.json, team.json, testimonials.json and faqs.json. */
import type { z } from 'zod';
import {
  externalUrl,
  faqItemSchema,
  imagePath,
  isoDay,
  list,
  matching,
  obj,
  positiveInt,
  schemaKey,
  testimonialSchema,
  text,
} from './fields.ts';

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

export const tourHighlightSchema = obj({ name: text, description: text }).describe('A press-kit highlight.');

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
