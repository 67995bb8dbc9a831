import type { Content } from '../../../../../content/shapes.ts';
import type { PageProps } from '../../../../../contract/page.ts';
import {
  BlogList,
  blogListHead,
  categoryLists,
  laterPages,
  listPageOf,
} from '../../../../../components/blog/BlogList.tsx';

/** Pages 2, 3, … of each filter category's list. */
export function paths(content: Content) {
  return categoryLists(content).flatMap((category) => laterPages(content, category));
}

export function head({ content, params }: PageProps) {
  return blogListHead(content, listPageOf(content, params));
}

export default function BlogCategoryListPage({ content, params }: PageProps) {
  return <BlogList {...listPageOf(content, params)} />;
}
