/** How the blog's list is cut into pages (docs/behaviour.md, "/blog"), so that past one page a category is a link. */
import { PAGE } from './sitePaths.ts';

/** "Cat Rescues" -> "cat-rescues", "Cat Cafés" -> "cat-cafes": a category's part of its list's address. */
export function categorySlug(category: string): string {
  return category
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first page of a list: /blog, or /blog/category/{slug} for the category with that address. */
export function listHref(slug?: string): string {
  return slug ? `${PAGE.blog}/category/${slug}` : PAGE.blog;
}

/** Page `n` of the list at `base`: the list's own address for the first, `{base}/page/{n}` after it. */
export function pageHref(base: string, n: number): string {
  return n <= 1 ? base : `${base}/page/${n}`;
}

/** How many pages `total` posts fill (an empty list is still one page, saying so). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** True when the blog no longer fits one page, so lists are paged and categories are pages of their own. */
export function isPaged(total: number, perPage: number): boolean {
  return total > perPage;
}

/** The items of page `n` (from 1). */
export function itemsOfPage<T>(items: readonly T[], n: number, perPage: number): T[] {
  return items.slice((n - 1) * perPage, n * perPage);
}

/** The page numbers a navigation shows (first, last, current and neighbours; null for a gap), short for any blog. */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, count]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    // A gap of one number shows that number rather than an ellipsis standing for it.
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}
