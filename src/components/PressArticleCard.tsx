import type { PressArticle } from '../content/shapes.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Picture } from './Picture.tsx';
import { longDate } from './longDate.ts';
import { Styles } from '../contract/Styles.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { useContent } from '../contract/render.ts';

/** One press article on /in-the-news; its link ("Read Article") names the article for screen readers. */
export function PressArticleCard({ article, index }: { article: PressArticle; index: number }) {
  const { readArticle } = useContent().labels.news;
  const titleId = `press-article-${index + 1}-title`;
  return (
    <li className="press-card">
      <Styles of={import.meta.url} />
      <PhotoCard
        aria-labelledby={titleId}
        media={
          <Picture
            src={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 34rem, (min-width: 640px) 45vw, 100vw"
          />
        }
      >
        <p className="press-card-source">
          <span className="press-card-publication">{article.publication}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{longDate(article.date)}</time>
        </p>
        <h3 id={titleId} className="press-card-title">
          {article.title}
        </h3>
        <p>{article.description}</p>
        {article.quote && (
          <blockquote className="press-card-quote">
            <p>{article.quote}</p>
          </blockquote>
        )}
        <ExternalLink href={article.link} className="btn btn-secondary press-card-link">
          {readArticle}
          <span className="visually-hidden">: {article.title}</span>
        </ExternalLink>
      </PhotoCard>
    </li>
  );
}
