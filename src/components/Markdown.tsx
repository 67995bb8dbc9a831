import { markdownToHtml } from '../content/markdown.ts';
import type { ProcessedImage } from '../contract/image.ts';
import { srcSet } from './Picture.tsx';
import { processedImage, useRender } from '../contract/render.ts';
import { Styles } from '../contract/Styles.tsx';

/** Photos in running text are at most the width of the text column. */
const PROSE_SIZES = '(min-width: 800px) 46rem, calc(100vw - 2rem)';

const ATTR = /([a-z-]+)="([^"]*)"/g;

/** The responsive <picture> of a processed image; `alt` and `title` arrive HTML-escaped from the sanitiser. */
function pictureHtml(image: ProcessedImage, alt: string): string {
  return (
    '<picture>' +
    `<source type="image/avif" srcset="${srcSet(image.avif)}" sizes="${PROSE_SIZES}">` +
    `<source type="image/webp" srcset="${srcSet(image.webp)}" sizes="${PROSE_SIZES}">` +
    `<img src="${image.fallback}" alt="${alt}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async">` +
    '</picture>'
  );
}

/** Swaps each Markdown <img> for a responsive, lazy <picture>; one alone in its paragraph is a captioned figure. */
export function withPictures(html: string, images: ReadonlyMap<string, ProcessedImage>): string {
  if (!html.includes('<img ')) return html;
  const swap = (attrs: string, block: boolean): string => {
    const a = Object.fromEntries([...attrs.matchAll(ATTR)].map((m) => [m[1], m[2]]));
    const image = processedImage(images, a.src ?? '');
    const picture = pictureHtml(image, a.alt ?? '');
    if (!block) return picture;
    return `<figure class="prose-figure">${picture}${a.title ? `<figcaption>${a.title}</figcaption>` : ''}</figure>`;
  };
  // One pass, so the <img> inside a new <picture> is never swapped again.
  return html.replace(
    /(<p>)?<img ([^>]*?)\s*\/?>(<\/p>)?/g,
    (_m, open: string | undefined, attrs: string, close: string | undefined) =>
      open && close ? swap(attrs, true) : `${open ?? ''}${swap(attrs, false)}${close ?? ''}`,
  );
}

/** Markdown from content, rendered through the sanitising pipeline, its photos responsive. */
export function Markdown({ text, html, className }: { text?: string; html?: string; className?: string }) {
  const { images } = useRender();
  const out = withPictures(html ?? markdownToHtml(text ?? ''), images);
  return (
    <>
      <Styles of={import.meta.url} />
      <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: out }} />
    </>
  );
}
