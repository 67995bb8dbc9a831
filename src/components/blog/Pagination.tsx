import { pageHref, pageWindow } from '../../lib/blogPages.ts';
import { Styles } from '../../contract/Styles.tsx';
import { useContent } from '../../contract/render.ts';
import { fillSlots } from '../../lib/slots.ts';

/** A paged list's navigation: Newer, the page numbers (pageWindow) and Older, real links that crawlers follow. */
export function Pagination({
  base,
  current,
  count,
  label,
}: {
  base: string;
  current: number;
  count: number;
  label: string;
}) {
  const words = useContent().labels.blog;
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Styles of={import.meta.url} />
      <ul className="pagination-list">
        {current > 1 && (
          <li className="pagination-step">
            <a href={pageHref(base, current - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              {words.newerPosts}
            </a>
          </li>
        )}
        {pageWindow(current, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className="pagination-number"
                href={pageHref(base, n)}
                aria-current={n === current ? 'page' : undefined}
                aria-label={fillSlots(words.pageLabel, { page: n })}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li className="pagination-step">
            <a href={pageHref(base, current + 1)} rel="next">
              {words.olderPosts}
              <span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
