import { headOf } from '../../contract/head.ts';
import { Hero } from '../../components/Hero.tsx';
import { Section } from '../../components/Section.tsx';
import { useContent } from '../../contract/render.ts';

// Reached only after applying: keep it out of search results.
export const head = headOf('adventure-cats-thanks', { noindex: true });

/** Thank-you copy; the hero carries the two buttons (Browse Tours -> /tours, Return Home -> /). */
export default function Page() {
  const page = useContent().pages['adventure-cats-thanks'];
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="next-steps" content={page.sections.thanks} />
    </>
  );
}
