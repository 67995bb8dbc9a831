/**
 * The only inline scripts the site has. Their SHA-256 hashes go into the
 * Content-Security-Policy, so script-src never needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { PROMO_STORAGE_KEY } from '../lib/storageKeys.ts';

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

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
