import { HeadedSection } from '../components/Section.tsx';
import type { PageProps } from '../contract/page.ts';
import { headOf } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { serialiseForScript } from '../lib/safeJson.ts';
import { Styles } from '../contract/Styles.tsx';

export const head = headOf('not-found', { noindex: true });

/** Not found: hero, popular pages, and the redirect table the enhancement script follows on hosts without rules. */
export default function NotFound({ content }: PageProps) {
  const page = content.pages['not-found'];
  const popularSection = page.sections.popular;
  // A link to a tour page may leave its label and note to the tour (the loader checked every href is a page).
  const popular = page.popularLinks.map((link) => {
    const tour = content.tours.find((t) => t.href === link.href.split(/[?#]/)[0]);
    return { href: link.href, label: link.label ?? tour?.title ?? link.href, note: link.note ?? tour?.teaser };
  });
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <HeadedSection name="popular" className="not-found-popular" heading={popularSection.heading}>
        {popularSection.body && <Markdown text={popularSection.body} />}
        <ul className="grid grid-4 popular-links">
          {popular.map((p) => (
            <li key={p.href}>
              <a href={p.href} className="card popular-link">
                <span className="popular-link-label">{p.label}</span>
                {p.note && <span className="popular-link-note">{p.note}</span>}
              </a>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <script
        type="application/json"
        id="redirect-table"
        dangerouslySetInnerHTML={{ __html: serialiseForScript(content.redirects) }}
      />
    </>
  );
}
