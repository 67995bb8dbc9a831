/**
 * The only inline scripts the site has. The hash of each one a page carries
 * goes into that page's Content-Security-Policy (src/pipeline/host/headers.ts),
 * so script-src never needs 'unsafe-inline'; a build refuses a page with any
 * other inline script.
 */
import { PROMO_STORAGE_KEY } from './storageKeys.ts';

/**
 * Runs in <head> before first paint: marks that script runs (CSS then leaves
 * the dropdown to the enhancement script) and hides a dismissed announcement without a
 * flash or a layout shift.
 */
export const BOOT_SCRIPT = `document.documentElement.classList.add('js');try{if(localStorage.getItem('${PROMO_STORAGE_KEY}'))document.documentElement.classList.add('promo-dismissed')}catch(e){}`;

/**
 * Redirect stubs replace the address (not push) so Back skips the old one.
 * It follows the stub's visible link (a site path), not the absolute
 * canonical, so a preview on localhost stays on localhost.
 */
export const REDIRECT_SCRIPT = `location.replace(document.getElementById('to').getAttribute('href')+location.search+location.hash)`;

/** Every inline script a page may carry. */
export const INLINE_SCRIPTS: readonly string[] = [BOOT_SCRIPT, REDIRECT_SCRIPT];
