/**
 * A small toast queue for islands. Success and info toasts hide themselves
 * after TOAST_HIDE_MS (the Toast pauses that while hovered or focused); a
 * destructive toast stays until dismissed, because it tells the visitor
 * their message was not sent and they may need the time to read it
 * (WCAG 2.2.1).
 */
import { useCallback, useRef, useState } from 'react';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastData {
  id: number;
  tone: ToastTone;
  title: string;
  text: string;
}

export const TOAST_HIDE_MS = 5000;

export interface Toasts {
  toasts: ToastData[];
  push: (toast: Omit<ToastData, 'id'>) => number;
  dismiss: (id: number) => void;
  /** Drops every toast (e.g. when a new attempt makes the old news stale). */
  clear: () => void;
}

export function useToasts(): Toasts {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextId = useRef(1);
  const push = useCallback((toast: Omit<ToastData, 'id'>) => {
    const id = nextId.current++;
    // The same title twice in a row would stack identical toasts: keep only the newest.
    setToasts((list) => [...list.filter((t) => t.title !== toast.title), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const clear = useCallback(() => setToasts([]), []);
  return { toasts, push, dismiss, clear };
}
