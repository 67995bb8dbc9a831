/**
 * FareHarbor calendar embed (docs/behaviour.md). After CALENDAR_WAIT_MS without a load event the new-window link takes
 * the frame's place: a cross-origin frame cannot be asked what it shows. ?itemId= is read in an effect, so the server
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
function addPreconnectHint(): void {
  if (hinted) return;
  hinted = true;
  if (document.querySelector(`link[rel="preconnect"][href="${FAREHARBOR_ORIGIN}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href: FAREHARBOR_ORIGIN }));
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

  const src = calendarEmbedUrl({ shortname, flow }, item ?? undefined);
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
