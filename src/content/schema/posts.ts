/** A blog post (content/blog/{id}-{title}.md): its front matter here, its body the post; and the blog's categories. */
import { z } from 'zod';
import { draft, flag, type FromMarkdown, imagePath, isoDay, matching, obj, positiveInt, text } from './fields.ts';
import { inForm } from './formWords.ts';
import { categorySlug } from '../../lib/blogPages.ts';

/** A category of the blog, declared in content/pages/blog.json. */
export const blogCategorySchema = obj({
  name: inForm(text.describe('The category as posts name it (their `category`) and readers see it.'), {
    hint: 'The category as posts name it and readers see it.',
  }),
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
  date: inForm(isoDay.describe('Publication day, YYYY-MM-DD.'), {
    hint: 'The day the post is published: a later day holds it back until then.',
  }),
  updated: inForm(
    isoDay
      .optional()
      .describe(
        'Day of the last real change to the post, YYYY-MM-DD (leave it out until there is one): search engines and link previews are told it.',
      ),
    { label: 'Last updated', hint: 'The day of the last real change to the post, if any: search engines are told it.' },
  ),
  author: text,
  category: inForm(text.describe('One of the categories named in content/pages/blog.json.'), {
    hint: "One of the blog's categories (Page copy → Blog).",
  }),
  tags: z.array(matching(/^[a-z0-9-]+$/, 'tags are lower-case words joined by hyphens')).default([]),
}).refine((p) => p.updated === undefined || p.updated >= p.date, {
  message: 'must not be before the publication day (date)',
  path: ['updated'],
});
export type BlogPost = z.output<typeof blogPostSchema> &
  FromMarkdown & {
    readingMinutes: number;
    /** Dated after today in the company's time zone: a build leaves it out until that day. */
    scheduled: boolean;
  };
