import type { FaqItem } from '../content/shapes.ts';
import { markdownToHtml } from '../content/markdown.ts';
import { withPictures } from './Markdown.tsx';
import { useRender } from '../contract/render.ts';
import { Island } from '../contract/Island.tsx';
import Accordion from '../islands/Accordion.tsx';
import { Styles } from '../contract/Styles.tsx';

interface FaqProps {
  items: FaqItem[];
  /** Unique on the page, e.g. "tours-faq". */
  idPrefix: string;
  firstOpen?: boolean;
}

/** An FAQ list as an accordion island, woken by first contact (its click replayed); the answers are Markdown prose. */
export function Faq({ items, idPrefix, firstOpen = false }: FaqProps) {
  const { images } = useRender();
  const answer = (markdown: string) => withPictures(markdownToHtml(markdown), images);
  const props = {
    items: items.map((f) => ({ question: f.question, answerHtml: answer(f.answer) })),
    idPrefix,
    firstOpen,
    headingLevel: 3 as const,
  };
  return (
    <>
      <Styles of={new URL('./Markdown.tsx', import.meta.url)} />
      <Island component={Accordion} props={props} hydrate="interaction" />
    </>
  );
}
