/**
 * Site chrome, on every page, without React: header scroll state, the Tours
 * dropdown, the small-screen menu, the announcement bar, the mobile booking
 * bar, booking links, the urgency month, the footer year, image fallbacks and
 * the not-found page's redirects. Everything here enhances HTML that already
 * works without it.
 */
import { FAREHARBOR_API_SCRIPT, openOptions, parseItemId } from '../lib/fareharbor.ts';
import { loadScriptOnce } from '../lib/loadScript.ts';
import { urgencyMessage } from '../lib/urgency.ts';
import { matchRedirect, type RedirectRule } from '../lib/redirects.ts';

const PROMO_KEY = 'whiskerwalks-promo-dismissed';
const HEADER_SCROLL_PX = 50;
const MOBILE_BAR_PX = 300;
const HOVER_OPEN_MS = 100;
const HOVER_GRACE_MS = 300;
const IDLE_TIMEOUT_MS = 2000;
const IDLE_FALLBACK_MS = 1000;

const $ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => root.querySelector<T>(sel);
const $$ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => [...root.querySelectorAll<T>(sel)];

// --- Header scroll state and the mobile booking bar -----------------------
function scrollState(): void {
  const header = $('[data-header]');
  const bar = $('[data-mobile-bar]');
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    header?.classList.toggle('is-scrolled', y > HEADER_SCROLL_PX);
    bar?.classList.toggle('is-visible', y > MOBILE_BAR_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
  // The bar goes to the page's booking section when it has one.
  $('[data-mobile-bar-link]')?.addEventListener('click', (e) => {
    const target = document.getElementById('book-now');
    if (!target) return;
    e.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

// --- Tours dropdown (APG disclosure navigation) ---------------------------
function dropdowns(): void {
  for (const item of $$('[data-dropdown]')) {
    const button = $<HTMLButtonElement>('[data-dropdown-toggle]', item);
    if (!button) continue;
    let timer: number | undefined;
    const set = (open: boolean) => {
      clearTimeout(timer);
      item.classList.toggle('is-open', open);
      button.setAttribute('aria-expanded', String(open));
    };
    const isOpen = () => item.classList.contains('is-open');
    const wide = () => matchMedia('(min-width: 768px)').matches;
    button.addEventListener('click', () => set(!isOpen()));
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse' || !wide()) return;
      clearTimeout(timer);
      timer = window.setTimeout(() => set(true), HOVER_OPEN_MS);
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse' || !wide()) return;
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!item.contains(document.activeElement)) set(false);
      }, HOVER_GRACE_MS);
    });
    // Escape closes and puts focus back on the toggle; that focus must not reopen the list.
    let refocusing = false;
    item.addEventListener('focusin', (e) => {
      if (refocusing) {
        refocusing = false;
        return;
      }
      // The Tours list opens on hover, focus or click. Keyboard focus only (:focus-visible): a mouse press on the toggle
      // focuses it too, and its click is what toggles.
      const target = e.target as Element;
      if (wide() && (target.closest('.sub-list') || target.matches(':focus-visible'))) set(true);
    });
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) set(false);
    });
    item.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && isOpen()) {
        e.stopPropagation();
        set(false);
        refocusing = document.activeElement !== button;
        button.focus();
      }
    });
    item.addEventListener('click', (e) => {
      if ((e.target as Element).closest('.sub-list a')) set(false);
    });
    document.addEventListener('click', (e) => {
      if (isOpen() && !item.contains(e.target as Node)) set(false);
    });
  }
}

// --- Small-screen menu ----------------------------------------------------
function mobileMenu(): void {
  const toggle = $<HTMLButtonElement>('[data-nav-toggle]');
  const nav = $('#site-nav');
  if (!toggle || !nav) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    document.documentElement.classList.toggle('nav-open', open);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      set(false);
      toggle.focus();
    }
  });
  nav.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a')) set(false);
  });
  // Growing past the breakpoint leaves no stale open state behind.
  matchMedia('(min-width: 768px)').addEventListener('change', (e) => {
    if (e.matches) set(false);
  });
}

// --- Announcement bar -----------------------------------------------------
function announcement(): void {
  $('[data-announcement-close]')?.addEventListener('click', () => {
    try {
      localStorage.setItem(PROMO_KEY, '1');
    } catch {
      // Storage may be off (private mode): the bar still closes for this page view.
    }
    document.documentElement.classList.add('promo-dismissed');
    $('#main')?.focus({ preventScroll: true });
  });
}

// --- Booking links: FareHarbor lightframe, else its booking page ---------
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

function bookingLinks(): void {
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

// --- Dates computed in the visitor's browser ------------------------------
function dates(): void {
  const now = new Date();
  for (const el of $$('[data-urgency]')) el.textContent = urgencyMessage(el.dataset.urgency ?? '', now);
  for (const el of $$('[data-year]')) el.textContent = String(now.getFullYear());
}

// --- Image fallbacks: footer logo, press logos -------------------------------
function onImageError(img: HTMLImageElement, handle: () => void): void {
  // The error may have fired before this script ran.
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) handle();
  else img.addEventListener('error', handle);
}

function imageFallbacks(): void {
  const logo = $<HTMLImageElement>('img[data-logo-fallback]');
  if (logo) {
    const original = logo.getAttribute('src') ?? '';
    let step = 0;
    onImageError(logo, function retry() {
      step++;
      console.error('Failed to load footer logo');
      // First a cache-busted copy of the same file, then the alternate image.
      if (step === 1) logo.src = `${original}${original.includes('?') ? '&' : '?'}v=${Date.now()}`;
      else if (step === 2) logo.src = logo.dataset.logoFallback ?? original;
      else logo.removeEventListener('error', retry);
    });
  }
  for (const img of $$<HTMLImageElement>('img[data-press-fallback]')) {
    onImageError(img, function fallback() {
      img.removeEventListener('error', fallback);
      console.error(`Failed to load image for ${img.dataset.outlet ?? img.alt}`);
      img.closest('picture')?.querySelectorAll('source').forEach((s) => s.remove());
      img.removeAttribute('srcset');
      img.src = img.dataset.pressFallback ?? '';
    });
  }
}

// --- Not-found page ---------------------------------------------------------
function notFound(): void {
  if (document.body.dataset.page !== 'not-found') return;
  const table = $('#redirect-table');
  const rules: RedirectRule[] = table ? JSON.parse(table.textContent ?? '[]') : [];
  const to = matchRedirect(rules, location.pathname);
  if (to) {
    location.replace(to + location.search + location.hash);
    return;
  }
  console.log(`Page not found: ${location.pathname}`);
}

function init(): void {
  scrollState();
  dropdowns();
  mobileMenu();
  announcement();
  bookingLinks();
  dates();
  imageFallbacks();
  notFound();
}

init();
