/**
 * A tour as a schema.org TouristTrip, described once, on its own page, under an @id (tripId) other pages refer to.
 * Its Offer books at the tour's booking address; the private tour is priced as its page states it: a base price for
 * up to a number of guests, a price for each further guest, and the group sizes it takes.
 */
import type { Content, Tour } from '../../content/shapes.ts';
import { businessRef } from './business.ts';

const CURRENCY = 'USD';
const AVAILABILITY = 'https://schema.org/InStock';
/** UN/CEFACT common code for a person: the unit the private tour's prices count. */
const PERSON = 'IE';
const TOURIST_TYPES = ['Cat lovers', 'History enthusiasts'];

/** The address of a tour's TouristTrip node, on its own page. */
export function tripId(tour: Pick<Tour, 'href'>, content: Pick<Content, 'site'>): string {
  return `${content.site.url}${tour.href}#trip`;
}

/**
 * How many minutes a tour takes: the tour's own durationMinutes where its file
 * gives one (a second reading kept for structured data), else the site's
 * duration claim. Private tours are custom: no fixed length.
 */
export function tourMinutes(tour: Tour, content: Pick<Content, 'site'>): number | undefined {
  if (tour.kind === 'private') return undefined;
  return tour.durationMinutes ?? Math.round(content.site.claims.durationHours * 60);
}

function publicOffer(tour: Tour & { kind: 'public' }, content: Content) {
  const minutes = tourMinutes(tour, content);
  return {
    '@type': 'Offer',
    price: content.site.prices.perPerson,
    priceCurrency: CURRENCY,
    description: 'Per person',
    availability: AVAILABILITY,
    url: tour.bookingUrl,
    // schema.org defines no length for a trip (duration belongs to events and media): one of the offer's characteristics.
    ...(minutes
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'Duration', value: minutes, unitCode: 'MIN' } }
      : {}),
  };
}

function privateOffer(tour: Tour, content: Content) {
  const p = content.site.prices;
  return {
    '@type': 'Offer',
    price: p.privateBase,
    priceCurrency: CURRENCY,
    availability: AVAILABILITY,
    url: tour.bookingUrl,
    eligibleQuantity: {
      '@type': 'QuantitativeValue',
      minValue: p.privateMinGuests,
      maxValue: p.privateMaxGuests,
      unitCode: PERSON,
    },
    priceSpecification: [
      {
        '@type': 'PriceSpecification',
        price: p.privateBase,
        priceCurrency: CURRENCY,
        eligibleQuantity: { '@type': 'QuantitativeValue', maxValue: p.privateIncludedGuests, unitCode: PERSON },
      },
      {
        '@type': 'UnitPriceSpecification',
        price: p.privatePerExtraGuest,
        priceCurrency: CURRENCY,
        unitCode: PERSON,
        description: `Each guest after the first ${p.privateIncludedGuests}`,
      },
    ],
  };
}

/** The tour, in full, for its own page: its description, stops as an itinerary (public tours), offer and provider. */
export function touristTrip(tour: Tour, content: Content) {
  const common = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': tripId(tour, content),
    name: tour.title,
    url: `${content.site.url}${tour.href}`,
    touristType: TOURIST_TYPES,
    provider: businessRef(content),
  };
  if (tour.kind !== 'public')
    return { ...common, description: content.pages['private-tour'].description, offers: privateOffer(tour, content) };
  return {
    ...common,
    description: tour.seoDescription,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'TouristAttraction', name: stop.title, description: stop.description },
      })),
    },
    offers: publicOffer(tour, content),
  };
}

/** The company's tours as a catalogue of references: each trip is described on its own page. */
export function tourCatalog(content: Content) {
  return { '@type': 'OfferCatalog', itemListElement: content.tours.map((t) => ({ '@id': tripId(t, content) })) };
}
