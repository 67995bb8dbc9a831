import type { PageProps } from '../../contract/page.ts';
import { BlogList, blogListHead } from '../../components/blog/BlogList.tsx';

export function head({ content }: PageProps) {
  return blogListHead(content, { page: 1 });
}

/** The blog list: every post, or its newest page once the blog is paged. */
export default function BlogIndex() {
  return <BlogList page={1} />;
}
