/**
 * The gallery's lightbox: a native modal <dialog> (WAI-ARIA APG dialog pattern) with its title, photo, caption, close
 * button and Previous/Next; the hook that shows it modally, and the hook that picks the image it shows.
 */
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { fallbackIndex, fallbackNote, type LightboxAction } from './lightbox.ts';

export interface FallbackPhoto {
  src: string;
  srcset: string;
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

/** The lightbox shows a photo at most 800 CSS px wide, less on small screens. */
const LIGHTBOX_SIZES = '(min-width: 56rem) 800px, 94vw';

/** Opening: show the dialog modally, lock the page's scroll, move focus in. Closing undoes all three. */
export function useModalDialog(
  isOpen: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  closeRef: RefObject<HTMLButtonElement | null>,
  returnTo: RefObject<HTMLElement | null>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs, set before effects run; opening and closing is what runs it
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
}

/** The image the lightbox shows for `photo`: the photo, or its fallback once it failed, and whether it has loaded. */
export function useLightboxImage(photo: LightboxPhoto | undefined, fallbacks: FallbackPhoto[]) {
  /** Ids whose lightbox image failed and now shows the fallback. */
  const [failed, setFailed] = useState<readonly number[]>([]);
  /** Key of the lightbox image that has finished loading (the spinner shows until then). */
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const useFb = !!photo && (photo.fallback || (failed.includes(photo.id) && fallbacks.length > 0));
  const shown = !photo
    ? undefined
    : useFb && !photo.fallback
      ? fallbacks[fallbackIndex(photo.id, fallbacks.length)]
      : photo;
  const key = photo ? `${photo.id}:${useFb ? 'fallback' : 'photo'}` : '';
  const onLoad = () => setLoadedKey(key);
  const onError = () => {
    if (!photo) return;
    if (useFb || !fallbacks.length) {
      console.warn(`Gallery photo ${photo.id}: the fallback image failed to load as well`);
      setLoadedKey(key);
      return;
    }
    console.info(fallbackNote(photo.id, fallbackIndex(photo.id, fallbacks.length)));
    setFailed((f) => (f.includes(photo.id) ? f : [...f, photo.id]));
  };
  return { shown, useFb, key, loading: loadedKey !== key, onLoad, onError };
}

/** Arrow keys move, Escape closes, and Tab stays inside the dialog. */
function onDialogKeyDown(e: KeyboardEvent<HTMLDialogElement>, dispatch: (action: LightboxAction) => void) {
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
    const focusable = Array.from(
      e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'),
    );
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
}

export interface LightboxDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  titleId: string;
  title: string;
  photo: LightboxPhoto;
  image: ReturnType<typeof useLightboxImage> & { shown: FallbackPhoto };
  previous: string;
  next: string;
  dispatch: (action: LightboxAction) => void;
}

export function LightboxDialog({
  dialogRef,
  closeRef,
  titleId,
  title,
  photo,
  image,
  previous,
  next,
  dispatch,
}: LightboxDialogProps) {
  // The dialog fills the viewport; a click on it rather than on the frame inside is a backdrop click.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) dispatch({ type: 'close' });
  };
  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(e) => onDialogKeyDown(e, dispatch)}
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
            {title}
          </p>
          <button
            ref={closeRef}
            type="button"
            className="lightbox-close"
            aria-label="Close"
            onClick={() => dispatch({ type: 'close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <figure className="lightbox-figure">
          <div className="lightbox-stage" aria-busy={image.loading}>
            {image.loading && (
              <span className="spinner lightbox-spinner" role="status">
                <span className="visually-hidden">Loading photo…</span>
              </span>
            )}
            <img
              key={image.key}
              className="lightbox-img"
              src={image.shown.src}
              srcSet={image.shown.srcset}
              sizes={LIGHTBOX_SIZES}
              alt={photo.alt}
              width={photo.w}
              height={photo.h}
              data-id={photo.id}
              data-fallback={image.useFb ? 'true' : undefined}
              onLoad={image.onLoad}
              onError={image.onError}
            />
          </div>
          <figcaption className="lightbox-caption">{photo.alt}</figcaption>
        </figure>
        <div className="lightbox-nav">
          {/* Named by their visible words, so a reworded button never contradicts its name. */}
          <button type="button" className="btn btn-secondary lightbox-prev" onClick={() => dispatch({ type: 'prev' })}>
            <span aria-hidden="true">‹</span> {previous}
          </button>
          <button type="button" className="btn btn-secondary lightbox-next" onClick={() => dispatch({ type: 'next' })}>
            {next} <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
