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
  headingLevel?: 2 | 3 | 4;
}

/** An FAQ list as an accordion island; it hydrates on first contact, replaying that first click. The answers are Markdown, set as prose. */
export function Faq({ items, idPrefix, firstOpen = false, headingLevel = 3 }: FaqProps) {
  const { images } = useRender();
  const props = {
    items: items.map((f) => ({ question: f.question, answerHtml: withPictures(markdownToHtml(f.answer), images) })),
    idPrefix,
    firstOpen,
    headingLevel,
  };
  return (
    <>
      <Styles of={new URL('./Markdown.tsx', import.meta.url)} />
      <Island component={Accordion} props={props} hydrate="interaction" />
    </>
  );
}
