import type { Content } from '../../../content/shapes.ts';
import { laterPages } from '../../../components/blog/BlogList.tsx';

export { listHead as head, ListPage as default } from '../../../components/blog/BlogList.tsx';

/** Pages 2, 3, … of the blog list, once it no longer fits one page. */
export function paths(content: Content) {
  return laterPages(content);
}
