import type { Content } from '../../../../content/loader.ts';
import type { PageProps } from '../../../../contract/page.ts';
import { BlogList, blogListHead, categoryLists, listPageOf } from '../../../../components/blog/BlogList.tsx';
import { categorySlug, listHref } from '../../../../lib/blogPages.ts';

/** Each filter category's own list, once the blog no longer fits one page. */
export function paths(content: Content) {
  return categoryLists(content).map((category) => ({ path: listHref(category), params: { category: categorySlug(category) } }));
}

export function head({ content, params }: PageProps) {
  return blogListHead(content, listPageOf(params));
}

export default function BlogCategoryPage({ params }: PageProps) {
  return <BlogList {...listPageOf(params)} />;
}
