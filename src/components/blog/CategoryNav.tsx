import { ALL_CATEGORIES, listHref } from '../../lib/blogPages.ts';
import { Styles } from '../../contract/Styles.tsx';

/**
 * The category choices of a paged blog: links to the list of every post and
 * to each filter category's own list, the current one marked, so choosing a
 * category needs no script and reaches all of its posts, on every page.
 */
export function CategoryNav({ categories, current }: { categories: readonly string[]; current?: string }) {
  const labelId = 'blog-categories-label';
  return (
    <nav className="blog-categories" aria-labelledby={labelId}>
      <Styles of={import.meta.url} />
      <span id={labelId} className="blog-filter-label">
        Filter by category
      </span>
      <ul className="blog-filter-group">
        {[undefined, ...categories].map((category) => (
          <li key={category ?? ALL_CATEGORIES}>
            <a className="blog-filter-button" href={listHref(category)} aria-current={category === current ? 'page' : undefined}>
              {category ?? ALL_CATEGORIES}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
