/** Browser-storage keys, defined once for the scripts that write them and the ones that read them. */

/** Remembers a dismissed announcement bar (read before first paint by the head's boot script). */
export const PROMO_STORAGE_KEY = 'whiskerwalks-promo-dismissed';
