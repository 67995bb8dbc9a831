import type { PageProps } from '../types.ts';
import type { Content } from '../../content/loader.ts';
import { Hero } from '../../components/Hero.tsx';
import { Markdown } from '../../components/Markdown.tsx';

export function paths(content: Content) {
  return content.tours.filter((t) => t.kind === 'public').map((t) => ({ path: t.href, params: { tour: t.id } }));
}

function tourOf({ content, params }: PageProps) {
  const tour = content.tours.find((t) => t.id === params.tour);
  if (!tour) throw new Error(`No tour ${params.tour}`);
  return tour;
}

export function head(props: PageProps) {
  const tour = tourOf(props);
  return { title: tour.title, description: tour.seoDescription };
}

export default function TourPage(props: PageProps) {
  const tour = tourOf(props);
  return (
    <>
      <Hero hero={tour.hero} />
      <section className="section" aria-labelledby="about-tour-title">
        <div className="container">
          <h2 id="about-tour-title" className="section-title">About this tour</h2>
          <Markdown html={tour.html} />
        </div>
      </section>
      <section id="book-now" className="section" aria-labelledby="book-now-title">
        <div className="container">
          <h2 id="book-now-title" className="section-title">Book your spot</h2>
          <a className="btn btn-primary" href={tour.bookingUrl} data-fh-item={tour.itemId}>Check Availability &amp; Book</a>
        </div>
      </section>
    </>
  );
}
