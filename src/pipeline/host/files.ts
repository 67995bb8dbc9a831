/**
 * Files a host reads beside the pages: redirect stubs, _redirects, _headers,
 * vercel.json, robots.txt, sitemap.xml and the blog feed. All come from the
 * same redirect table and headers definition.
 */
import type { Content } from '../../content/loader.ts';
import { isPattern, type RedirectRule } from '../../lib/redirects.ts';
import { REDIRECT_SCRIPT } from '../../lib/inlineScripts.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';
import { HASHED_PATHS, IMMUTABLE, REVALIDATE, securityHeaders } from './headers.ts';


/** An HTML stub for hosts without redirect rules: replaces the address, never indexed. */
export function redirectStub(to: string, siteUrl: string): string {
  const abs = siteUrl + to;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${escapeHtml(to)}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><link rel="canonical" href="${escapeHtml(abs)}"></head><body><p>This page has moved to <a id="to" href="${escapeHtml(to)}">${escapeHtml(abs)}</a>.</p><script>${REDIRECT_SCRIPT}</script></body></html>\n`;
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

/**
 * Netlify and Cloudflare join the values of a header set by two matching
 * blocks, so Cache-Control is never in the catch-all block: hashed folders
 * get the immutable value and each page path gets revalidation.
 */
export function netlifyHeaders(formEndpoint: string, pagePaths: readonly string[]): string {
  const lines = ['/*'];
  for (const [k, v] of Object.entries(securityHeaders(formEndpoint))) lines.push(`  ${k}: ${v}`);
  for (const p of HASHED_PATHS) lines.push(p, `  Cache-Control: ${IMMUTABLE}`);
  for (const p of pagePaths) lines.push(p, `  Cache-Control: ${REVALIDATE}`);
  return lines.join('\n') + '\n';
}

export function vercelConfig(rules: readonly RedirectRule[], formEndpoint: string): string {
  const headers = Object.entries(securityHeaders(formEndpoint)).map(([key, value]) => ({ key, value }));
  return (
    JSON.stringify(
      {
        cleanUrls: true,
        trailingSlash: false,
        redirects: rules.map((r) => ({ source: hostFrom(r.from), destination: r.to, permanent: true })),
        headers: [
          { source: '/(.*)', headers: [...headers, { key: 'Cache-Control', value: REVALIDATE }] },
          ...HASHED_PATHS.map((p) => ({ source: p.replace('*', '(.*)'), headers: [{ key: 'Cache-Control', value: IMMUTABLE }] })),
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
    .map((e) => `  <url>\n    <loc>${escapeHtml(siteUrl + (e.path === '/' ? '/' : e.path))}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`)
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
