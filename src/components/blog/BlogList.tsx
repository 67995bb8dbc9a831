import { HeadedSection } from '../Section.tsx';
import type { Content, BlogCategory, BlogPost } from '../../content/shapes.ts';
import { headFrom, heroPhoto, type HeadInfo } from '../../contract/head.ts';
import { derivedOnce } from '../../contract/reads.ts';
import { useContent } from '../../contract/render.ts';
import { isPaged, itemsOfPage, listHref, pageCount, pageHref } from '../../lib/blogPages.ts';
import BlogFilter from '../../islands/BlogFilter.tsx';
import { BlogCard } from '../BlogCard.tsx';
import { Hero } from '../Hero.tsx';
import { Island } from '../../contract/Island.tsx';
import { Markdown } from '../Markdown.tsx';
import { Styles } from '../../contract/Styles.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { Pagination } from './Pagination.tsx';
import { fillSlots } from '../../lib/slots.ts';

const LIST_ID = 'blog-posts';

/** One page of a blog list: every post's list, or one filter category's, page `page` of it. */
export interface ListPage {
  category?: BlogCategory;
  page: number;
}

function perPage(content: Content): number {
  return content.pages.blog.postsPerPage;
}

/** A list (every post's, or one category's): its posts newest first, how many pages they fill, and its address. */
function listOf(content: Content, category?: BlogCategory): { posts: BlogPost[]; count: number; base: string } {
  // Each list page asks twice (head and body) and a blog of thousands of posts has hundreds of them: filter once per content.
  return derivedOnce(content, `blog list ${category?.slug ?? ''}`, () => {
    const posts = category ? content.blog.filter((p) => p.category === category.name) : content.blog;
    return { posts, count: pageCount(posts.length, perPage(content)), base: listHref(category?.slug) };
  });
}

/** The categories the list's filter offers, in their order: those marked filter that have posts. */
export function offeredCategories(content: Content): BlogCategory[] {
  return derivedOnce(content, 'blog categories offered', () => {
    const named = new Set(content.blog.map((p) => p.category));
    return content.pages.blog.categories.filter((c) => c.filter && named.has(c.name));
  });
}

/** True when the blog no longer fits one page (lists are then paged, and each filter category has its own). */
export function blogIsPaged(content: Content): boolean {
  return isPaged(content.blog.length, perPage(content));
}

/** The pages after the first of a list, for a [page] route's paths(). */
export function laterPages(
  content: Content,
  category?: BlogCategory,
): { path: string; params: Record<string, string> }[] {
  if (!blogIsPaged(content)) return [];
  const { count, base } = listOf(content, category);
  return Array.from({ length: count - 1 }, (_, i) => ({
    path: pageHref(base, i + 2),
    params: { page: String(i + 2), ...(category ? { category: category.slug } : {}) },
  }));
}

/** The filter categories with lists of their own: every one offered, once the blog is paged. */
export function categoryLists(content: Content): BlogCategory[] {
  return blogIsPaged(content) ? offeredCategories(content) : [];
}

/** The list page a route's params name ({ category: "cat-rescues", page: "2" }). */
export function listPageOf(content: Content, params: Record<string, string>): ListPage {
  const category =
    params.category === undefined ? undefined : content.pages.blog.categories.find((c) => c.slug === params.category);
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
    title: `${category ? `${category.name}: ` : ''}${copy.title}${ofPages}`,
    description: category
      ? `${category.name} posts from the ${content.site.name} blog, newest first${ofPages}.`
      : page > 1
        ? `${copy.description} Page ${page} of ${count}.`
        : copy.description,
    prev: page > 1 ? pageHref(base, page - 1) : undefined,
    next: page < count ? pageHref(base, page + 1) : undefined,
  };
}

/**
 * The blog list, all in the server HTML so it works without script: while the blog fits one page, the BlogFilter
 * island narrows it in place; once it is paged, categories and pages are links (CategoryNav, Pagination).
 */
export function BlogList({ category, page }: ListPage) {
  const content = useContent();
  const copy = content.pages.blog;
  const words = content.labels.blog;
  const list = copy.sections.list;
  const paged = blogIsPaged(content);
  const { posts: all, count, base } = listOf(content, category);
  const posts = paged ? itemsOfPage(all, page, perPage(content)) : all;
  const offered = offeredCategories(content);
  const counts: Record<string, number> = {};
  if (!paged) for (const post of all) counts[post.category] = (counts[post.category] ?? 0) + 1;
  return (
    <>
      <Styles of={import.meta.url} />
      <Hero hero={copy.hero} />
      <HeadedSection
        name="list"
        className="blog-list"
        heading={category ? `${list.heading}: ${category.name}` : list.heading}
      >
        {list.body && <Markdown text={list.body} className="blog-intro" />}
        {paged ? (
          <CategoryNav categories={offered} current={category} label={copy.filterLabel} allLabel={copy.allLabel} />
        ) : (
          <Island
            component={BlogFilter}
            props={{
              categories: offered.map((c) => c.name),
              counts,
              total: all.length,
              listId: LIST_ID,
              label: copy.filterLabel,
              allLabel: copy.allLabel,
            }}
            hydrate="interaction"
          />
        )}
        {paged && count > 1 && (
          <p className="blog-page-status">{fillSlots(words.pageStatus, { page, pages: count })}</p>
        )}
        {posts.length ? (
          <ul id={LIST_ID} className="grid grid-3 blog-grid">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </ul>
        ) : (
          <p className="blog-empty">
            {category ? fillSlots(words.noPostsInCategory, { category: category.name }) : words.noPosts}
          </p>
        )}
        <Pagination
          base={base}
          current={page}
          count={paged ? count : 1}
          label={category ? fillSlots(words.categoryPagesLabel, { category: category.name }) : words.pagesLabel}
        />
      </HeadedSection>
    </>
  );
}
