/**
 * A small toast queue. Success and info toasts hide after TOAST_HIDE_MS (paused while hovered or focused); an error
 * stays until dismissed: it says the message was not sent, and reading that may take time (WCAG 2.2.1).
 */
import { useCallback, useRef, useState } from 'react';

export interface ToastData {
  id: number;
  tone: 'success' | 'info' | 'error';
  title: string;
  text: string;
}

export const TOAST_HIDE_MS = 5000;

export function useToasts() {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const nextId = useRef(1);
  const push = useCallback((toast: Omit<ToastData, 'id'>) => {
    const id = nextId.current++;
    // The same title twice in a row would stack identical toasts: keep only the newest.
    setToasts((list) => [...list.filter((t) => t.title !== toast.title), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, push, dismiss };
}
