/** Each page's copy file (content/pages/{page}.json), and pages of their own written in Markdown ({name}.md). */
import { z } from 'zod';
import {
  button,
  draft,
  featureCardSchema,
  type FromMarkdown,
  heroSchema,
  list,
  obj,
  schemaKey,
  seoDescription,
  text,
  internalPath,
  wholeNumber,
} from './fields.ts';
import { inForm } from './formWords.ts';
import { blogCategorySchema } from './posts.ts';

export const markdownPageSchema = obj({
  draft,
  title: inForm(text.describe("The page's title: its <title>, and its heading when it has no hero."), {
    hint: "The page's title: in the browser tab and search results, and its heading when it has no banner.",
  }),
  description: seoDescription,
  hero: heroSchema.optional().describe('A banner at the top; without one, the page opens with its title.'),
});
/** A Markdown page as its route shows it (its body's sections written ##, below the page's title). */
export type MarkdownPage = z.output<typeof markdownPageSchema> &
  FromMarkdown & {
    /** Its file name without ".md": the page's address is /{name}. */
    name: string;
  };

export const sectionSchema = obj({
  heading: text,
  body: inForm(z.string().default('').describe('Markdown.'), { hint: '' }),
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

/** Every section a page's layout shows is required; `cards` names those shown only as cards, with why one is needed. */
function pageSchema<K extends string, E extends z.ZodRawShape = Record<never, never>>(
  sections: readonly K[],
  { extra, cards = {} }: { extra?: E; cards?: Partial<Record<K, string>> } = {},
) {
  const shape = Object.fromEntries(sections.map((k) => [k, cards[k] ? cardsSection(cards[k]) : sectionSchema]));
  return obj({
    ...schemaKey,
    title: inForm(text.describe('<title>, without the site name.'), {
      hint: "The page's title in the browser tab and search results, without the site name.",
    }),
    description: seoDescription,
    hero: heroSchema,
    // Typed as plain sections: a cards section is one whose items are required.
    sections: inForm(
      obj(shape as Record<K, typeof sectionSchema>).describe(`The page's sections: ${sections.join(', ')}.`),
      { hint: "The page's sections: each has a heading, and may have text, a button and cards." },
    ),
    ...(extra ?? ({} as E)),
  });
}

/** The range of the blog's page size: a page of the list must stay within the first-flight budget. */
export const BLOG_PAGE_MIN = 24;
export const BLOG_PAGE_MAX = 36;

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
    { cards: { neighbourhoods: 'the neighbourhoods section needs at least one tile' } },
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
