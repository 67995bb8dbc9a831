/**
 * Instagram reels: blockquotes holding a poster and a link, processed by Instagram's script once a reel is near the
 * viewport. Nothing is requested before the visitor's first scroll, tap or key: the reels sit in a wide first screen,
 * and a page only loaded stays free of third-party traffic. No state: embed.js swaps the markup behind React's back.
 */
import { useEffect, useRef } from 'react';
import { INSTAGRAM_EMBED_SCRIPT } from '../lib/instagram.ts';
import { loadScriptOnce } from '../lib/loadScript.ts';

export const REEL_MARGIN_PX = 200;

/** What counts as the visitor acting on the page. */
const WAKE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

export interface ReelItem {
  /** https://www.instagram.com/reel/<code>/ */
  permalink: string;
  title: string;
  poster: { avifSrcSet: string; webpSrcSet: string; src: string; width: number; height: number };
}

export interface ReelEmbedsProps {
  reels: ReelItem[];
  /** `sizes` of the poster images. */
  sizes: string;
  /** The link under each reel (content/labels.json news.watchReel). */
  linkLabel: string;
}

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

/** Loads embed.js (once per page) and processes the reels; false when Instagram is unreachable. */
export async function embedReels(): Promise<boolean> {
  try {
    await loadScriptOnce(INSTAGRAM_EMBED_SCRIPT, { isLoaded: () => window.instgrm !== undefined });
    window.instgrm?.Embeds.process();
    return true;
  } catch {
    // Offline or blocked: the placeholders' links still work.
    console.info('Instagram embeds unavailable; the reels stay as links.');
    return false;
  }
}

export default function ReelEmbeds({ reels, sizes, linkLabel }: ReelEmbedsProps) {
  const root = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = root.current;
    if (!list) return;
    let io: IntersectionObserver | undefined;
    const stopWaiting = () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, watch);
    };
    // Once the visitor has acted: load as soon as a reel is (or comes) within the margin.
    function watch() {
      stopWaiting();
      if (!('IntersectionObserver' in window)) {
        void embedReels();
        return;
      }
      io = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          io?.disconnect();
          void embedReels();
        },
        { rootMargin: `${REEL_MARGIN_PX}px` },
      );
      list!.querySelectorAll('.instagram-media').forEach((el) => io!.observe(el));
    }
    // A page already scrolled (a hash link, a restored position) has been acted on.
    if (window.scrollY > 0) watch();
    else for (const type of WAKE_EVENTS) window.addEventListener(type, watch, { passive: true });
    return () => {
      stopWaiting();
      io?.disconnect();
    };
  }, []);

  return (
    <ul className="grid grid-3 reel-grid" ref={root}>
      {reels.map((reel) => (
        <li key={reel.permalink} className="reel">
          <blockquote className="instagram-media" data-instgrm-permalink={reel.permalink} data-instgrm-version="14">
            <picture className="reel-poster">
              <source type="image/avif" srcSet={reel.poster.avifSrcSet} sizes={sizes} />
              <source type="image/webp" srcSet={reel.poster.webpSrcSet} sizes={sizes} />
              <img
                src={reel.poster.src}
                alt=""
                width={reel.poster.width}
                height={reel.poster.height}
                loading="lazy"
                decoding="async"
              />
            </picture>
            <p className="reel-title">{reel.title}</p>
            <p className="reel-link">
              {/* Same shape as components/ExternalLink (islands cannot import server components). */}
              <a href={reel.permalink} target="_blank" rel="noopener noreferrer">
                {linkLabel}
                <span className="visually-hidden">: {reel.title} (opens in a new tab)</span>
              </a>
            </p>
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
