/**
 * Sends an event to whatever analytics the site owner added: gtag.js
 * (`window.gtag`) and/or Google Tag Manager (`window.dataLayer`). Neither is
 * installed by the site itself, so absence is normal and never an error, and
 * a broken tag must not stop the form that reports to it.
 */

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

interface AnalyticsWindow {
  gtag?: unknown;
  dataLayer?: unknown;
}

export function trackEvent(name: string, params: Record<string, unknown>, target: AnalyticsWindow = window as AnalyticsWindow): void {
  try {
    if (typeof target.gtag === 'function') (target.gtag as Gtag)('event', name, params);
  } catch (error) {
    console.warn(`Analytics: gtag rejected "${name}"`, error);
  }
  try {
    if (Array.isArray(target.dataLayer)) target.dataLayer.push({ event: name, ...params });
  } catch (error) {
    console.warn(`Analytics: dataLayer rejected "${name}"`, error);
  }
}
