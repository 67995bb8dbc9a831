/** Browser-storage keys, defined once for the scripts that write them and the ones that read them. */

/** Remembers a dismissed announcement bar (read before first paint by the head's boot script). */
export const PROMO_STORAGE_KEY = 'whiskerwalks-promo-dismissed';

/** The contact form's last submit time, for its throttle. */
export const CONTACT_THROTTLE_KEY = 'whiskerwalks-contact-last-submit';

/** The Adventure Cats application's recent attempts, for its rate limit. */
export const APPLICATION_RATE_KEY = 'whiskerwalks-adventure-attempts';

/** The visitor's answer to the analytics consent bar (GA4 only): "granted" or "denied". */
export const ANALYTICS_CONSENT_KEY = 'whiskerwalks-analytics-consent';
