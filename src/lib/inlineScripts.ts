/**
 * The only inline scripts the site has. Their SHA-256 hashes go into the
 * Content-Security-Policy (src/pipeline/host/headers.ts), so script-src never
 * needs 'unsafe-inline'.
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
