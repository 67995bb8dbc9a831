/** The photo-led .card of the site's lists, its body filling the height so a row ends level (--photo-ratio: shape). */
import type { HTMLAttributes, ReactNode } from 'react';
import { Styles } from '../contract/Styles.tsx';

interface PhotoCardProps extends HTMLAttributes<HTMLElement> {
  /** The card's element: an <article>, or the <li> of a list when the card is no article of its own. */
  as?: 'article' | 'li';
  /** The photo, and anything laid over it (a badge). */
  media: ReactNode;
  mediaClassName?: string;
  children: ReactNode;
}

export function PhotoCard({
  as: Tag = 'article',
  className,
  media,
  mediaClassName,
  children,
  ...attributes
}: PhotoCardProps) {
  return (
    <Tag className={['card photo-card', className].filter(Boolean).join(' ')} {...attributes}>
      <Styles of={import.meta.url} />
      <div className={mediaClassName ? `photo-card-media ${mediaClassName}` : 'photo-card-media'}>{media}</div>
      <div className="photo-card-body">{children}</div>
    </Tag>
  );
}
