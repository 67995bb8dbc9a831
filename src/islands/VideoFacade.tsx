/** A video facade: poster and Play button; the player, and every request to its host, only after Play, in one box. */
import { useEffect, useRef, useState } from 'react';
import { EVENT, trackEvent } from '../lib/track.ts';

export interface VideoFacadeProps {
  /** The video's title: names the button and the iframe. */
  title: string;
  /** The play button's words (content/labels.json video.play); its name adds the title. */
  playLabel: string;
  /** The player's address (src/lib/video.ts), loaded only on play. */
  embedUrl: string;
  /** AVIF and WebP srcsets, and a WebP for <img src>. */
  poster: { avif: string; webp: string; src: string; w: number; h: number };
  /** `sizes` of the poster. */
  sizes: string;
}

export default function VideoFacade({ title, playLabel, embedUrl, poster, sizes }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone: give it to the player, so keyboard users carry on there.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="video-facade" data-playing={playing ? 'true' : undefined}>
      {playing ? (
        <iframe
          ref={frameRef}
          className="video-frame"
          src={embedUrl}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <picture className="video-poster">
            <source type="image/avif" srcSet={poster.avif} sizes={sizes} />
            <source type="image/webp" srcSet={poster.webp} sizes={sizes} />
            <img src={poster.src} alt="" width={poster.w} height={poster.h} loading="lazy" decoding="async" />
          </picture>
          {/* The name says which video; it starts with the visible words, so speech input finds it (WCAG 2.5.3). */}
          <button
            type="button"
            className="video-play"
            aria-label={`${playLabel}: ${title}`}
            onClick={() => {
              setPlaying(true);
              trackEvent(EVENT.video, { video: title });
            }}
          >
            <span className="video-play-icon" aria-hidden="true" />
            <span className="video-play-text">{playLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}
