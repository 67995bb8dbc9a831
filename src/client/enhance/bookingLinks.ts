/** A booking link opens FareHarbor's lightframe (loading its script), else is followed; /tours warms the script. */
import { FAREHARBOR_API_SCRIPT, openOptions, parseItemId } from '../../lib/fareharbor.ts';
import { loadScriptOnce } from '../../lib/loadScript.ts';

const IDLE_TIMEOUT_MS = 2000;
const IDLE_FALLBACK_MS = 1000;

interface FareHarborGlobal {
  open?: (options: unknown) => unknown;
}
declare global {
  interface Window {
    FH?: FareHarborGlobal;
  }
}

function bookingConfig() {
  const { fhShortname, fhFlow } = document.body.dataset;
  return fhShortname && fhFlow ? { shortname: fhShortname, flow: Number(fhFlow) } : null;
}

export async function openBooking(link: HTMLAnchorElement): Promise<void> {
  const cfg = bookingConfig();
  const item = parseItemId(link.dataset.fhItem);
  if (!cfg || item === undefined) {
    console.error('Booking link clicked with no itemId provided; nothing opened', link);
    return;
  }
  try {
    await loadScriptOnce(FAREHARBOR_API_SCRIPT, { timeoutMs: 4000 });
  } catch {
    // Unavailable (blocked, offline): the booking page below is the fallback.
  }
  const opened = typeof window.FH?.open === 'function' && window.FH.open(openOptions(cfg, item));
  if (!opened) window.location.assign(link.href);
}

export function bookingLinks(): void {
  // Capture phase, so FareHarbor's own autolightframe handler never opens a second frame.
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-fh-item]');
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void openBooking(link);
    },
    true,
  );
  if (document.body.hasAttribute('data-fh-preload')) {
    // /tours: warm the widget when the browser is idle, so the first click opens at once.
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      loadScriptOnce(FAREHARBOR_API_SCRIPT).catch(() => {
        /* offline or blocked: clicks fall back to the booking page */
      });
    };
    if ('requestIdleCallback' in window) requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
    setTimeout(preload, IDLE_FALLBACK_MS);
  }
}
