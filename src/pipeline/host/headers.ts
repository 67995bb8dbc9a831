/**
 * The HTTP headers and each page's Content-Security-Policy, defined once (docs/deploying.md, "Security headers"):
 * _headers, vercel.json, each page's <meta> and the preview server all read them, so what is tested is deployed.
 */
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from '../../lib/inlineScripts.ts';
import { analyticsHosts, type Analytics } from '../../lib/analytics.ts';

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Third-party origins the site talks to (FareHarbor, EmailJS, Mailchimp, the form service, Instagram, video hosts), by CSP directive. */
const THIRD_PARTY = {
  script: ['https://fareharbor.com', 'https://www.instagram.com'],
  frame: [
    'https://fareharbor.com',
    'https://www.youtube-nocookie.com',
    'https://www.nbcnews.com',
    'https://www.instagram.com',
  ],
  connect: ['https://api.emailjs.com', 'https://fareharbor.com'],
  img: ['https://fareharbor.com', 'https://*.cdninstagram.com', 'https://www.instagram.com'],
  form: ['https://*.list-manage.com', 'https://formspree.io'],
};

/** The hashes of what a page carries inline: its scripts (not data blocks) and its style blocks. */
type InlineHashes = Record<'scripts' | 'styles', string[]>;

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script/gi;
/** The style blocks React hoists into the head (src/contract/Styles.tsx): the only CSS a page's policy allows inline. */
export const HOISTED_STYLE = /<style data-precedence="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;
/** A script whose type makes it data (JSON-LD, island props), which the browser never runs and CSP does not govern. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * What a page carries inline, to allow by hash: only what the code put there (the policy stops what came by mistake):
 * the scripts src/lib/inlineScripts.ts lists (any other fails the build) and the style blocks React hoisted.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs)) continue;
    if (!INLINE_SCRIPTS.includes(m[2]))
      throw new Error(
        `A page carries an inline script that src/lib/inlineScripts.ts does not list, so no policy allows it: ${JSON.stringify(m[2].slice(0, 80))}`,
      );
    scripts.add(cspHash(m[2]));
  }
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = new Set([...head.matchAll(HOISTED_STYLE)].map((m) => cspHash(m[1])));
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

interface PolicyOptions {
  /** The form service's address (content/site.json formService.endpoint): the application form posts there. */
  formEndpoint?: string;
  /** The analytics provider (content/site.json analytics): its hosts only, and none for "none" or when left out. */
  analytics?: Analytics;
  /** What the page carries inline; none when left out (the dev server's waiting page). */
  hashes?: InlineHashes;
  /** For a <meta http-equiv>: without frame-ancestors, which a browser reads only from a header. */
  meta?: boolean;
}

/** A policy's text; for a <meta>, without frame-ancestors (a <meta> cannot stop framing: headers send it). */
function policyText(meta: boolean | undefined, directives: [string, string[]][]): string {
  return directives
    .filter(([name]) => !(meta && name === 'frame-ancestors'))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** One page's policy. default-src 'none': anything unnamed (fonts, media, workers, manifests) goes nowhere. */
export function contentSecurityPolicy(opts: PolicyOptions = {}): string {
  const formHosts = new Set(THIRD_PARTY.form);
  if (opts.formEndpoint) formHosts.add(new URL(opts.formEndpoint).origin);
  const hashes = opts.hashes ?? { scripts: [], styles: [] };
  const counting = analyticsHosts(opts.analytics ?? { provider: 'none' });
  return policyText(opts.meta, [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashes.scripts, ...THIRD_PARTY.script, ...counting.script]],
    // Inline style blocks by hash; 'self': CSS loaded later (the lightbox's).
    ['style-src', ["'self'", ...hashes.styles]],
    ['img-src', ["'self'", 'data:', ...THIRD_PARTY.img, ...counting.img]],
    ['connect-src', ["'self'", ...THIRD_PARTY.connect, ...counting.connect]],
    ['frame-src', THIRD_PARTY.frame],
    ['form-action', ["'self'", ...formHosts]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ]);
}

/** The part of the policy only a header can carry, for a host that sends the rest in each page's <meta> (Vercel). */
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'";

/** <meta http-equiv="Content-Security-Policy">, placed before anything it governs. */
export function cspMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`;
}

/**
 * Headers for every response (the policy is each page's own). Cross-Origin-Resource-Policy: no other site loads the
 * site's files into its pages (sharing services fetch share cards from their servers, which this does not govern).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Hashed files never change: cache for a year. HTML and the rest revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Path patterns (host syntax) whose files carry a content hash. */
export const HASHED_PATHS = ['/assets/*', '/img/*'];

/** Where the CMS talks to live: GitHub's API, and the avatars and files GitHub serves. */
const CMS_HOSTS = {
  connect: ['https://api.github.com'],
  img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
};

/**
 * The policy of /admin/ (docs/deploying.md, "Editing in the browser"). Decap writes style blocks at run time,
 * compiles its configuration's validator (ajv) with new Function, and shows uploads from blob: and data: addresses.
 */
export function adminPolicy(authUrl?: string, opts: { meta?: boolean } = {}): string {
  const auth = authUrl ? [new URL(authUrl).origin] : [];
  return policyText(opts.meta, [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...CMS_HOSTS.img]],
    // blob:: a photo chosen for upload is read back from its blob: address when the entry is saved.
    ['connect-src', ["'self'", 'blob:', ...CMS_HOSTS.connect, ...auth]],
    ['frame-src', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}
