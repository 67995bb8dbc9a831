/** Loads a third-party script once per page, on demand; touches `document` only when called (the build imports it). */

export interface LoadScriptOptions {
  /** Give up after this long (default 8000 ms); offline or blocked hosts never fire `error`. */
  timeoutMs?: number;
  /** Whether the script's global exists: one loaded before this module ran has fired its `load` already. */
  isLoaded?: () => boolean;
}

export const DEFAULT_SCRIPT_TIMEOUT_MS = 8000;

// Marks the scripts this module inserted with their outcome: a later call tells finished from in flight.
const STATE_ATTR = 'data-load-state';

const pending = new Map<string, Promise<void>>();

function findScript(doc: Document, src: string): HTMLScriptElement | undefined {
  // No CSS selector, so no escaping; `src` is absolute, so either spelling matches.
  const absolute = new URL(src, doc.baseURI).href;
  return Array.from(doc.getElementsByTagName('script')).find(
    (s) => s.getAttribute('src') === src || s.src === absolute,
  );
}

function waitFor(script: HTMLScriptElement, src: string, timeoutMs: number, ownScript: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (error === undefined) {
        if (ownScript) script.setAttribute(STATE_ATTR, 'loaded');
        resolve();
      } else {
        // A failed <script> never retries its fetch: drop ours, the next call inserts a fresh one.
        if (ownScript) script.remove();
        reject(error);
      }
    };
    const onLoad = () => settle();
    const onError = () => settle(new Error(`Failed to load script ${src}`));
    const timer = setTimeout(
      () => settle(new Error(`Timed out after ${timeoutMs} ms loading script ${src}`)),
      timeoutMs,
    );
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
  });
}

/** Resolves once `src` has loaded: calls share one <script>; a failure is forgotten, so a later call retries. */
export function loadScriptOnce(
  src: string,
  { timeoutMs = DEFAULT_SCRIPT_TIMEOUT_MS, isLoaded }: LoadScriptOptions = {},
): Promise<void> {
  const memo = pending.get(src);
  if (memo) return memo;
  const promise = (async () => {
    if (isLoaded?.()) return;
    const doc = globalThis.document;
    if (!doc) throw new Error(`loadScriptOnce(${src}) needs a browser document`);
    const existing = findScript(doc, src);
    if (existing) {
      const state = existing.getAttribute(STATE_ATTR);
      if (state === 'loaded') return;
      // Never a second copy. One from the markup may have finished long ago: without `isLoaded` only its events
      // tell, bounded by the timeout, and it is not ours to remove on failure.
      return waitFor(existing, src, timeoutMs, state !== null);
    }
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.setAttribute(STATE_ATTR, 'loading');
    // Listeners go on before insertion: a cached script can fire `load` at once.
    const done = waitFor(script, src, timeoutMs, true);
    (doc.head ?? doc.documentElement).appendChild(script);
    return done;
  })();
  pending.set(src, promise);
  promise.catch(() => {
    if (pending.get(src) === promise) pending.delete(src);
  });
  return promise;
}
