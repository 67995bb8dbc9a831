/**
 * A tour as a schema.org TouristTrip with its Offer, defined once: the home
 * page lists every tour in short (its teaser, an offer on /booking with the
 * tour preselected); a tour's own page adds its description, stops and the
 * FareHarbor booking address. Public tours are offered at the per-person
 * price, the private tour from its flat minimum (a per-person price would
 * understate it).
 */
import type { Content } from '../../content/loader.ts';
import type { PublicTour, Tour } from '../../content/schema.ts';
import { businessId, businessRef } from './business.ts';

/**
 * How long a tour takes, as ISO 8601: the tour's own durationMinutes where
 * its file gives one (a second reading kept for structured data), else the
 * site's duration claim. Private tours are custom: no fixed duration.
 */
export function tourDuration(tour: Tour, content: Pick<Content, 'site'>): string | undefined {
  if (tour.kind === 'private') return undefined;
  if (tour.durationMinutes) return `PT${tour.durationMinutes}M`;
  const hours = content.site.claims.durationHours;
  return Number.isInteger(hours) ? `PT${hours}H` : `PT${Math.round(hours * 60)}M`;
}

function trip(tour: Tour, content: Content) {
  const { site } = content;
  const duration = tourDuration(tour, content);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    url: `${site.url}${tour.href}`,
    ...(duration ? { duration } : {}),
    provider: businessRef(content),
    offer: {
      '@type': 'Offer',
      price: tour.kind === 'private' ? site.prices.privateBase : site.prices.perPerson,
      priceCurrency: 'USD',
      ...(tour.kind === 'private' ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: site.prices.privateBase, priceCurrency: 'USD' } } : {}),
      availability: 'https://schema.org/InStock',
    },
  };
}

/**
 * The short form, for a list of tours beside the company's own node (the home
 * page): the teaser, the provider by reference only, and an offer on /booking
 * with the tour preselected.
 */
export function touristTripSummary(tour: Tour, content: Content) {
  const { offer, ...rest } = trip(tour, content);
  const { site } = content;
  return {
    ...rest,
    provider: { '@id': businessId(content) },
    description: tour.teaser,
    offers: { ...offer, url: tour.itemId ? `${site.url}/booking?itemId=${tour.itemId}` : `${site.url}/booking` },
  };
}

/** The full form, on the tour's own page: its description, its stops as an itinerary, the FareHarbor booking address. */
export function touristTrip(tour: PublicTour, content: Content) {
  const { offer, ...rest } = trip(tour, content);
  return {
    ...rest,
    '@id': `${rest.url}#trip`,
    description: tour.seoDescription,
    inLanguage: 'en',
    touristType: ['Cat lovers', 'History enthusiasts'],
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'TouristAttraction', name: stop.title, description: stop.description },
      })),
    },
    offers: { ...offer, url: tour.bookingUrl, description: 'Per person' },
  };
}
