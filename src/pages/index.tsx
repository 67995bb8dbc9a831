import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section, section } from '../components/Section.tsx';
import { Island } from '../components/Island.tsx';
import TestimonialCarousel from '../islands/TestimonialCarousel.tsx';

export const route = '/';

export function head({ content }: PageProps) {
  return headFrom(content.pages.home);
}

export default function Home({ content }: PageProps) {
  const page = content.pages.home;
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="intro" content={section(page, 'intro', 'home')} />
      <Section id="testimonials" content={section(page, 'testimonial', 'home')}>
        <Island component={TestimonialCarousel} props={{ quotes: content.testimonials.carousel, label: 'What our guests say' }} hydrate="visible" />
      </Section>
    </>
  );
}
