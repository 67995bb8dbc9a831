/**
 * FAQ accordion (WAI-ARIA APG): one item open at a time, Up/Down/Home/End move between the questions. The answers are
 * in the server HTML, and without script all show (CSS keys off the `js` class set in <head>).
 */
import { useRef, useState, type KeyboardEvent } from 'react';

export interface AccordionProps {
  /** `answerHtml`: the sanitised HTML of the Markdown answer. */
  items: { question: string; answerHtml: string }[];
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** Open the first item at first (the contact and press-kit FAQs do). */
  firstOpen?: boolean;
  /** Level of the question headings. */
  headingLevel?: 2 | 3 | 4;
}

export default function Accordion({ items, idPrefix, firstOpen = false, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState(firstOpen ? 0 : -1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const H = `h${headingLevel}` as 'h3';

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${idPrefix}-q${i + 1}`;
        const panelId = `${idPrefix}-a${i + 1}`;
        return (
          <div key={buttonId} className={isOpen ? 'accordion-item is-open' : 'accordion-item'}>
            <H className="accordion-heading">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                className="accordion-button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? -1 : i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {item.question}
              </button>
            </H>
            {/* A named <section> is the APG panel's region, without an explicit role. */}
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="accordion-panel prose"
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </div>
        );
      })}
    </div>
  );
}
