/** schema.org BreadcrumbList for a trail of site pages, with absolute addresses. */

/** `path`: a site path, e.g. "/tours". */
export function breadcrumbList(siteUrl: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: siteUrl + c.path,
    })),
  };
}
