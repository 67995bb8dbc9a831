/**
 * Testimonial carousel (its timings: docs/behaviour.md). WCAG 2.2.2: autoplay pauses on hover and focus, has a visible
 * pause/play control, and never starts under prefers-reduced-motion. The server renders slide 1 with autoplay off, so
 * the HTML reads well without script and hydration matches it exactly.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Testimonial } from '../content/schema/fields.ts';

export const CAROUSEL_INTERVAL_MS = 8000;
export const CAROUSEL_LOCK_MS = 500;

export interface TestimonialCarouselProps {
  quotes: Testimonial[];
  /** Accessible name of the carousel region. */
  label: string;
}

export default function TestimonialCarousel({ quotes, label }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  /** The visitor's choice: pressed Pause (false) or Play (true). Null until script runs. */
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const locked = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const count = quotes.length;

  useEffect(() => {
    // Autoplay is opt-out: reduced motion means it starts paused.
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    return () => window.clearTimeout(lockTimer.current);
  }, []);

  const go = useCallback(
    (next: number) => {
      if (locked.current) return;
      locked.current = true;
      lockTimer.current = window.setTimeout(() => {
        locked.current = false;
      }, CAROUSEL_LOCK_MS);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  // One quote has nowhere to move: no autoplay, and no controls that would do nothing.
  const single = count < 2;
  const running = !single && playing === true && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => go(index + 1), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, index, go]);

  if (single) {
    return (
      <section className="carousel carousel-single" aria-label={label}>
        {quotes.map((q, i) => (
          <Quote key={q.author + i} quote={q} />
        ))}
      </section>
    );
  }

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-play"
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
          data-state={playing ? 'playing' : 'paused'}
        >
          {/* Drawn by CSS: no glyph a font might show as an emoji or a box. */}
          <span className={playing ? 'carousel-pause-icon' : 'carousel-play-icon'} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="carousel-prev"
          onClick={() => go(index - 1)}
          aria-controls={`${id}-slides`}
          aria-label="Previous testimonial"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel-next"
          onClick={() => go(index + 1)}
          aria-controls={`${id}-slides`}
          aria-label="Next testimonial"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div id={`${id}-slides`} className="carousel-slides" aria-live={running ? 'off' : 'polite'}>
        {quotes.map((q, i) => (
          // The slide is a div: a <figure> with a <figcaption> may not take role="group" (ARIA in HTML; axe aria-allowed-role).
          <div
            key={q.author + i}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            data-active={i === index ? '' : undefined}
          >
            <Quote quote={q} />
          </div>
        ))}
      </div>
      <div className="carousel-dots" role="group" aria-label="Choose a testimonial">
        {quotes.map((q, i) => (
          <button
            key={q.author + i}
            type="button"
            className="carousel-dot"
            aria-label={`Testimonial ${i + 1}: ${q.author}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}

function Quote({ quote }: { quote: Testimonial }) {
  return (
    <figure className="carousel-quote">
      <blockquote>
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption>
        <span className="carousel-author">{quote.author}</span>
        {quote.role && <span className="carousel-role">{quote.role}</span>}
      </figcaption>
    </figure>
  );
}
