/** Every site path content links to, and every redirect's target, must be a page of the site; a redirect cannot start at one. */
import type { ContentIssue } from '../read.ts';
import type { Check, LoadedSite } from '../loaded.ts';
import { heldBack } from '../loaded.ts';
import { pageHref, postIdOfFile, tourHrefOfFile } from '../collections.ts';
import { postHref } from '../../lib/sitePaths.ts';

/** The site's pages: fixed routes, tours, published posts and Markdown pages. */
function sitePages(site: LoadedSite): Set<string> {
  const published = site.posts.filter((post) => !heldBack(site, post.item));
  const pages = new Set<string>([
    ...site.routes,
    ...(site.site ? site.tours.map((t) => tourHrefOfFile(t.file)) : []),
    ...published.map((post) => post.item.href),
    ...site.markdownPages.map((page) => pageHref(page.file)),
  ]);
  // A file with a mistake still names its address, so links to it are not reported as well: one mistake, one line.
  // (Unreadable front matter: a post's file name stands in, "17-a-cat.md".)
  for (const { file } of site.kept.tours) pages.add(tourHrefOfFile(file));
  for (const { file } of site.kept.pages) pages.add(pageHref(file));
  for (const { file, parsed } of site.kept.blog) {
    const { raw } = parsed;
    if (!site.preview && typeof raw.date === 'string' && raw.date > site.today) continue;
    const id = typeof raw.id === 'number' ? raw.id : postIdOfFile(file);
    if (id !== undefined) pages.add(postHref(Number(id)));
  }
  return pages;
}

export const links: Check = (site) => {
  const pages = sitePages(site);
  const scheduled = site.posts.some((post) => heldBack(site, post.item));
  const why =
    (site.drafts.length ? ' (a draft is not published, so it cannot be linked to)' : '') +
    (scheduled
      ? ` (a post dated after today, ${site.today}, is not published until its day, so it cannot be linked to before then)`
      : '');
  const issues: ContentIssue[] = [];
  const check = (file: string, links: readonly { at: string; href: string }[]) => {
    for (const { at, href } of links) {
      if (href.startsWith('/') && !pages.has(href.split(/[?#]/)[0] || '/'))
        issues.push({ file, path: at, message: `links to "${href}", which is not a page of the site${why}` });
    }
  };
  for (const { file, refs } of site.json) if (refs) check(file, refs.links);
  for (const entry of [...site.tours, ...site.markdownPages, ...site.posts]) check(entry.file, entry.links);
  site.redirects?.forEach((redirect, i) => {
    const file = 'content/redirects.json';
    if (!pages.has(redirect.to.split('#')[0]))
      issues.push({ file, path: `redirects.${i}.to`, message: `"${redirect.to}" is not a page of the site${why}` });
    if (pages.has(redirect.from))
      issues.push({
        file,
        path: `redirects.${i}.from`,
        message: `"${redirect.from}" is a page of the site and cannot redirect`,
      });
  });
  return issues;
};
