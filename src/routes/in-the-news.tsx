import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Island } from '../contract/Island.tsx';
import { Section } from '../components/Section.tsx';
import { PressArticleCard } from '../components/PressArticleCard.tsx';
import { srcSet } from '../components/Picture.tsx';
import { processedImage, useRender } from '../contract/render.ts';
import { reelPermalink } from '../lib/instagram.ts';
import ReelEmbeds, { type ReelItem } from '../islands/ReelEmbeds.tsx';
import { Styles } from '../contract/Styles.tsx';
import { PAGE } from '../lib/sitePaths.ts';

export const head = headOf('in-the-news');

const REEL_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/** In the news: hero, the reels, the press articles, then the press kit and contact. */
export default function InTheNews({ content }: PageProps) {
  const page = content.pages['in-the-news'];
  const words = content.labels.news;
  const { images } = useRender();
  const reels: ReelItem[] = content.press.reels.map((reel) => {
    const poster = processedImage(images, reel.poster);
    return {
      permalink: reelPermalink(reel.code),
      title: reel.title,
      poster: {
        avifSrcSet: srcSet(poster.avif),
        webpSrcSet: srcSet(poster.webp),
        src: poster.fallback,
        width: poster.width,
        height: poster.height,
      },
    };
  });
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <Section id="reels" content={page.sections.reels} className="news-reels">
        <Island
          component={ReelEmbeds}
          props={{ reels, sizes: REEL_SIZES, linkLabel: words.watchReel }}
          hydrate="visible"
        />
      </Section>
      <Section id="articles" content={page.sections.articles} className="news-articles">
        <ul className="grid press-grid">
          {content.press.articles.map((article, i) => (
            <PressArticleCard key={article.title} article={article} index={i} />
          ))}
        </ul>
      </Section>
      <Section id="more" content={page.sections.more} className="news-more">
        <p className="news-actions">
          <a className="btn btn-primary" href={PAGE.pressKit}>
            {words.pressKitButton}
          </a>
          <a className="btn btn-secondary" href={PAGE.contact}>
            {words.contactButton}
          </a>
        </p>
      </Section>
    </>
  );
}
