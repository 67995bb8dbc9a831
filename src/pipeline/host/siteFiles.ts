/** The files a build writes for its host beside the pages, from the content and the pages as rendered. */
import path from 'node:path';
import type { Content } from '../../content/shapes.ts';
import { NOT_FOUND, SITE_FILE } from '../../lib/sitePaths.ts';
import { outputFile } from '../routes.ts';
import {
  netlifyHeaders,
  netlifyRedirects,
  redirectStub,
  robotsTxt,
  rssFeed,
  sharedHeaders,
  sitemapXml,
  stubPaths,
} from './files.ts';
import { hostNeeds, type Host } from './hosts.ts';
import { adminHeaders, cmsSettings } from '../admin/write.ts';

/** What a host file needs of a rendered page. */
export interface HostedRoute {
  path: string;
  noindex: boolean;
  /** The page's Content-Security-Policy as a header sends it. */
  csp: string;
}

/**
 * Redirect stubs, _redirects, _headers, robots.txt, sitemap.xml and feed.xml, by their path in the site, and the
 * addresses given a stub. `routes` in route order, whatever order an update rendered them in: the files must equal a
 * fresh build's.
 */
export function hostFiles(
  content: Content,
  routes: readonly HostedRoute[],
  host: Host | undefined,
): { files: Map<string, string>; stubs: string[] } {
  const { site } = content;
  const files = new Map<string, string>();
  const needs = hostNeeds(host);
  const stubs = needs.stubs
    ? stubPaths(
        content.redirects,
        routes.map((r) => r.path),
      )
    : [];
  for (const stub of stubs)
    files.set(path.join(stub.from.slice(1), 'index.html'), redirectStub(stub.to, site.url, site.formService.endpoint));
  const indexable = routes.filter((r) => !r.noindex && r.path !== NOT_FOUND);
  const lastmod = new Map(content.blog.map((b) => [b.href, b.updated ?? b.date]));
  if (needs.ruleFiles) {
    const hosted = [
      ...routes.map((r) => ({ path: r.path === NOT_FOUND ? `/${outputFile(NOT_FOUND)}` : r.path, csp: r.csp })),
      ...Object.values(SITE_FILE).map((p) => ({ path: p })),
    ];
    files.set('_redirects', netlifyRedirects(content.redirects));
    files.set(
      '_headers',
      (needs.pageRules ? netlifyHeaders(hosted) : sharedHeaders()) + adminHeaders(needs.pageRules, cmsSettings()),
    );
  }
  files.set(SITE_FILE.robots.slice(1), robotsTxt(site.url));
  files.set(
    SITE_FILE.sitemap.slice(1),
    sitemapXml(
      site.url,
      indexable.map((r) => ({ path: r.path, lastmod: lastmod.get(r.path) })),
    ),
  );
  files.set(SITE_FILE.feed.slice(1), rssFeed(content));
  return { files, stubs: stubs.map((s) => s.from) };
}
