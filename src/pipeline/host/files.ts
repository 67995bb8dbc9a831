/**
 * Files a host reads beside the pages: redirect stubs, _redirects, _headers,
 * robots.txt, sitemap.xml and the blog feed, all from the same redirect
 * table and headers definition; and the repository's vercel.json, which
 * holds only what the code decides (it is committed, and a test fails when
 * it differs from what vercelConfig() gives).
 */
import type { Content } from '../../content/loader.ts';
import { isPattern, type RedirectRule } from '../../lib/redirects.ts';
import { REDIRECT_SCRIPT } from '../../lib/inlineScripts.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';
import {
  contentSecurityPolicy,
  cspHash,
  cspMeta,
  HASHED_PATHS,
  HEADER_ONLY_POLICY,
  IMMUTABLE,
  REVALIDATE,
  securityHeaders,
} from './headers.ts';

/**
 * An HTML stub for hosts without redirect rules: replaces the address, never indexed. It carries its policy in a
 * <meta> whatever the host: no host rule names its address.
 */
export function redirectStub(to: string, siteUrl: string, formEndpoint?: string): string {
  const abs = siteUrl + to;
  const policy = contentSecurityPolicy({
    formEndpoint,
    hashes: { scripts: [cspHash(REDIRECT_SCRIPT)], styles: [] },
    meta: true,
  });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${cspMeta(policy)}<title>Redirecting to ${escapeHtml(to)}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><link rel="canonical" href="${escapeHtml(abs)}"></head><body><p>This page has moved to <a id="to" href="${escapeHtml(to)}">${escapeHtml(abs)}</a>.</p><script>${REDIRECT_SCRIPT}</script></body></html>\n`;
}

/**
 * Which exact redirects get a stub folder. A stub that differs from a real
 * route (or an earlier stub) only by letter case would overwrite it on
 * case-insensitive file systems, so those are left to the host rules and the
 * not-found page's script.
 */
export function stubPaths(rules: readonly RedirectRule[], routes: readonly string[]): RedirectRule[] {
  const taken = new Set(routes.map((r) => r.toLowerCase()));
  const out: RedirectRule[] = [];
  for (const rule of rules) {
    if (isPattern(rule.from)) continue;
    const key = rule.from.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(rule);
  }
  return out;
}

/** Host syntax for a rule: a named placeholder inside the segment for prefix patterns. */
function hostFrom(from: string): string {
  return isPattern(from) ? from.slice(0, -1) + ':name' : from;
}

export function netlifyRedirects(rules: readonly RedirectRule[]): string {
  // Exact rules first; patterns after, since hosts take the first match.
  const sorted = [...rules.filter((r) => !isPattern(r.from)), ...rules.filter((r) => isPattern(r.from))];
  return sorted.map((r) => `${hostFrom(r.from)} ${r.to} 301`).join('\n') + '\n';
}

/** A path the host answers with a file of the site, and that page's policy when it is a page. */
export interface HostedPath {
  path: string;
  csp?: string;
}

/**
 * _headers for a host whose pages carry their policy in a <meta> and that
 * reads only so many rules (Cloudflare Pages: 100): one block for every
 * response, with the part of the policy a <meta> cannot carry, and the
 * hashed folders' caching; pages revalidate by the host's own default.
 */
export function sharedHeaders(): string {
  const lines = ['/*'];
  for (const [k, v] of Object.entries(securityHeaders())) lines.push(`  ${k}: ${v}`);
  lines.push(`  Content-Security-Policy: ${HEADER_ONLY_POLICY}`);
  for (const p of HASHED_PATHS) lines.push(p, `  Cache-Control: ${IMMUTABLE}`);
  return lines.join('\n') + '\n';
}

/**
 * Netlify and Cloudflare join the values of a header set by two matching
 * blocks, so neither Cache-Control nor the Content-Security-Policy is in
 * the catch-all block: hashed folders get the immutable value, and each page
 * path its revalidation and its own policy (its hashes). A path no block
 * names (the not-found page answering an unknown address) gets the policy
 * its page carries in a <meta>.
 */
export function netlifyHeaders(paths: readonly HostedPath[]): string {
  const lines = ['/*'];
  for (const [k, v] of Object.entries(securityHeaders())) lines.push(`  ${k}: ${v}`);
  for (const p of HASHED_PATHS) lines.push(p, `  Cache-Control: ${IMMUTABLE}`);
  for (const p of paths) {
    lines.push(p.path, `  Cache-Control: ${REVALIDATE}`);
    if (p.csp) lines.push(`  Content-Security-Policy: ${p.csp}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * The repository's vercel.json: how Vercel builds the site and the headers
 * the code decides. Nothing here comes from content/ (an editor's change
 * must never make the committed file stale): each page's policy is in its
 * <meta> (the build for Vercel puts it there), with frame-ancestors, which
 * a <meta> cannot carry, sent here; old addresses are redirect stubs and the
 * not-found page's script, as on GitHub Pages.
 */
export function vercelConfig(): string {
  const headers = [...Object.entries(securityHeaders()), ['Content-Security-Policy', HEADER_ONLY_POLICY]].map(
    ([key, value]) => ({ key, value }),
  );
  return (
    JSON.stringify(
      {
        $schema: 'https://openapi.vercel.sh/vercel.json',
        framework: null,
        installCommand: 'npm ci',
        buildCommand: 'npm run build -- --host vercel',
        outputDirectory: 'dist',
        cleanUrls: true,
        trailingSlash: false,
        headers: [
          { source: '/(.*)', headers: [...headers, { key: 'Cache-Control', value: REVALIDATE }] },
          ...HASHED_PATHS.map((p) => ({
            source: p.replace('*', '(.*)'),
            headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
          })),
        ],
      },
      null,
      2,
    ) + '\n'
  );
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function sitemapXml(siteUrl: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeHtml(siteUrl + (e.path === '/' ? '/' : e.path))}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function rssFeed(content: Content): string {
  const { site, blog } = content;
  const items = blog
    .map(
      (p) => `    <item>
      <title>${escapeHtml(p.title)}</title>
      <link>${site.url}${p.href}</link>
      <guid isPermaLink="true">${site.url}${p.href}</guid>
      <pubDate>${new Date(p.date + 'T12:00:00Z').toUTCString()}</pubDate>
      <category>${escapeHtml(p.category)}</category>
      <description>${escapeHtml(p.excerpt)}</description>
    </item>`,
    )
    .join('\n');
  const updated = blog[0] ? new Date(blog[0].date + 'T12:00:00Z').toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(site.name)} blog</title>
    <link>${site.url}/blog</link>
    <atom:link href="${site.url}/feed.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(site.tagline)}</description>
    <language>${site.language}</language>
    <lastBuildDate>${updated}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
