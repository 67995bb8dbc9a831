import type { PageProps } from '../../layouts/page.ts';
import { BlogList, blogListHead } from '../../components/blog/BlogList.tsx';

export function head({ content }: PageProps) {
  return blogListHead(content, { page: 1 });
}

/** The blog list: every post, or its newest page once the blog is paged. */
export default function BlogIndex({ content }: PageProps) {
  return <BlogList content={content} page={1} />;
}
