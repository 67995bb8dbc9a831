import type { PageId } from '../content/routes.ts';
import { useContent } from './site-context.ts';
import { Hero } from './Hero.tsx';
import { Section, slug } from './Section.tsx';

/** Hero plus every section of a page's content file, in order: the shape most pages start from. */
export function SectionsPage({ id }: { id: PageId }) {
  const page = useContent().pages[id];
  return (
    <>
      <Hero hero={page.hero} />
      {Object.entries(page.sections).map(([key, s]) => (
        <Section key={key} id={slug(key)} content={s} />
      ))}
    </>
  );
}
