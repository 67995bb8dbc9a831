import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import type { Section as SectionContent } from '../content/schema/pages.ts';
import { Markdown } from './Markdown.tsx';
import { Styles } from '../contract/Styles.tsx';

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface SectionProps {
  content: SectionContent;
  id?: string;
  className?: string;
  children?: ReactNode;
}

interface HeadedProps {
  /** The heading's id is `{name}-title`; `name` is the section's id unless given. */
  id?: string;
  name?: string;
  className?: string;
  heading: ReactNode;
  children?: ReactNode;
}

/** A `.section` and its container, named by its `<h2>`: the frame of every headed section of a page. */
export function HeadedSection({ id, name = id, className, heading, children }: HeadedProps) {
  return (
    <section id={id} className={['section', className].filter(Boolean).join(' ')} aria-labelledby={`${name}-title`}>
      <div className="container">
        <h2 id={`${name}-title`} className="section-title">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A section's cards: icon, title (a link when the card has an href) and description; `kind` adds its own class to the list and to each card. */
export function Cards({
  items,
  kind,
}: {
  items: NonNullable<SectionContent['items']>;
  kind?: [list: string, card: string];
}) {
  return (
    <ul className={kind ? `cards ${kind[0]}` : 'cards'}>
      {items.map((item, i) => (
        <li key={i} className={kind ? `card ${kind[1]}` : 'card'}>
          <Icon name={item.icon} className="card-icon" />
          <h3 className="card-title">{item.href ? <a href={item.href}>{item.title}</a> : item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A headed section with its Markdown body, optional cards and call to action, then any extra children. */
export function Section({ content, id, className, children }: SectionProps) {
  return (
    <HeadedSection id={id} name={id ?? slug(content.heading)} className={className} heading={content.heading}>
      <Styles of={import.meta.url} />
      {content.body && <Markdown text={content.body} />}
      {content.items && <Cards items={content.items} />}
      {children}
      {content.cta && (
        <p className="section-cta">
          <a className="btn btn-primary" href={content.cta.href}>
            {content.cta.text}
          </a>
        </p>
      )}
    </HeadedSection>
  );
}
