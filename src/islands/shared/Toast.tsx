/**
 * Toasts. Both live regions are in the server HTML from the start, so a screen reader already watches them when one
 * is added. Toasts never take focus; they sit in the page's flow after the form, covering nothing, scrolled into view.
 */
import { useEffect, useRef, useState } from 'react';
import { TOAST_HIDE_MS, type ToastData } from './useToasts.ts';

type Dismiss = (id: number) => void;

export function ToastRegion({ toasts, onDismiss }: { toasts: ToastData[]; onDismiss: Dismiss }) {
  const stack = (errors: boolean) =>
    toasts
      .filter((t) => (t.tone === 'error') === errors)
      .map((t) => <Toast key={t.id} toast={t} onDismiss={onDismiss} />);
  return (
    <div className="toast-viewport">
      <div className="toast-stack" role="status" aria-live="polite">
        {stack(false)}
      </div>
      <div className="toast-stack" role="alert">
        {stack(true)}
      </div>
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: Dismiss }) {
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Smooth unless the visitor asked for less motion (the page's own scroll-behavior decides for 'auto').
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  useEffect(() => {
    if (toast.tone === 'error' || paused) return;
    // Restarts in full after a pause, so a reader who looked away gets the whole time again.
    const timer = setTimeout(() => dismissRef.current(toast.id), TOAST_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing the toast only pauses its timer
    <div
      ref={box}
      className={`toast toast-${toast.tone}`}
      data-toast={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        <p className="toast-text">{toast.text}</p>
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={`Dismiss: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
