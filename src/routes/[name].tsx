import type { Content, MarkdownPage } from '../content/shapes.ts';
import type { PageProps } from '../contract/page.ts';
import { heroPhoto, type HeadInfo } from '../contract/head.ts';
import { Hero } from '../components/Hero.tsx';
import { Markdown } from '../components/Markdown.tsx';

/** One page per Markdown file of content/pages: cancellation-policy.md is /cancellation-policy. */
export function paths(content: Content) {
  return content.markdownPages.map((p) => ({ path: p.href, params: { name: p.name } }));
}

function pageOf({ content, params }: PageProps): MarkdownPage {
  const page = content.markdownPages.find((p) => p.name === params.name);
  if (!page) throw new Error(`No page ${params.name}`);
  return page;
}

export function head(props: PageProps): HeadInfo {
  const page = pageOf(props);
  return { title: page.title, description: page.description, photo: page.hero && heroPhoto(page.hero) };
}

/** A page an editor wrote in Markdown: its hero (or its title), then its text, with the site's header and footer. */
export default function MarkdownPageRoute(props: PageProps) {
  const page = pageOf(props);
  return (
    <>
      {page.hero && <Hero hero={page.hero} />}
      <section className="section markdown-page">
        <div className="container">
          {!page.hero && <h1>{page.title}</h1>}
          <Markdown html={page.html} />
        </div>
      </section>
    </>
  );
}
