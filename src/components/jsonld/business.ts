/**
 * Structured data for the company and its tours (schema.org TravelAgency and
 * data"), built only from content. Pages put the objects in HeadInfo.jsonLd
 * or render them with <JsonLd>.
 */
import type { Content } from '../../content/loader.ts';
import type { Tour } from '../../content/schema.ts';

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
 * The company as a TravelAgency. `logo` and `image` are absolute URLs of
 * processed images. No aggregateRating: the 98% five-star claim is a share of
 * guests, not a rating value with a count of reviews, which the type needs.
 */
export function travelAgency(content: Content, urls: { logo: string; image: string }) {
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
  };
}

/**
 * How long a tour takes, as ISO 8601: the tour's own durationMinutes where
 * its file gives one (a second reading kept for structured data), else the
 * site's duration claim. Private tours are custom: no fixed duration.
 */
export function tourDuration(tour: Tour, content: Content): string | undefined {
  if (tour.kind === 'private') return undefined;
  if (tour.durationMinutes) return `PT${tour.durationMinutes}M`;
  const hours = content.site.claims.durationHours;
  return Number.isInteger(hours) ? `PT${hours}H` : `PT${Math.round(hours * 60)}M`;
}

/**
 * One tour as a TouristTrip with its offer: public tours at the per-person
 * price; private tours from their flat minimum (a per-person price would
 * understate them). The offer points at /booking with the tour preselected.
 */
export function touristTrip(tour: Tour, content: Content) {
  const { site } = content;
  const duration = tourDuration(tour, content);
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url: `${site.url}${tour.href}`,
    ...(duration ? { duration } : {}),
    provider: businessRef(content),
    offers: {
      '@type': 'Offer',
      price: tour.kind === 'private' ? site.prices.privateBase : site.prices.perPerson,
      priceCurrency: 'USD',
      ...(tour.kind === 'private'
        ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: site.prices.privateBase, priceCurrency: 'USD' } }
        : {}),
      url: tour.itemId ? `${site.url}/booking?itemId=${tour.itemId}` : `${site.url}/booking`,
      availability: 'https://schema.org/InStock',
    },
  };
}
