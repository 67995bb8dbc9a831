import type { Content } from '../../../../../content/shapes.ts';
import { categoryLists, laterPages } from '../../../../../components/blog/BlogList.tsx';

export { listHead as head, ListPage as default } from '../../../../../components/blog/BlogList.tsx';

/** Pages 2, 3, … of each filter category's list. */
export function paths(content: Content) {
  return categoryLists(content).flatMap((category) => laterPages(content, category));
}
