/**
 * The services that receive something from a visitor, and which of them the
 * settings switch on: /privacy lists exactly these, so a setting changed in
 * content/site.json changes the page with it. Each one's name, whether it may
 * set cookies and where its own policy is are facts about that company and
 * the way the code uses it (docs/third-parties.md), not copy: they live here,
 * beside the code that sends to it. What each receives is worded in
 * content/labels.json (`privacy`), one label per id below.
 */
import type { Analytics } from './analytics.ts';

/** `cookies`: it may set cookies in the visitor's browser (in its own frame, window or page). */
type Facts = { name: string; cookies: boolean; policy: string };

const GOOGLE_POLICY = 'https://policies.google.com/privacy';

const KNOWN = {
  fareharbor: { name: 'FareHarbor', cookies: true, policy: 'https://fareharbor.com/legal/privacy/' },
  // A request from the page's script, which carries no cookies of another site.
  emailjs: { name: 'EmailJS', cookies: false, policy: 'https://www.emailjs.com/legal/privacy-policy/' },
  mailchimp: { name: 'Mailchimp', cookies: true, policy: 'https://www.intuit.com/privacy/statement/' },
  // youtube-nocookie.com sets none until Play, and may once the video plays.
  youtube: { name: 'YouTube', cookies: true, policy: GOOGLE_POLICY },
  nbc: { name: 'NBC News', cookies: true, policy: 'https://www.nbcuniversal.com/privacy' },
  instagram: { name: 'Instagram', cookies: true, policy: 'https://privacycenter.instagram.com/policy' },
  plausible: { name: 'Plausible Analytics', cookies: false, policy: 'https://plausible.io/data-policy' },
  cloudflare: { name: 'Cloudflare Web Analytics', cookies: false, policy: 'https://www.cloudflare.com/privacypolicy/' },
  // Google's page for sites that use its services, which its Analytics terms ask a site to disclose.
  ga4: { name: 'Google Analytics', cookies: true, policy: 'https://policies.google.com/technologies/partner-sites' },
} satisfies Record<string, Facts>;

export type ServiceId = keyof typeof KNOWN | 'formService';
export type Service = Facts & { id: ServiceId };

/** Form services by the host of their endpoint; another one is named by its host, its policy to be found at its home. */
const FORM_SERVICES: Record<string, Facts> = {
  'formspree.io': { name: 'Formspree', cookies: false, policy: 'https://formspree.io/legal/privacy-policy/' },
};

function formService(endpoint: string): Service {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^www\./, '');
  return { id: 'formService', ...(FORM_SERVICES[host] ?? { name: host, cookies: true, policy: url.origin }) };
}

/** What of the settings decides which services a visitor meets. */
export interface ServiceSettings {
  site: { formService: { endpoint: string }; videos: Record<string, { provider: string }>; analytics: Analytics };
  press: { reels: readonly unknown[] };
}

/** The services the site uses with these settings, in the order a visit meets them: booking, forms, embeds, counting. */
export function servicesInUse({ site, press }: ServiceSettings): Service[] {
  const videos = new Set(Object.values(site.videos).map((v) => v.provider));
  const ids: ServiceId[] = [
    'fareharbor',
    'emailjs',
    'formService',
    'mailchimp',
    ...(['youtube', 'nbc'] as const).filter((p) => videos.has(p)),
    ...(press.reels.length ? (['instagram'] as const) : []),
    ...(site.analytics.provider === 'none' ? [] : [site.analytics.provider]),
  ];
  return ids.map((id) => (id === 'formService' ? formService(site.formService.endpoint) : { id, ...KNOWN[id] }));
}
