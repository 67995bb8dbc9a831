/**
 * Structured data for the company (schema.org TravelAgency), built only from
 * content. Pages put the objects in HeadInfo.jsonLd.
 */
import type { Content } from '../../content/shapes.ts';

const CONTEXT = 'https://schema.org';

/** The company's node id, so every tour can point at one provider. */
export function businessId(content: Content): string {
  return `${content.site.url}/#business`;
}

/** A reference to the company, for `provider` fields on other pages. */
export function businessRef(content: Content) {
  return { '@type': 'TravelAgency', '@id': businessId(content), name: content.site.name, url: `${content.site.url}/` };
}

/**
 * The company as a TravelAgency. `logo` (the square one search engines take)
 * and `image` are absolute URLs of processed images; `catalog` lists what it offers (the tours, by reference). No aggregateRating: the five-star
 * claim is a share of guests, not a rating value with a count of reviews,
 * which the type needs.
 */
export function travelAgency(content: Content, urls: { logo: string; image: string }, catalog: object) {
  const { site } = content;
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    '@id': businessId(content),
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    email: site.email,
    logo: urls.logo,
    image: urls.image,
    priceRange: `$${site.prices.perPerson}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'City', name: site.address.locality },
    sameAs: [site.social.url],
    hasOfferCatalog: catalog,
  };
}
