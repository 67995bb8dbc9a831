/** What the views see of content: one type for each kind of entry, and the Content the loader gives them. */
export type { Content } from './load/loader.ts';
export type { FaqItem, Hero, Testimonial } from './schema/fields.ts';
export type { Labels } from './schema/labels.ts';
export type { GalleryImage, PressArticle, PressLogo, TeamMember } from './schema/lists.ts';
export type { MenuLink, Menus, Redirect } from './schema/menus.ts';
export type { MarkdownPage, PageContent, PageId, Pages, Section } from './schema/pages.ts';
export type { BlogCategory, BlogPost } from './schema/posts.ts';
export type { Site } from './schema/site.ts';
export type { Tour } from './schema/tours.ts';
