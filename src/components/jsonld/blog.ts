/** Structured data for blog posts: a schema.org BlogPosting and its breadcrumb trail. */
import type { BlogPost, Site } from '../../content/shapes.ts';
import { dayStart } from '../../lib/dayStart.ts';
import { PAGE } from '../../lib/sitePaths.ts';
import { breadcrumbList } from '../breadcrumbs.ts';

export interface PostingImages {
  /** The post image (a site path): its share card. */
  image: string;
  /** The publisher logo (a site path): the square logo. */
  logo: string;
}

/** When a post was published and last changed: the start of its days in the company's time zone (a date and time with an offset, as search engines ask). */
export function postTimes(
  site: Pick<Site, 'timeZone'>,
  post: Pick<BlogPost, 'date' | 'updated'>,
): { published: string; modified: string } {
  const published = dayStart(post.date, site.timeZone);
  return { published, modified: post.updated ? dayStart(post.updated, site.timeZone) : published };
}

export function blogPostingJsonLd(site: Site, post: BlogPost, images: PostingImages): object {
  const url = site.url + post.href;
  const times = postTimes(site, post);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [site.url + images.image],
    datePublished: times.published,
    dateModified: times.modified,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: `${site.url}/`,
      logo: { '@type': 'ImageObject', url: site.url + images.logo },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags,
    inLanguage: site.language,
  };
}

/** Home › Blog › the post. */
export function blogBreadcrumbJsonLd(site: Site, post: BlogPost): object {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: PAGE.blog },
    { name: post.title, path: post.href },
  ];
  return breadcrumbList(site.url, trail);
}
