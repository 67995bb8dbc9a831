import type { HeadContext, PageProps } from '../../contract/page.ts';
import { PAGE } from '../../lib/sitePaths.ts';
import type { Content } from '../../content/shapes.ts';
import type { HeadInfo } from '../../contract/head.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { Picture } from '../../components/Picture.tsx';
import { longDate } from '../../components/longDate.ts';
import {
  blogBreadcrumbJsonLd,
  blogPostingJsonLd,
  postTimes,
  type PostingImages,
} from '../../components/jsonld/blog.ts';
import { Badge } from '../../components/Badge.tsx';
import { Styles } from '../../contract/Styles.tsx';
import { fillSlots } from '../../lib/slots.ts';

export function paths(content: Content) {
  return content.blog.map((p) => ({ path: p.href, params: { id: String(p.id) } }));
}

function postOf({ content, params }: PageProps) {
  // By id, so the dev server re-renders this page only when this post changes.
  const post = content.blogById.get(Number(params.id));
  if (!post) throw new Error(`No blog post ${params.id}`);
  return post;
}

export function head(props: PageProps, { assets, shareCard }: HeadContext): HeadInfo {
  const post = postOf(props);
  const { site } = props.content;
  const photo = { src: post.image, alt: post.imageAlt };
  // The same card link previews show: 1200×630, what search engines ask of an article's image.
  const images: PostingImages = { image: shareCard(photo.src).url, logo: assets.logo };
  const times = postTimes(site, post);
  return {
    title: post.title,
    description: post.excerpt,
    type: 'article',
    photo,
    published: times.published,
    // Only a change the content names: a post never edited has no modified time to announce.
    modified: post.updated ? times.modified : undefined,
    jsonLd: [blogPostingJsonLd(site, post, images), blogBreadcrumbJsonLd(site, post)],
  };
}

/** A blog post: one shareable page per post. */
export default function BlogPostPage(props: PageProps) {
  const post = postOf(props);
  const words = props.content.labels.blog;
  const back = (className: string) => (
    <p className={className}>
      <a href={PAGE.blog}>
        <span aria-hidden="true">← </span>
        {words.backLink}
      </a>
    </p>
  );
  const separator = (
    <span className="post-meta-sep" aria-hidden="true">
      {' · '}
    </span>
  );
  return (
    <article className="post" aria-labelledby="post-title">
      <Styles of={import.meta.url} />
      <div className="container post-container">
        {back('post-back')}
        <header className="post-header">
          <Badge>{post.category}</Badge>
          <h1 id="post-title">{post.title}</h1>
          <p className="post-meta">
            <time dateTime={post.date}>{longDate(post.date)}</time>
            {separator}
            <span>{fillSlots(words.byline, { author: post.author })}</span>
            {separator}
            <span>{fillSlots(words.readingTime, { minutes: post.readingMinutes })}</span>
          </p>
        </header>
        <Picture
          src={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 800px) 46rem, calc(100vw - 2rem)"
          priority
          className="post-image"
        />
        <Markdown html={post.html} className="post-body" />
        {post.tags.length > 0 && (
          <ul className="post-tags" aria-label={words.tagsLabel}>
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
        {back('post-back post-back-end')}
      </div>
    </article>
  );
}
