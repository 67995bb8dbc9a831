import type { Content } from '../../../../content/shapes.ts';
import type { PageProps } from '../../../../contract/page.ts';
import { BlogList, blogListHead, categoryLists, listPageOf } from '../../../../components/blog/BlogList.tsx';
import { listHref } from '../../../../lib/blogPages.ts';

/** Each filter category's own list, once the blog no longer fits one page. */
export function paths(content: Content) {
  return categoryLists(content).map((category) => ({
    path: listHref(category.slug),
    params: { category: category.slug },
  }));
}

export function head({ content, params }: PageProps) {
  return blogListHead(content, listPageOf(content, params));
}

export default function BlogCategoryPage({ content, params }: PageProps) {
  return <BlogList {...listPageOf(content, params)} />;
}
