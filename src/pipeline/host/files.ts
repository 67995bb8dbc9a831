/** Files a host reads beside the pages (docs/deploying.md, "Security headers"), from the content and the rendered pages. */
import path from 'node:path';
import type { Content } from '../../content/shapes.ts';
import { NOT_FOUND, SITE_FILE } from '../../lib/sitePaths.ts';
import { outputFile } from '../routes.ts';
import { adminHeaders, cmsSettings } from '../admin/write.ts';
import { hostNeeds, type Host } from './hosts.ts';
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

/** A never-indexed page for hosts without redirect rules; its policy in a <meta> whatever the host (no rule names it). */
function redirectStub(to: string, siteUrl: string, formEndpoint?: string): string {
  const abs = siteUrl + to;
  const policy = contentSecurityPolicy({
    formEndpoint,
    hashes: { scripts: [cspHash(REDIRECT_SCRIPT)], styles: [] },
    meta: true,
  });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${cspMeta(policy)}<title>Redirecting to ${escapeHtml(to)}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}"><link rel="canonical" href="${escapeHtml(abs)}"></head><body><p>This page has moved to <a id="to" href="${escapeHtml(to)}">${escapeHtml(abs)}</a>.</p><script>${REDIRECT_SCRIPT}</script></body></html>\n`;
}

/**
 * The exact redirects that get a stub folder: not one differing from a route (or an earlier stub) by letter case alone,
 * which would overwrite it on a case-insensitive file system (the not-found page's script sends those on).
 */
export function stubPaths(rules: readonly RedirectRule[], routes: readonly string[]): RedirectRule[] {
  const taken = new Set(routes.map((r) => r.toLowerCase()));
  return rules.filter((rule) => {
    const key = rule.from.toLowerCase();
    if (isPattern(rule.from) || taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

function netlifyRedirects(rules: readonly RedirectRule[]): string {
  // Exact rules first; patterns after, since hosts take the first match, in host syntax: a named placeholder.
  const exact = rules.filter((r) => !isPattern(r.from));
  const patterns = rules.filter((r) => isPattern(r.from)).map((r) => ({ ...r, from: r.from.slice(0, -1) + ':name' }));
  return [...exact, ...patterns].map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

/** The headers every response shares, then `extra` in the same block, then the hashed folders' caching. */
function headerBlocks(extra: string[] = []): string[] {
  const lines = ['/*', ...Object.entries(securityHeaders()).map(([k, v]) => `  ${k}: ${v}`), ...extra];
  for (const p of HASHED_PATHS) lines.push(p, `  Cache-Control: ${IMMUTABLE}`);
  return lines;
}

/** _headers of one block, for a host whose pages carry their policy and that reads only so many rules (Cloudflare: 100). */
export function sharedHeaders(): string {
  return headerBlocks([`  Content-Security-Policy: ${HEADER_ONLY_POLICY}`]).join('\n') + '\n';
}

/**
 * Netlify and Cloudflare join the values of a header set by two matching blocks, so neither Cache-Control nor the
 * policy is in the catch-all block: each page path gets its revalidation and its own policy.
 */
function netlifyHeaders(paths: readonly { path: string; csp?: string }[]): string {
  const lines = headerBlocks();
  for (const p of paths) {
    lines.push(p.path, `  Cache-Control: ${REVALIDATE}`);
    if (p.csp) lines.push(`  Content-Security-Policy: ${p.csp}`);
  }
  return lines.join('\n') + '\n';
}

/** The repository's vercel.json: how Vercel builds the site and the headers the code decides, nothing from content/. */
export function vercelConfig(): string {
  const headers = [...Object.entries(securityHeaders()), ['Content-Security-Policy', HEADER_ONLY_POLICY]].map(
    ([key, value]) => ({ key, value }),
  );
  const config = {
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
  };
  return JSON.stringify(config, null, 2) + '\n';
}

function sitemapXml(siteUrl: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeHtml(siteUrl + (e.path === '/' ? '/' : e.path))}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function rssFeed(content: Content): string {
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

/** What a host file needs of a rendered page; `csp` as a header sends it. */
type HostedRoute = { path: string; noindex: boolean; csp: string };

/**
 * The host files by their path in the site, and the addresses given a stub. `routes` in route order, whatever order an
 * update rendered them in: the files must equal a fresh build's.
 */
export function hostFiles(content: Content, routes: readonly HostedRoute[], host: Host | undefined) {
  const { site } = content;
  const files = new Map<string, string>();
  const needs = hostNeeds(host);
  const paths = routes.map((r) => r.path);
  const stubs = needs.stubs ? stubPaths(content.redirects, paths) : [];
  for (const stub of stubs)
    files.set(path.join(stub.from.slice(1), 'index.html'), redirectStub(stub.to, site.url, site.formService.endpoint));
  const indexable = routes.filter((r) => !r.noindex && r.path !== NOT_FOUND);
  const lastmod = new Map(content.blog.map((b) => [b.href, b.updated ?? b.date]));
  if (needs.ruleFiles) {
    files.set('_redirects', netlifyRedirects(content.redirects));
    files.set('_headers', headersFile(routes, host));
  }
  files.set(SITE_FILE.robots.slice(1), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  const sitemap = indexable.map((r) => ({ path: r.path, lastmod: lastmod.get(r.path) }));
  files.set(SITE_FILE.sitemap.slice(1), sitemapXml(site.url, sitemap));
  files.set(SITE_FILE.feed.slice(1), rssFeed(content));
  return { files, stubs: stubs.map((s) => s.from) };
}

export function headersFile(routes: readonly Omit<HostedRoute, 'noindex'>[], host: Host | undefined): string {
  const { pageRules } = hostNeeds(host);
  const hosted = [
    ...routes.map((r) => ({ path: r.path === NOT_FOUND ? `/${outputFile(NOT_FOUND)}` : r.path, csp: r.csp })),
    ...Object.values(SITE_FILE).map((p) => ({ path: p })),
  ];
  return (pageRules ? netlifyHeaders(hosted) : sharedHeaders()) + adminHeaders(pageRules, cmsSettings());
}
