/**
 * FareHarbor calendar embed: lazy, with a placeholder, a loading overlay and a fallback link.
 * The server renders a 700px placeholder saying "Preparing calendar...";
 * after hydration the island watches its own box and only when it comes
 * within 100px of the viewport inserts the iframe, with a "Loading
 * calendar..." overlay until the frame's load event. A frame that has not
 * loaded after CALENDAR_WAIT_MS says so and offers the new-window link in its
 * place: when FareHarbor cannot be reached, Firefox shows its own error page
 * in the frame and never reports it loaded, and a cross-origin frame cannot be
 * asked whether what it shows is the calendar. A preconnect hint to
 * FareHarbor is added once per page when the island wakes. The fallback link
 * opens the same calendar in a new tab and is there from the first paint.
 * On /booking (`itemFromQuery`) the item comes from ?itemId=, read in an
 * effect so the server HTML and the first client render are identical.
 */
import { useEffect, useRef, useState } from 'react';
import { calendarEmbedUrl, parseItemId } from '../lib/fareharbor.ts';

export interface CalendarEmbedProps {
  shortname: string;
  flow: number;
  /** The tour's FareHarbor item; absent means the all-items calendar. */
  itemId?: number;
  /** Read the item from the address's ?itemId= (the /booking page). */
  itemFromQuery?: boolean;
  /** Accessible name of the iframe. */
  title: string;
}

/** The calendar loads within 100px of the viewport. */
export const CALENDAR_MARGIN_PX = 100;
/** How long a frame may take to load before the island says the calendar did not load (a slow phone network included). */
export const CALENDAR_WAIT_MS = 20_000;
export const FAREHARBOR_ORIGIN = 'https://fareharbor.com';

let hinted = false;

/** One preconnect per page, however many calendars it has. */
export function addPreconnectHint(doc: Document = document): void {
  if (hinted || doc.querySelector(`link[rel="preconnect"][href="${FAREHARBOR_ORIGIN}"]`)) {
    hinted = true;
    return;
  }
  hinted = true;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = FAREHARBOR_ORIGIN;
  doc.head.appendChild(link);
}

type Phase = 'preparing' | 'loading' | 'loaded' | 'failed';

export default function CalendarEmbed({ shortname, flow, itemId, itemFromQuery = false, title }: CalendarEmbedProps) {
  // `undefined` = all items; `null` = the address has not been read yet.
  const [item, setItem] = useState<number | undefined | null>(itemFromQuery ? null : itemId);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [late, setLate] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    addPreconnectHint();
    if (itemFromQuery) setItem(parseItemId(new URLSearchParams(window.location.search).get('itemId')) ?? itemId);
  }, [itemFromQuery, itemId]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${CALENDAR_MARGIN_PX}px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const cfg = { shortname, flow };
  const src = calendarEmbedUrl(cfg, item ?? undefined);
  const ready = near && item !== null;
  const phase: Phase = !ready ? 'preparing' : loaded ? 'loaded' : late ? 'failed' : 'loading';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src starts a new wait
  useEffect(() => {
    if (!ready || loaded) return;
    // A frame that loads after all still shows: loaded wins over late.
    const timer = setTimeout(() => setLate(true), CALENDAR_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, loaded, src]);

  return (
    <div className="calendar-embed" data-phase={phase}>
      <div className="card calendar-frame" ref={box}>
        {ready && (
          <iframe key={src} className="calendar-iframe" src={src} title={title} onLoad={() => setLoaded(true)} />
        )}
        <p className={`calendar-status is-${phase}`} role="status">
          {phase === 'preparing' ? 'Preparing calendar...' : phase === 'loading' ? 'Loading calendar...' : ''}
          {phase === 'failed' && (
            <>
              The calendar did not load.{' '}
              <a href={src} target="_blank" rel="noopener">
                Open calendar in new window
              </a>
            </>
          )}
        </p>
      </div>
      <p className="calendar-fallback">
        <a href={src} target="_blank" rel="noopener">
          Having trouble? Open calendar in new window
        </a>
      </p>
    </div>
  );
}
