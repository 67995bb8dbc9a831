import type { Content } from '../../content/loader.ts';
import { blogFilterCategories, type BlogPost } from '../../content/schema.ts';
import { headFrom, heroPhoto, type HeadInfo } from '../../contract/head.ts';
import { derivedOnce } from '../../contract/reads.ts';
import { useContent } from '../../contract/render.ts';
import { categorySlug, isPaged, itemsOfPage, listHref, pageCount, pageHref } from '../../lib/blogPages.ts';
import BlogFilter from '../../islands/BlogFilter.tsx';
import { BlogCard } from '../BlogCard.tsx';
import { Hero } from '../Hero.tsx';
import { Island } from '../../contract/Island.tsx';
import { Markdown } from '../Markdown.tsx';
import { Styles } from '../../contract/Styles.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { Pagination } from './Pagination.tsx';

const LIST_ID = 'blog-posts';

/** One page of a blog list: every post's list, or one filter category's, page `page` of it. */
export interface ListPage {
  category?: string;
  page: number;
}

function perPage(content: Content): number {
  return content.pages.blog.postsPerPage;
}

/** A list (every post's, or one category's): its posts newest first, how many pages they fill, and its address. */
function listOf(content: Content, category?: string): { posts: BlogPost[]; count: number; base: string } {
  // Each list page asks twice (head and body) and a blog of thousands of posts has hundreds of them: filter once per content.
  return derivedOnce(content, `blog list ${category ?? ''}`, () => {
    const posts = category ? content.blog.filter((p) => p.category === category) : content.blog;
    return { posts, count: pageCount(posts.length, perPage(content)), base: listHref(category) };
  });
}

/** True when the blog no longer fits one page (lists are then paged, and each filter category has its own). */
export function blogIsPaged(content: Content): boolean {
  return isPaged(content.blog.length, perPage(content));
}

/** The pages after the first of a list, for a [page] route's paths(). */
export function laterPages(content: Content, category?: string): { path: string; params: Record<string, string> }[] {
  if (!blogIsPaged(content)) return [];
  const { count, base } = listOf(content, category);
  return Array.from({ length: count - 1 }, (_, i) => ({
    path: pageHref(base, i + 2),
    params: { page: String(i + 2), ...(category ? { category: categorySlug(category) } : {}) },
  }));
}

/** The filter categories with lists of their own: every one, once the blog is paged. */
export function categoryLists(content: Content): string[] {
  return blogIsPaged(content) ? [...blogFilterCategories] : [];
}

/** The list page a route's params name ({ category: "cat-rescues", page: "2" }). */
export function listPageOf(params: Record<string, string>): ListPage {
  const category = params.category === undefined ? undefined : blogFilterCategories.find((c) => categorySlug(c) === params.category);
  if (params.category !== undefined && !category) throw new Error(`No blog category "${params.category}"`);
  return { category, page: params.page === undefined ? 1 : Number(params.page) };
}

/** Title, description and the neighbouring pages of a list page. */
export function blogListHead(content: Content, { category, page }: ListPage): HeadInfo {
  const copy = content.pages.blog;
  if (!blogIsPaged(content)) return headFrom(copy);
  const { count, base } = listOf(content, category);
  const ofPages = page > 1 ? `, page ${page} of ${count}` : '';
  return {
    photo: heroPhoto(copy.hero),
    title: `${category ? `${category}: ` : ''}${copy.title}${ofPages}`,
    description: category ? `${category} posts from the ${content.site.name} blog, newest first${ofPages}.` : page > 1 ? `${copy.description} Page ${page} of ${count}.` : copy.description,
    prev: page > 1 ? pageHref(base, page - 1) : undefined,
    next: page < count ? pageHref(base, page + 1) : undefined,
  };
}

/**
 * The blog list: the hero, the intro, the category choice and one page of
 * cards, newest first, all in the server HTML so the page reads and links
 * work without script. While the blog fits one page, the BlogFilter island
 * narrows that list in place when woken; once it is paged, categories and
 * pages are links (CategoryNav, Pagination).
 */
export function BlogList({ category, page }: ListPage) {
  const content = useContent();
  const copy = content.pages.blog;
  const list = copy.sections.list;
  const paged = blogIsPaged(content);
  const { posts: all, count, base } = listOf(content, category);
  const posts = paged ? itemsOfPage(all, page, perPage(content)) : all;
  const counts: Record<string, number> = {};
  if (!paged) for (const post of all) counts[post.category] = (counts[post.category] ?? 0) + 1;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={copy.hero} />
      <section className="section blog-list" aria-labelledby="list-title">
        <div className="container">
          <h2 id="list-title" className="section-title">
            {category ? `${list.heading}: ${category}` : list.heading}
          </h2>
          {list.body && <Markdown text={list.body} className="blog-intro" />}
          {paged ? (
            <CategoryNav categories={blogFilterCategories} current={category} />
          ) : (
            <Island component={BlogFilter} props={{ categories: [...blogFilterCategories], counts, total: all.length, listId: LIST_ID }} hydrate="interaction" />
          )}
          {paged && count > 1 && (
            <p className="blog-page-status">
              Page {page} of {count}
            </p>
          )}
          {posts.length ? (
            <ul id={LIST_ID} className="grid grid-3 blog-grid">
              {posts.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </ul>
          ) : (
            <p className="blog-empty">No posts in {category ?? 'the blog'} yet.</p>
          )}
          <Pagination base={base} current={page} count={paged ? count : 1} label={category ? `${category} pages` : 'Blog pages'} />
        </div>
      </section>
    </>
  );
}
