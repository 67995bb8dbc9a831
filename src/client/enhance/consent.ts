/**
 * GA4 sets cookies, so its script loads only once the visitor agreed in the consent bar: until then no window.gtag
 * exists, and nothing goes to Google. A later refusal sets Google's documented ga-disable flag and drops its cookies.
 */
import { gtagScript } from '../../lib/analytics.ts';
import { loadScriptOnce } from '../../lib/loadScript.ts';
import { ANALYTICS_CONSENT_KEY } from '../../lib/storageKeys.ts';
import { $ } from './dom.ts';

type Choice = 'granted' | 'denied';
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [flag: string]: unknown;
}
const gtagWindow = () => window as unknown as GtagWindow;

function stored(): string | null {
  try {
    return localStorage.getItem(ANALYTICS_CONSENT_KEY);
  } catch {
    return null; // Storage off (private mode): ask on each page.
  }
}

function load(id: string): void {
  const w = gtagWindow();
  w[`ga-disable-${id}`] = false;
  if (w.gtag) return;
  w.dataLayer ??= [];
  // gtag.js reads the Arguments object itself from the queue, as Google's own snippet pushes it.
  w.gtag = function () {
    // biome-ignore lint/complexity/noArguments: gtag.js wants the Arguments object itself
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  loadScriptOnce(gtagScript(id)).catch(() => {
    /* blocked or offline: events stay queued in dataLayer, nothing breaks */
  });
}

function unload(id: string): void {
  const w = gtagWindow();
  w[`ga-disable-${id}`] = true;
  delete w.gtag;
  const host = location.hostname.split('.');
  for (const name of document.cookie.split(/;\s*/).map((c) => c.split('=')[0])) {
    if (!/^_ga(_|$)/.test(name)) continue;
    // Google sets them on the widest domain it may; try each from the host up. (The Cookie Store API is not in every browser the site supports.)
    for (let i = 0; i < host.length; i++) {
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      document.cookie = `${name}=; max-age=0; path=/; domain=${host.slice(i).join('.')}`;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Adds the bar's stylesheet; resolves once it loaded or failed (an unstyled bar still works). */
function styles(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

export async function consent(): Promise<void> {
  const bar = $('[data-consent]');
  const id = bar?.dataset.consent;
  if (!bar || !id) return;
  const choice = stored();
  if (choice === 'granted') load(id);
  await styles(bar.dataset.consentCss!);
  if (choice !== 'granted' && choice !== 'denied') bar.hidden = false;

  // Where focus goes once the bar closes: back to the footer's button when that opened it, else the page.
  let returnTo = $('#main');
  const opener = $<HTMLButtonElement>('[data-consent-open]');
  if (opener) {
    opener.hidden = false;
    opener.addEventListener('click', () => {
      bar.hidden = false;
      returnTo = opener;
      $('button', bar)?.focus();
    });
  }
  bar.addEventListener('click', (e) => {
    const picked = (e.target as Element).closest('[data-consent-choice]')?.getAttribute('data-consent-choice') as
      | Choice
      | undefined;
    if (!picked) return;
    try {
      localStorage.setItem(ANALYTICS_CONSENT_KEY, picked);
    } catch {
      // Not remembered, but this page view still honours it.
    }
    if (picked === 'granted') load(id);
    else unload(id);
    const hadFocus = bar.contains(document.activeElement);
    bar.hidden = true;
    if (hadFocus) returnTo?.focus({ preventScroll: returnTo.id === 'main' });
  });
}
