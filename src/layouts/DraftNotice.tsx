import { useContent, useRender } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';
import { postIdOf } from '../lib/sitePaths.ts';
import { previewMark } from '../components/DraftBadge.tsx';
import { longDate } from '../components/longDate.ts';

/** Preview only: a page made from a draft, an unfinished file or a post dated ahead says so (and brings its CSS). */
export function DraftNotice() {
  const content = useContent();
  const { path } = useRender();
  if (!content.preview) return null;
  const id = postIdOf(path);
  const post = id === undefined ? undefined : content.blogById.get(id);
  const item = post ?? content.tours.find((t) => t.href === path);
  const mark = item && previewMark(item);
  if (!item || !mark) return null;
  const said = {
    Draft: `not published. npm run build leaves ${item.file} out until you remove "draft: true".`,
    Unfinished: `${item.file} still holds placeholder text (TODO:, the placeholder image or item 0); npm run build refuses it until that is replaced.`,
    Scheduled:
      post &&
      `published on ${longDate(post.date)}, not before: until that day (in ${content.site.timeZone}) npm run build leaves ${item.file} out of every page, list, the sitemap and the feed.`,
  }[mark];
  return (
    <aside className="draft-notice" aria-label="Preview">
      <Styles of={import.meta.url} />
      <strong>{mark}:</strong> {said}
    </aside>
  );
}
