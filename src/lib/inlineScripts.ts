/** The only inline scripts: a page's policy allows each it carries by its hash, and a build refuses any other. */
import { PROMO_STORAGE_KEY } from './storageKeys.ts';

/** Runs in <head> before first paint: marks that script runs (CSS then leaves the dropdown to the enhance script). */
export const BOOT_SCRIPT = `document.documentElement.classList.add('js')`;

/** The boot script that also hides a dismissed announcement, with no flash; only its page pays for the storage read. */
export const BOOT_SCRIPT_WITH_PROMO = `${BOOT_SCRIPT};try{if(localStorage.getItem('${PROMO_STORAGE_KEY}'))document.documentElement.classList.add('promo-dismissed')}catch(e){}`;

/** A redirect stub replaces the address, so Back skips it; it follows its site path, so a preview stays local. */
export const REDIRECT_SCRIPT = `location.replace(document.getElementById('to').getAttribute('href')+location.search+location.hash)`;

/** Every inline script a page may carry. */
export const INLINE_SCRIPTS: readonly string[] = [BOOT_SCRIPT, BOOT_SCRIPT_WITH_PROMO, REDIRECT_SCRIPT];
