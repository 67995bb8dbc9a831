/**
 * The card the site's lists share (posts, press articles, tours, guides):
 * the .card panel led by its photo, with the body filling the rest of the
 * card's height so the cards of a grid row end level. A list sets the
 * photo's shape with --photo-ratio in its own CSS.
 */
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
