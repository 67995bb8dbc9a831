import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { Hero } from '../components/Hero.tsx';
import { section } from '../components/Section.tsx';
import { serialiseForScript } from '../lib/safeJson.ts';

export const route = '/404';

export function head({ content }: PageProps) {
  return headFrom(content.pages['not-found'], { noindex: true });
}

const popular = [
  { href: '/tours/brooklyn-heights', label: 'Brooklyn Heights Historical Cat Tour' },
  { href: '/tours/financial-district', label: 'Financial District Historical Cat Tour' },
  { href: '/booking', label: 'Book a tour' },
  { href: '/about', label: 'About us' },
];

/** SPEC §2 "Not found". Its script (chrome.ts) logs the path and follows pattern redirects on hosts without rules. */
export default function NotFound({ content }: PageProps) {
  const page = content.pages['not-found'];
  const heading = section(page, 'popular', 'not-found').heading;
  return (
    <>
      <Hero hero={page.hero} />
      <section className="section" aria-labelledby="popular-title">
        <div className="container">
          <h2 id="popular-title" className="section-title">
            {heading}
          </h2>
          <ul className="link-list">
            {popular.map((p) => (
              <li key={p.href}>
                <a href={p.href}>{p.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <script
        type="application/json"
        id="redirect-table"
        dangerouslySetInnerHTML={{ __html: serialiseForScript(content.redirects) }}
      />
    </>
  );
}
