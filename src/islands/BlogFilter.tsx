/**
 * Category filter of the one-page blog: the cards are server HTML outside the island, all shown without script; it
 * toggles `hidden` on the items by their `data-category`, and a status line announces each result.
 */
import { useEffect, useState } from 'react';

export interface BlogFilterProps {
  /** The categories offered after the choice of every post, by name. */
  categories: string[];
  /** Number of posts in each category (every category, offered or not). */
  counts: Record<string, number>;
  /** Number of posts in the list. */
  total: number;
  /** Id of the <ul> whose <li data-category> items are filtered. */
  listId: string;
  /** The group's label, and the choice that shows every post. */
  label: string;
  allLabel: string;
}

/** The status line after choosing a category (undefined: every post), e.g. "Showing 4 posts in Cat Rescues". */
export function filterAnnouncement(count: number, category?: string): string {
  return `Showing ${count} ${count === 1 ? 'post' : 'posts'} in ${category ?? 'all categories'}`;
}

export default function BlogFilter({ categories, counts, total, listId, label, allLabel }: BlogFilterProps) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  // Empty on the server and at hydration: a live region speaks changes, not the initial state.
  const [status, setStatus] = useState('');

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    for (const item of Array.from(list.children) as HTMLElement[]) {
      if (item.dataset.category === undefined) continue;
      item.hidden = selected !== undefined && item.dataset.category !== selected;
    }
  }, [selected, listId]);

  const choose = (category?: string) => {
    setSelected(category);
    setStatus(filterAnnouncement(category === undefined ? total : (counts[category] ?? 0), category));
  };

  const labelId = `${listId}-filter-label`;
  return (
    <div className="blog-filter">
      <div className="blog-filter-group" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="blog-filter-label">
          {label}
        </span>
        {[undefined, ...categories].map((category) => (
          <button
            key={category ?? ''}
            type="button"
            className="blog-filter-button"
            aria-pressed={category === selected}
            aria-controls={listId}
            onClick={() => choose(category)}
          >
            {category ?? allLabel}
          </button>
        ))}
      </div>
      <p className="blog-filter-status" role="status">
        {status}
      </p>
    </div>
  );
}
