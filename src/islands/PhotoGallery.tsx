/**
 * A grid of photo thumbnails that open a lightbox (modal dialog, wrapping, scroll locked, fallbacks by id).
 *
 * The grid is server HTML (see shared/galleryGrid.ts): React never re-renders
 * it, so the photos show without script and the page carries them once. The
 * island hydrates on first contact, replays the click that woke it, and reads
 * the photos from the grid when one is opened.
 *
 * The lightbox is a native modal <dialog> (WAI-ARIA APG dialog pattern): it
 * sits in the top layer above the sticky header, the page behind it is inert,
 * focus moves in, Tab cycles inside, and on close focus returns to the
 * thumbnail that opened it. Previous/Next and the arrow keys wrap around;
 * Escape, the close button and a click on the backdrop close it; page scroll
 * is locked while it is open. A photo that fails to load, in the grid or the
 * lightbox, is replaced by one of the fallback images (id modulo their count)
 * and marked data-fallback="true"; the console gets a note, not an error.
 */
import { useContext, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fallbackIndex, lightboxReducer, type LightboxAction, type LightboxState } from './shared/lightbox.ts';
import { GalleryGridHtml } from './shared/galleryGrid.ts';
import { fillSlots } from '../lib/slots.ts';
import type { Labels } from '../content/schema.ts';

export interface FallbackPhoto {
  src: string;
  srcset: string;
}

export interface PhotoGalleryProps {
  /** Accessible name of the grid and first words of the lightbox title, e.g. "Tour photos". */
  label: string;
  /** Unique on the page; prefixes element ids. */
  idPrefix: string;
  /** Columns on wide screens: 2 to 4. */
  columns: 2 | 3 | 4;
  /** Stand-ins for photos that fail to load, chosen by id modulo their count. */
  fallbacks: FallbackPhoto[];
  /** The lightbox's stylesheet, loaded on hydration rather than blocking the page's first paint. */
  stylesheet?: string;
  /** The lightbox's words (content/labels.json photos): its title, with {photos}, {number} and {count}, and its buttons. */
  words: Labels['photos'];
}

/** A photo as the lightbox needs it, read from its thumbnail. */
export interface LightboxPhoto {
  id: number;
  alt: string;
  src: string;
  srcset: string;
  w: number;
  h: number;
  fallback: boolean;
}

/** Class of each thumbnail button in the grid markup. */
export const THUMB_CLASS = 'pg-thumb';

/** The lightbox shows a photo at most 800 CSS px wide, less on small screens. */
const LIGHTBOX_SIZES = '(min-width: 56rem) 800px, 94vw';

export function readPhotos(grid: ParentNode): LightboxPhoto[] {
  return Array.from(grid.querySelectorAll<HTMLImageElement>(`.${THUMB_CLASS} img[data-id]`)).map((img) => ({
    id: Number(img.dataset.id),
    alt: img.getAttribute('alt') ?? '',
    src: img.getAttribute('src') ?? '',
    srcset: img.getAttribute('srcset') ?? '',
    w: Number(img.getAttribute('width')) || 800,
    h: Number(img.getAttribute('height')) || 600,
    fallback: img.dataset.fallback === 'true',
  }));
}

const stylesheets = new Map<string, Promise<void>>();

/** Adds a stylesheet once and resolves when it has loaded (or failed: the lightbox still works unstyled). */
export function loadStylesheet(href: string): Promise<void> {
  let loaded = stylesheets.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        console.warn(`Unable to preload CSS: ${href}`);
        resolve();
      };
      document.head.append(link);
    });
    stylesheets.set(href, loaded);
  }
  return loaded;
}

function fallbackNote(id: number, index: number): string {
  return `Gallery photo ${id} failed to load; showing fallback image ${index} instead`;
}

/** Points a thumbnail at its fallback; if the fallback itself failed, says so and stops. */
export function showFallback(img: HTMLImageElement, fallbacks: FallbackPhoto[]): void {
  const id = Number(img.dataset.id);
  if (img.dataset.fallback === 'true' || !fallbacks.length) {
    console.warn(`Gallery photo ${id}: the fallback image failed to load as well`);
    return;
  }
  const index = fallbackIndex(id, fallbacks.length);
  img.dataset.fallback = 'true';
  img.srcset = fallbacks[index].srcset;
  img.src = fallbacks[index].src;
  console.info(fallbackNote(id, index));
}

export default function PhotoGallery({ label, idPrefix, columns, fallbacks, stylesheet, words }: PhotoGalleryProps) {
  const gridHtml = useContext(GalleryGridHtml);
  const [open, setOpen] = useState<LightboxState>(null);
  const [photos, setPhotos] = useState<LightboxPhoto[]>([]);
  /** Ids whose lightbox image failed and now shows the fallback. */
  const [failed, setFailed] = useState<readonly number[]>([]);
  /** Key of the lightbox image that has finished loading (the spinner shows until then). */
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const isOpen = open !== null;

  const dispatch = (action: LightboxAction) => setOpen((s) => lightboxReducer(s, action, photos.length));

  // Hydration means a visitor is near the photos: fetch the lightbox's styles now, ahead of the first open.
  useEffect(() => {
    if (stylesheet) void loadStylesheet(stylesheet);
  }, [stylesheet]);

  // Thumbnails that failed before hydration fired their error with no listener: fix them now, and catch later ones.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.querySelectorAll<HTMLImageElement>('img[data-id]').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) showFallback(img, fallbacks);
    });
    // Image errors do not bubble; a capturing listener on the grid still sees them.
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement && e.target.dataset.id) showFallback(e.target, fallbacks);
    };
    grid.addEventListener('error', onError, true);
    return () => grid.removeEventListener('error', onError, true);
  }, [fallbacks]);

  // Opening: show the dialog modally, lock the page's scroll, move focus in. Closing undoes all three.
  useEffect(() => {
    if (!isOpen) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const html = document.documentElement;
    const before = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    // Keep the layout from jumping sideways when the scroll bar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    closeRef.current?.focus();
    return () => {
      html.style.overflow = before.overflow;
      html.style.paddingRight = before.paddingRight;
      returnTo.current?.focus();
    };
  }, [isOpen]);

  // Clicks on the server-rendered thumbnails arrive here by bubbling.
  const onGridClick = (e: MouseEvent<HTMLUListElement>) => {
    const grid = gridRef.current;
    const button = (e.target as Element).closest?.(`.${THUMB_CLASS}`);
    if (!grid || !(button instanceof HTMLElement)) return;
    const index = Array.from(grid.querySelectorAll(`.${THUMB_CLASS}`)).indexOf(button);
    const current = readPhotos(grid);
    if (index < 0 || !current.length) return;
    const show = () => {
      returnTo.current = button;
      setPhotos(current);
      setOpen(lightboxReducer(null, { type: 'open', index }, current.length));
    };
    // Never show an unstyled dialog: the first open waits for the stylesheet (usually loaded by now).
    if (stylesheet) void loadStylesheet(stylesheet).then(show);
    else show();
  };

  const onDialogKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      dispatch({ type: 'next' });
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      dispatch({ type: 'prev' });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      dispatch({ type: 'close' });
    } else if (e.key === 'Tab') {
      // Keep Tab inside the dialog: from the last control back to the first, and the reverse.
      const focusable = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'));
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  // The dialog fills the viewport; a click on it rather than on the frame inside is a backdrop click.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) dispatch({ type: 'close' });
  };

  const photo = open === null ? undefined : photos[open];
  const useFb = !!photo && (photo.fallback || (failed.includes(photo.id) && fallbacks.length > 0));
  const shown = !photo ? undefined : useFb && !photo.fallback ? fallbacks[fallbackIndex(photo.id, fallbacks.length)] : photo;
  const shownKey = photo ? `${photo.id}:${useFb ? 'fallback' : 'photo'}` : '';
  const titleId = `${idPrefix}-lightbox-title`;

  return (
    <div className={`pg pg-c${columns}`}>
      <ul
        ref={gridRef}
        className="pg-grid"
        aria-label={label}
        onClick={onGridClick}
        // Server HTML only (empty context in the browser): React does not touch it while hydrating.
        dangerouslySetInnerHTML={{ __html: gridHtml }}
        suppressHydrationWarning
      />
      {photo && shown && (
        <dialog
          ref={dialogRef}
          className="lightbox"
          aria-labelledby={titleId}
          aria-modal="true"
          onKeyDown={onDialogKeyDown}
          onClick={onDialogClick}
          onCancel={(e) => {
            e.preventDefault();
            dispatch({ type: 'close' });
          }}
          onClose={() => dispatch({ type: 'close' })}
        >
          <div className="lightbox-frame">
            <div className="lightbox-top">
              <p id={titleId} className="lightbox-title" aria-live="polite">
                {fillSlots(words.title, { photos: label, number: open! + 1, count: photos.length })}
              </p>
              <button ref={closeRef} type="button" className="lightbox-close" aria-label="Close" onClick={() => dispatch({ type: 'close' })}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <figure className="lightbox-figure">
              <div className="lightbox-stage" aria-busy={loadedKey !== shownKey}>
                {loadedKey !== shownKey && (
                  <span className="spinner lightbox-spinner" role="status">
                    <span className="visually-hidden">Loading photo…</span>
                  </span>
                )}
                <img
                  key={shownKey}
                  className="lightbox-img"
                  src={shown.src}
                  srcSet={shown.srcset}
                  sizes={LIGHTBOX_SIZES}
                  alt={photo.alt}
                  width={photo.w}
                  height={photo.h}
                  data-id={photo.id}
                  data-fallback={useFb ? 'true' : undefined}
                  onLoad={() => setLoadedKey(shownKey)}
                  onError={() => {
                    if (useFb || !fallbacks.length) {
                      console.warn(`Gallery photo ${photo.id}: the fallback image failed to load as well`);
                      setLoadedKey(shownKey);
                      return;
                    }
                    console.info(fallbackNote(photo.id, fallbackIndex(photo.id, fallbacks.length)));
                    setFailed((f) => (f.includes(photo.id) ? f : [...f, photo.id]));
                  }}
                />
              </div>
              <figcaption className="lightbox-caption">{photo.alt}</figcaption>
            </figure>
            <div className="lightbox-nav">
              {/* Named by their visible words, so a reworded button never contradicts its name. */}
              <button type="button" className="btn btn-secondary lightbox-prev" onClick={() => dispatch({ type: 'prev' })}>
                <span aria-hidden="true">‹</span> {words.previous}
              </button>
              <button type="button" className="btn btn-secondary lightbox-next" onClick={() => dispatch({ type: 'next' })}>
                {words.next} <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
        </dialog>
      )}
    </div>
  );
}
