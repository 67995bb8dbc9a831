import { useContent } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';

type Previewed = { draft: boolean; unfinished: boolean; scheduled?: boolean };

/** A preview's mark of a tour or post: not published (draft), refused by a build (unfinished), or published later. */
export function previewMark(item: Previewed): 'Draft' | 'Unfinished' | 'Scheduled' | undefined {
  return item.draft ? 'Draft' : item.unfinished ? 'Unfinished' : item.scheduled ? 'Scheduled' : undefined;
}

/** A small mark for cards in preview; its CSS comes with it, so published pages (which never render one) carry none of it. */
export function DraftBadge({ item }: { item: Previewed }) {
  const content = useContent();
  const mark = previewMark(item);
  if (!content.preview || !mark) return null;
  return (
    <span className="draft-badge">
      <Styles of={import.meta.url} />
      {mark}
    </span>
  );
}
