import { useContent } from '../contract/render.ts';

/** Inline styles: preview-only markup costs the published pages' CSS nothing. */
const BADGE = {
  display: 'inline-block',
  margin: '0.25rem 0.25rem 0 0',
  padding: '0.1rem 0.5rem',
  background: '#fff3c4',
  color: '#1d2433',
  border: '1px solid #c99a00',
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 600,
} as const;

/** A small "Draft" mark for cards in preview. */
export function DraftBadge({ item }: { item: { draft: boolean; unfinished: boolean } }) {
  const content = useContent();
  if (!content.preview || (!item.draft && !item.unfinished)) return null;
  return <span className="draft-badge" style={BADGE}>{item.draft ? 'Draft' : 'Unfinished'}</span>;
}
