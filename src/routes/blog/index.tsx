import type { PageProps } from '../../layouts/page.ts';
import { headFrom } from '../../layouts/head.ts';
import { blogFilterCategories } from '../../content/schema.ts';
import { Hero } from '../../components/Hero.tsx';
import { Island } from '../../components/Island.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { BlogCard } from '../../components/BlogCard.tsx';
import BlogFilter from '../../islands/BlogFilter.tsx';
import { Styles } from '../../components/Styles.tsx';

export function head({ content }: PageProps) {
  return headFrom(content.pages['blog']);
}

const LIST_ID = 'blog-posts';

/**
 * The blog list: every post is in the server HTML (newest first),
 * so the page reads and links work without script; the filter island only
 * narrows the list, and wakes on first contact.
 */
export default function BlogIndex({ content }: PageProps) {
  const page = content.pages['blog'];
  const list = page.sections.list;
  const counts: Record<string, number> = {};
  for (const post of content.blog) counts[post.category] = (counts[post.category] ?? 0) + 1;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={page.hero} />
      <section className="section blog-list" aria-labelledby="list-title">
        <div className="container">
          <h2 id="list-title" className="section-title">
            {list.heading}
          </h2>
          {list.body && <Markdown text={list.body} className="blog-intro" />}
          <Island
            component={BlogFilter}
            props={{ categories: [...blogFilterCategories], counts, total: content.blog.length, listId: LIST_ID }}
            hydrate="interaction"
          />
          <ul id={LIST_ID} className="blog-grid">
            {content.blog.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
