/**
 * The only inline scripts the site has. The hash of each one a page carries
 * goes into that page's Content-Security-Policy (src/pipeline/host/headers.ts),
 * so script-src never needs 'unsafe-inline'; a build refuses a page with any
 * other inline script.
 */
import { PROMO_STORAGE_KEY } from './storageKeys.ts';

/**
 * Runs in <head> before first paint: marks that script runs (CSS then leaves
 * the dropdown to the enhancement script).
 */
export const BOOT_SCRIPT = `document.documentElement.classList.add('js')`;

/**
 * The boot script of the page with the announcement bar: it also hides a
 * dismissed announcement without a flash or a layout shift. Only that page
 * reads browser storage before its first paint (a read that waits on the
 * browser), so no other page pays for it.
 */
export const BOOT_SCRIPT_WITH_PROMO = `${BOOT_SCRIPT};try{if(localStorage.getItem('${PROMO_STORAGE_KEY}'))document.documentElement.classList.add('promo-dismissed')}catch(e){}`;

/**
 * Redirect stubs replace the address (not push) so Back skips the old one.
 * It follows the stub's visible link (a site path), not the absolute
 * canonical, so a preview on localhost stays on localhost.
 */
export const REDIRECT_SCRIPT = `location.replace(document.getElementById('to').getAttribute('href')+location.search+location.hash)`;

/** Every inline script a page may carry. */
export const INLINE_SCRIPTS: readonly string[] = [BOOT_SCRIPT, BOOT_SCRIPT_WITH_PROMO, REDIRECT_SCRIPT];
