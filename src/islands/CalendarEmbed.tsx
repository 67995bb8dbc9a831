/**
 * FareHarbor calendar embed (its states and times: docs/behaviour.md): a placeholder until the box comes near the
 * viewport, then the iframe with a loading overlay until its load event, or after CALENDAR_WAIT_MS the new-window link
 * in its place, since a cross-origin frame cannot be asked whether it shows the calendar (Firefox never reports its
 * own error page loaded). On /booking (`itemFromQuery`) the item comes from ?itemId=, read in an effect so the server
 * HTML and the first client render are identical.
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
