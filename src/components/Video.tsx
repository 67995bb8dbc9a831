import type { Site } from '../content/shapes.ts';
import { nbcEmbedUrl, youtubeEmbedUrl } from '../lib/video.ts';
import { Island } from '../contract/Island.tsx';
import { srcSet } from './Picture.tsx';
import { useContent, useImage } from '../contract/render.ts';
import VideoFacade from '../islands/VideoFacade.tsx';
import { Styles } from '../contract/Styles.tsx';

type VideoContent = Site['videos'][keyof Site['videos']];

export function embedUrl(video: VideoContent): string {
  return video.provider === 'nbc' ? nbcEmbedUrl(video.id) : youtubeEmbedUrl(video.id);
}

/**
 * A video from content.site.videos as a facade island: poster and Play
 * button in the HTML, the player only after a click (replayed if it woke the island).
 */
export function Video({ video, sizes = '(min-width: 52rem) 48rem, 100vw' }: { video: VideoContent; sizes?: string }) {
  const poster = useImage(video.poster);
  const { play } = useContent().labels.video;
  return (
    <>
      <Styles of={import.meta.url} />
      <Island
        component={VideoFacade}
        className="video"
        props={{
          title: video.title,
          playLabel: play,
          embedUrl: embedUrl(video),
          poster: {
            avif: srcSet(poster.avif),
            webp: srcSet(poster.webp),
            src: poster.fallback,
            w: poster.width,
            h: poster.height,
          },
          sizes,
        }}
        hydrate="interaction"
      />
    </>
  );
}
