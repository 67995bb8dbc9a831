/**
 * A grid of photo thumbnails that open a lightbox (shared/LightboxDialog.tsx; its rules: docs/behaviour.md). The grid
 * is server HTML (see shared/galleryGrid.ts): React never re-renders it, so the photos show without script and the
 * page carries them once. The island reads the photos from the grid when one is opened.
 */
import { useContext, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import {
  fallbackIndex,
  fallbackNote,
  lightboxReducer,
  type LightboxAction,
  type LightboxState,
} from './shared/lightbox.ts';
import {
  LightboxDialog,
  useLightboxImage,
  useModalDialog,
  type FallbackPhoto,
  type LightboxPhoto,
} from './shared/LightboxDialog.tsx';

export type { FallbackPhoto };
import { GalleryGridHtml } from './shared/galleryGrid.ts';
import { fillSlots } from '../lib/slots.ts';
import type { Labels } from '../content/shapes.ts';

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

/** Class of each thumbnail button in the grid markup. */
export const THUMB_CLASS = 'pg-thumb';

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

/** Thumbnails that failed before hydration fired their error with no listener: fix them now, and catch later ones. */
function useGridFallbacks(gridRef: RefObject<HTMLUListElement | null>, fallbacks: FallbackPhoto[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a ref, set before effects run
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
}

export default function PhotoGallery({ label, idPrefix, columns, fallbacks, stylesheet, words }: PhotoGalleryProps) {
  const gridHtml = useContext(GalleryGridHtml);
  const [open, setOpen] = useState<LightboxState>(null);
  const [photos, setPhotos] = useState<LightboxPhoto[]>([]);
  const gridRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const photo = open === null ? undefined : photos[open];
  const image = useLightboxImage(photo, fallbacks);

  const dispatch = (action: LightboxAction) => setOpen((s) => lightboxReducer(s, action, photos.length));

  // Hydration means a visitor is near the photos: fetch the lightbox's styles now, ahead of the first open.
  useEffect(() => {
    if (stylesheet) void loadStylesheet(stylesheet);
  }, [stylesheet]);
  useGridFallbacks(gridRef, fallbacks);
  useModalDialog(open !== null, dialogRef, closeRef, returnTo);

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

  const { shown } = image;
  return (
    <div className={`pg pg-c${columns}`}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the thumbnails' buttons, which keys press too */}
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
        <LightboxDialog
          dialogRef={dialogRef}
          closeRef={closeRef}
          titleId={`${idPrefix}-lightbox-title`}
          title={fillSlots(words.title, { photos: label, number: open! + 1, count: photos.length })}
          photo={photo}
          image={{ ...image, shown }}
          previous={words.previous}
          next={words.next}
          dispatch={dispatch}
        />
      )}
    </div>
  );
}
