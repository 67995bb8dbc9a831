/**
 * Loads a third-party script (FareHarbor, Instagram) once per page, on demand.
 * Browser only, but touches `document` only when called, so importing it
 * during the Node build is harmless.
 */

export interface LoadScriptOptions {
  /** Give up after this long (default 8000 ms); offline or blocked hosts never fire `error`. */
  timeoutMs?: number;
  /**
   * Reports whether the script's global already exists (e.g. `() => 'FH' in window`).
   * Lets a script that came from the page markup, or loaded before this module
   * ran, count as loaded, since its `load` event has already passed.
   */
  isLoaded?: () => boolean;
}

export const DEFAULT_SCRIPT_TIMEOUT_MS = 8000;

// Marks scripts this module inserted, and their outcome, so a later call can
// tell a finished script from one still in flight.
const STATE_ATTR = 'data-load-state';

const pending = new Map<string, Promise<void>>();

function findScript(doc: Document, src: string): HTMLScriptElement | undefined {
  // Compared without a CSS selector so no escaping of the URL is needed; the
  // `src` property is absolute, so relative and absolute spellings both match.
  const absolute = new URL(src, doc.baseURI).href;
  for (const script of Array.from(doc.getElementsByTagName('script'))) {
    if (script.getAttribute('src') === src || script.src === absolute) return script;
  }
  return undefined;
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
        // A failed <script> never retries its fetch, so drop ours and let the
        // next call insert a fresh one.
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

/**
 * Resolves once `src` has loaded. Concurrent and later calls share one
 * `<script>` and one promise; a failure (error event or timeout) forgets the
 * promise so a later call can try again.
 */
export function loadScriptOnce(src: string, opts: LoadScriptOptions = {}): Promise<void> {
  const memo = pending.get(src);
  if (memo) return memo;

  const { timeoutMs = DEFAULT_SCRIPT_TIMEOUT_MS, isLoaded } = opts;

  const promise = (async () => {
    if (isLoaded?.()) return;

    const doc = globalThis.document;
    if (!doc) throw new Error(`loadScriptOnce(${src}) needs a browser document`);

    const existing = findScript(doc, src);
    if (existing) {
      const state = existing.getAttribute(STATE_ATTR);
      if (state === 'loaded') return;
      // Never a second copy of the same script. One we did not insert (from
      // the markup) may have finished long ago; without `isLoaded` the only
      // signal left is its events, bounded by the timeout, and it is left in
      // place on failure because it is not ours to remove.
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
