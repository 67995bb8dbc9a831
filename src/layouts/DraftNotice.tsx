import { useContent, useRender } from '../contract/render.ts';
import { postIdOf } from '../lib/sitePaths.ts';

/** Inline styles: preview-only markup costs the published pages' CSS nothing. */
const NOTICE = { padding: '0.75rem 1rem', background: '#fff3c4', color: '#1d2433', borderBottom: '2px solid #c99a00', textAlign: 'center' } as const;

/**
 * Preview only (npm run dev): a page made from a draft or from a file that
 * still holds placeholder text says so at the top, so an editor never
 * mistakes it for what the published site shows.
 */
export function DraftNotice() {
  const content = useContent();
  const { path } = useRender();
  if (!content.preview) return null;
  const id = postIdOf(path);
  const post = id === undefined ? undefined : content.blogById.get(id);
  const item = post ?? content.tours.find((t) => t.href === path);
  if (!item || (!item.draft && !item.unfinished)) return null;
  return (
    <aside className="draft-notice" aria-label="Preview" style={NOTICE}>
      <strong>{item.draft ? 'Draft' : 'Unfinished'}:</strong>{' '}
      {item.draft
        ? `not published. npm run build leaves ${item.file} out until you remove "draft: true".`
        : `${item.file} still holds placeholder text (TODO:, the placeholder image or item 0); npm run build refuses it until that is replaced.`}
    </aside>
  );
}
