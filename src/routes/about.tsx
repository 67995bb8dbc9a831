import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { TeamGrid } from '../components/TeamGrid.tsx';

export const head = headOf('about');

/** About: hero and story, Meet the Team, the mission with its value cards, a link to /booking. */
export default function About({ content }: PageProps) {
  const page = content.pages.about;
  const s = page.sections;
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="story" content={s.story} />
      <Section id="team" content={s.team}>
        <TeamGrid members={content.team} />
      </Section>
      <Section id="mission" content={s.mission} className="mission" />
      <Section id="walk-with-us" content={s.bookCta} className="cta-band" />
    </>
  );
}
