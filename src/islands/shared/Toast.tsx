/**
 * Toast notifications. Both live regions are in the server HTML from the start (empty), so a screen reader already
 * watches them when a toast is added: role="status" (polite) for success and info, role="alert" for the destructive
 * one. Toasts never take focus. They sit in the page's flow after the form, so none covers a field or text, and one
 * that appears is scrolled into view (clear of the fixed header and booking bar through the page's scroll padding).
 */
import { useEffect, useRef, useState } from 'react';
import { TOAST_HIDE_MS, type ToastData } from './useToasts.ts';

interface ToastRegionProps {
  toasts: ToastData[];
  onDismiss: (id: number) => void;
}

export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const polite = toasts.filter((t) => t.tone !== 'error');
  const urgent = toasts.filter((t) => t.tone === 'error');
  return (
    <div className="toast-viewport">
      <div className="toast-stack" role="status" aria-live="polite">
        {polite.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
      <div className="toast-stack" role="alert">
        {urgent.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: number) => void }) {
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
