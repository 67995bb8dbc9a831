import type { Content } from '../../../content/shapes.ts';
import type { PageProps } from '../../../contract/page.ts';
import { BlogList, blogListHead, laterPages, listPageOf } from '../../../components/blog/BlogList.tsx';

/** Pages 2, 3, … of the blog list, once it no longer fits one page. */
export function paths(content: Content) {
  return laterPages(content);
}

export function head({ content, params }: PageProps) {
  return blogListHead(content, listPageOf(content, params));
}

export default function BlogListPage({ content, params }: PageProps) {
  return <BlogList {...listPageOf(content, params)} />;
}
