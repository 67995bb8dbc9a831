/**
 * The HTTP headers a host sends, defined once. They feed dist/_headers,
 * vercel.json and the preview server, so what is tested is what is deployed.
 */
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, REDIRECT_SCRIPT } from '../../lib/inlineScripts.ts';

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Third-party origins the site talks to (FareHarbor, EmailJS, Mailchimp, the form service, Instagram, video hosts), by CSP directive. */
const THIRD_PARTY = {
  script: ['https://fareharbor.com', 'https://www.instagram.com'],
  frame: ['https://fareharbor.com', 'https://www.youtube-nocookie.com', 'https://www.nbcnews.com', 'https://www.instagram.com'],
  connect: ['https://api.emailjs.com', 'https://fareharbor.com'],
  img: ['https://fareharbor.com', 'https://*.cdninstagram.com', 'https://www.instagram.com'],
  form: ['https://*.list-manage.com', 'https://formspree.io'],
};

export function contentSecurityPolicy(formEndpoint?: string): string {
  const formHosts = new Set(THIRD_PARTY.form);
  if (formEndpoint) formHosts.add(new URL(formEndpoint).origin);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", cspHash(BOOT_SCRIPT), cspHash(REDIRECT_SCRIPT), ...THIRD_PARTY.script]],
    // Every page's CSS is inline (style blocks of the build's own CSS, src/components/Styles.tsx), and components set a few
    // CSS custom properties in style attributes; no script can be injected through either. 'self': CSS loaded later (the lightbox's).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...THIRD_PARTY.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...THIRD_PARTY.connect]],
    ['frame-src', THIRD_PARTY.frame],
    ['form-action', ["'self'", ...formHosts]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Headers for every response. */
export function securityHeaders(formEndpoint?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(formEndpoint),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Hashed files never change: cache for a year. HTML and the rest revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Path patterns (host syntax) whose files carry a content hash. */
export const HASHED_PATHS = ['/assets/*', '/img/*'];
