/** Structured data for a tour page: a schema.org TouristTrip with its Offer. */
import type { Content } from '../../content/loader.ts';
import type { PublicTour } from '../../content/schema.ts';

export function touristTrip(tour: PublicTour, content: Pick<Content, 'site'>): object {
  const { site } = content;
  const url = site.url + tour.href;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: tour.title,
    description: tour.seoDescription,
    url,
    inLanguage: 'en',
    touristType: ['Cat lovers', 'History enthusiasts'],
    provider: { '@type': 'TravelAgency', name: site.name, url: `${site.url}/` },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'TouristAttraction', name: stop.title, description: stop.description },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: site.prices.perPerson,
      priceCurrency: 'USD',
      url: tour.bookingUrl,
      availability: 'https://schema.org/InStock',
      description: 'Per person',
    },
  };
}
