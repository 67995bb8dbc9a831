import type { BlogPost } from '../content/shapes.ts';
import { DraftBadge } from './DraftBadge.tsx';
import { Picture } from './Picture.tsx';
import { longDate } from './longDate.ts';
import { Styles } from '../contract/Styles.tsx';
import { Badge } from './Badge.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { useContent } from '../contract/render.ts';

/** How wide a card image is shown: the grid is 1, 2 or 3 columns (the .grid-3 primitive). */
export const BLOG_CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/**
 * One post in the /blog grid. `data-category` is what the BlogFilter island
 * matches on; the link to the post ("Read More") names its post for screen readers, since
 * sixteen identical link texts would be ambiguous out of context.
 */
export function BlogCard({ post }: { post: BlogPost }) {
  const { readMore } = useContent().labels.blog;
  const titleId = `post-${post.id}-title`;
  return (
    <li className="blog-card" data-category={post.category}>
      <Styles of={import.meta.url} />
      <PhotoCard
        aria-labelledby={titleId}
        media={<Picture src={post.image} alt={post.imageAlt} sizes={BLOG_CARD_SIZES} />}
      >
        <Badge>{post.category}</Badge>
        <DraftBadge item={post} />
        <h3 id={titleId} className="blog-card-title">
          {post.title}
        </h3>
        <p className="blog-card-meta">
          <time dateTime={post.date}>{longDate(post.date)}</time> · {post.author}
        </p>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <a className="btn btn-secondary blog-card-link" href={post.href}>
          {readMore}
          <span className="visually-hidden">: {post.title}</span>
        </a>
      </PhotoCard>
    </li>
  );
}
