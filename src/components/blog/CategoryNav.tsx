import type { BlogCategory } from '../../content/shapes.ts';
import { listHref } from '../../lib/blogPages.ts';
import { Styles } from '../../contract/Styles.tsx';

interface CategoryNavProps {
  categories: readonly BlogCategory[];
  current?: BlogCategory;
  /** The label before the choices, and the choice that shows every post (the blog's copy). */
  label: string;
  allLabel: string;
}

/**
 * The category choices of a paged blog: links to the list of every post and
 * to each filter category's own list, the current one marked, so choosing a
 * category needs no script and reaches all of its posts, on every page.
 */
export function CategoryNav({ categories, current, label, allLabel }: CategoryNavProps) {
  const labelId = 'blog-categories-label';
  return (
    <nav className="blog-categories" aria-labelledby={labelId}>
      <Styles of={import.meta.url} />
      <span id={labelId} className="blog-filter-label">
        {label}
      </span>
      <ul className="blog-filter-group">
        {[undefined, ...categories].map((category) => (
          <li key={category?.slug ?? ''}>
            <a
              className="blog-filter-button"
              href={listHref(category?.slug)}
              aria-current={category?.slug === current?.slug ? 'page' : undefined}
            >
              {category?.name ?? allLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
