import type { Site } from '../content/schema.ts';
import { nbcEmbedUrl } from '../lib/video.ts';
import { Picture } from './Picture.tsx';

type Video = Site['videos']['adventureCats'];

function watchUrl(video: Video): string {
  return video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}` : nbcEmbedUrl(video.id);
}

/**
 * The Adventure Cats video as its poster, linking to the player in a new tab:
 * no third-party request until the visitor asks for the video.
 */
export function AdventureVideo({ video }: { video: Video }) {
  return (
    <a className="video-poster-link" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
      <Picture src={video.poster} alt="" sizes="(min-width: 56rem) 52rem, 100vw" className="video-poster" />
      <span className="video-play" aria-hidden="true" />
      <span className="video-poster-title">
        Play video: {video.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
