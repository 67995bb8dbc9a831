/**
 * The hosts a build can be made for (`npm run build -- --host NAME`), and
 * what each needs of it:
 *  - Netlify reads _headers and _redirects: each page's Content-Security-
 *    Policy goes there as a header of its own path, and old addresses get
 *    real 301s (no redirect stub, which would shadow the rule).
 *  - Cloudflare Pages reads the same files but at most 100 rules of
 *    _headers, fewer than a growing blog has pages: the headers every
 *    response shares go there (frame-ancestors among them), and each page
 *    carries the rest of its policy in a <meta>; Cloudflare's own default
 *    makes pages revalidate. Old addresses get real 301s.
 *  - GitHub Pages sends no headers and follows no rules: each page carries
 *    its policy in a <meta>, and old addresses are redirect stubs.
 *  - Vercel reads its headers from the repository's own vercel.json, which
 *    must not change with the content: it sends the headers the code decides
 *    (frame-ancestors among them), and each page carries the rest of its
 *    policy in a <meta>; old addresses are redirect stubs.
 * Without --host the build writes everything, with each page's policy in
 * _headers (any static host; the preview server and the tests read it).
 */
export const HOSTS = ['netlify', 'cloudflare', 'vercel', 'github-pages'] as const;
export type Host = (typeof HOSTS)[number];

export interface HostNeeds {
  /** Every page carries its Content-Security-Policy in a <meta> (the host sends no per-page header). */
  metaCsp: boolean;
  /** dist/_headers and dist/_redirects. */
  ruleFiles: boolean;
  /** _headers names each page with its own policy (else one /* block sends what every response shares). */
  pageRules: boolean;
  /** An HTML page at each old address that sends the visitor on (the host has no redirect rules of the site's). */
  stubs: boolean;
}

export function hostNeeds(host: Host | undefined): HostNeeds {
  switch (host) {
    case 'netlify':
      return { metaCsp: false, ruleFiles: true, pageRules: true, stubs: false };
    case 'cloudflare':
      return { metaCsp: true, ruleFiles: true, pageRules: false, stubs: false };
    case 'vercel':
    case 'github-pages':
      return { metaCsp: true, ruleFiles: false, pageRules: false, stubs: true };
    default:
      return { metaCsp: false, ruleFiles: true, pageRules: true, stubs: true };
  }
}

export function parseHost(name: string | undefined): Host | undefined {
  if (name === undefined) return undefined;
  if (!(HOSTS as readonly string[]).includes(name))
    throw new Error(`--host must be one of ${HOSTS.join(', ')} (got "${name}")`);
  return name as Host;
}
