/**
 * Ids and names other content refers to: unique posts, categories and gallery photos; each post in a declared
 * category; each gallery id shown, a photo of the gallery. A reference into a file that failed validation is not
 * checked: its own problem is reported, and each reference into it would be one more false line.
 */
import type { ContentIssue } from '../read.ts';
import type { Check } from '../loaded.ts';
import { nearest } from '../suggest.ts';

/** A problem for each item whose id an earlier one already has. */
function duplicates<T>(items: { file: string; id: T; at: string }[], what: string): ContentIssue[] {
  const first = new Map<T, string>();
  const issues: ContentIssue[] = [];
  for (const item of items) {
    const previous = first.get(item.id);
    if (previous)
      issues.push({
        file: item.file,
        path: item.at,
        message: `duplicate ${what} ${String(item.id)} (also used in ${previous})`,
      });
    else first.set(item.id, item.file);
  }
  return issues;
}

export const ids: Check = (site) => {
  const issues = duplicates(
    site.posts.map(({ item }) => ({ file: item.file, id: item.id, at: 'id' })),
    'blog post id',
  );
  // Categories: declared once in the blog's copy file, each post naming one of them.
  const categories = site.pages.blog?.categories;
  if (categories) {
    const file = 'content/pages/blog.json';
    const declared = (key: 'name' | 'slug', what: string) =>
      duplicates(
        categories.map((c, i) => ({ file, id: c[key], at: `categories.${i}.${key}` })),
        what,
      );
    issues.push(...declared('name', 'category name'), ...declared('slug', 'category address'));
    const names = categories.map((c) => c.name);
    for (const { file: post, item } of site.posts) {
      if (names.includes(item.category)) continue;
      const guess = nearest(item.category, names);
      const message = `"${item.category}" is not one of the blog's categories${guess ? `; did you mean "${guess}"?` : ''} (they are declared in content/pages/blog.json: ${names.join(', ')})`;
      issues.push({ file: post, path: 'category', message });
    }
  }
  const { gallery } = site;
  if (!gallery) return issues;
  const file = 'content/gallery.json';
  const photos = (['tour', 'fans'] as const).flatMap((list) =>
    gallery[list].map((g, i) => ({ file, id: g.id, at: `${list}.${i}.id` })),
  );
  issues.push(...duplicates(photos, 'gallery image id'));
  const known = new Set(photos.map((g) => g.id));
  const unknown = (file: string, at: string, id: number) =>
    known.has(id) ? [] : [{ file, path: at, message: `no gallery image has id ${id}` }];
  gallery.homeIds.forEach((id, i) => issues.push(...unknown(file, `homeIds.${i}`, id)));
  for (const tour of site.tours)
    tour.data.galleryIds.forEach((id, i) => issues.push(...unknown(tour.file, `galleryIds.${i}`, id)));
  return issues;
};
