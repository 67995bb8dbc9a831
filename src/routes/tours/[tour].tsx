import type { PageProps } from '../../contract/page.ts';
import type { Content, Tour } from '../../content/shapes.ts';
import { PAGE } from '../../lib/sitePaths.ts';
import { breadcrumbList } from '../../components/breadcrumbs.ts';
import { touristTrip } from '../../components/jsonld/tour.ts';
import { headFrom, heroPhoto, type HeadInfo } from '../../contract/head.ts';
import { PublicTour } from '../../components/tours/PublicTour.tsx';
import { PrivateTour } from '../../components/tours/PrivateTour.tsx';

/** One page per tour file: a neighbourhood tour, or the custom private tour with its own layout. */
export function paths(content: Content) {
  return content.tours.map((t) => ({ path: t.href, params: { tour: t.slug } }));
}

function tourOf({ content, params }: PageProps): Tour {
  const tour = content.tours.find((t) => t.slug === params.tour);
  if (!tour) throw new Error(`No tour ${params.tour}`);
  return tour;
}

export function head(props: PageProps): HeadInfo {
  const tour = tourOf(props);
  const { content } = props;
  const crumbs = breadcrumbList(content.site.url, [
    { name: 'Home', path: PAGE.home },
    { name: 'Tours', path: PAGE.tours },
    { name: tour.kind === 'private' ? content.pages['private-tour'].hero.title : tour.title, path: tour.href },
  ]);
  // Shared with the photo the page opens with: the tour's hero (the private tour's is its page's).
  if (tour.kind !== 'public')
    return headFrom(content.pages['private-tour'], { jsonLd: [touristTrip(tour, content), crumbs] });
  return {
    title: tour.title,
    description: tour.seoDescription,
    photo: heroPhoto(tour.hero),
    jsonLd: [touristTrip(tour, content), crumbs],
  };
}

export default function TourPage(props: PageProps) {
  const tour = tourOf(props);
  return tour.kind === 'public' ? <PublicTour tour={tour} /> : <PrivateTour tour={tour} />;
}
