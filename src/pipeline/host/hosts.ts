/**
 * The hosts a build can be made for (`npm run build -- --host NAME`) and what each needs of it (docs/deploying.md,
 * "Security headers", says why). Without --host the build writes everything, each page's policy in _headers.
 */
export const HOSTS = ['netlify', 'cloudflare', 'vercel', 'github-pages'] as const;
export type Host = (typeof HOSTS)[number];

/**
 * metaCsp: every page carries its policy in a <meta> (the host sends no per-page header); ruleFiles: _headers and
 * _redirects; pageRules: _headers names each page with its policy (else one block for all); stubs: an HTML page at
 * each old address that sends the visitor on (the host has no redirect rules of the site's).
 */
type HostNeeds = Record<'metaCsp' | 'ruleFiles' | 'pageRules' | 'stubs', boolean>;

const NEEDS: Record<Host | 'any', HostNeeds> = {
  netlify: { metaCsp: false, ruleFiles: true, pageRules: true, stubs: false },
  cloudflare: { metaCsp: true, ruleFiles: true, pageRules: false, stubs: false },
  vercel: { metaCsp: true, ruleFiles: false, pageRules: false, stubs: true },
  'github-pages': { metaCsp: true, ruleFiles: false, pageRules: false, stubs: true },
  any: { metaCsp: false, ruleFiles: true, pageRules: true, stubs: true },
};

export const hostNeeds = (host: Host | undefined): HostNeeds => NEEDS[host ?? 'any'];

export function parseHost(name: string | undefined): Host | undefined {
  if (name === undefined) return undefined;
  if (!(HOSTS as readonly string[]).includes(name))
    throw new Error(`--host must be one of ${HOSTS.join(', ')} (got "${name}")`);
  return name as Host;
}
