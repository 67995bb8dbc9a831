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

/** A video of content.site.videos as a facade island: poster and Play button, the player only after a click. */
export function Video({ video }: { video: VideoContent }) {
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
          sizes: '(min-width: 52rem) 48rem, 100vw',
        }}
        hydrate="interaction"
      />
    </>
  );
}
