/** schema.org BreadcrumbList for a trail of site pages, with absolute addresses. */

export interface Crumb {
  name: string;
  /** Site path, e.g. "/tours". */
  path: string;
}

export function breadcrumbList(siteUrl: string, trail: Crumb[]): object {
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
