import type { Content } from '../../../../content/shapes.ts';
import { categoryLists } from '../../../../components/blog/BlogList.tsx';
import { listHref } from '../../../../lib/blogPages.ts';

export { listHead as head, ListPage as default } from '../../../../components/blog/BlogList.tsx';

/** Each filter category's own list, once the blog no longer fits one page. */
export function paths(content: Content) {
  return categoryLists(content).map((category) => ({
    path: listHref(category.slug),
    params: { category: category.slug },
  }));
}
