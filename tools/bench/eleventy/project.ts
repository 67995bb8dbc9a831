/** An Eleventy project writing our blog at equal weight: its templates our built pages, a post's parts made Nunjucks. */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, Site } from '../../../src/content/shapes.ts';
import { escapeHtml } from '../../../src/lib/escapeHtml.ts';

/** React writes text with &#x27; for an apostrophe; either way it is the same text. */
const htmlForms = (s: string) => [
  ...new Set([escapeHtml(s), escapeHtml(s).replace(/'/g, '&#x27;'), escapeHtml(s).replace(/'/g, '&#39;')]),
];

function between(text: string, start: string, end: string): [string, string, string] {
  const i = text.indexOf(start);
  const j = text.indexOf(end, i + start.length);
  if (i < 0 || j < 0) throw new Error(`bench: "${start}" … "${end}" not found in our built page`);
  return [text.slice(0, i), text.slice(i, j + end.length), text.slice(j + end.length)];
}

/** `text` with the post's own words as Nunjucks expressions of its fields (`{{ <prefix>title | escape }}`, …). */
function templated(text: string, post: BlogPost, prefix: string): string {
  let out = text;
  for (const field of ['title', 'excerpt', 'author', 'category'] as const)
    for (const form of htmlForms(post[field])) if (form) out = out.replaceAll(form, `{{ ${prefix}${field} | escape }}`);
  return out;
}

function postLayout(html: string, post: BlogPost, site: Site): string {
  let page = html;
  // JSON-LD: written by a filter from the same fields, as our build writes it.
  page = page.replace(
    /(<script type="application\/ld\+json">[\s\S]*?<\/script>)+/,
    '{{ { id: id, title: title, excerpt: excerpt, author: author, isoDay: isoDay } | jsonld | safe }}',
  );
  const [head, main, tail] = between(page, '<main id="main" tabindex="-1">', '</main>');
  const [before, , after] = between(main, '<div class="prose post-body">', '</div>');
  let article = before + '<div class="prose post-body">{{ content | safe }}</div>' + after;
  article = article.replace(
    /<ul class="post-tags"[\s\S]*?<\/ul>/,
    '<ul class="post-tags" aria-label="Tags">{% for tag in postTags %}<li>#{{ tag }}</li>{% endfor %}</ul>',
  );
  const fill = (s: string) => {
    let out = templated(s, post, '');
    // A function, so a "$" in the site's address is not read as a replacement pattern.
    out = out.replaceAll(`${site.url}/blog/${post.id}"`, () => `${site.url}/blog/{{ id }}"`);
    out = out.replaceAll(`dateTime="${post.date}"`, 'dateTime="{{ isoDay }}"');
    return out;
  };
  return fill(head) + fill(article) + tail;
}

function listPage(html: string, first: BlogPost): string {
  // The list's opening tag as built (its classes are the page's styling, not the bench's business).
  const [head, list, tail] = between(
    html,
    /<ul id="blog-posts"[^>]*>/.exec(html)?.[0] ?? '<ul id="blog-posts"',
    '</ul>',
  );
  const cardMatch = /<li class="blog-card"[\s\S]*?<\/li>/.exec(list);
  if (!cardMatch) throw new Error('bench: no card in our built /blog page');
  let card = templated(cardMatch[0], first, 'p.data.');
  card = card.replaceAll(`/blog/${first.id}"`, '/blog/{{ p.data.id }}"');
  card = card.replaceAll(`${first.id}`, '{{ p.data.id }}');
  return `---\npermalink: /blog/index.html\n---\n${head}<ul id="blog-posts" class="blog-grid">{% for p in collections.posts %}${card}{% endfor %}</ul>${tail}`;
}

/** Writes into `dir` the project for `contentDir`'s posts, its templates from `ourDist` (our build of them). */
export function writeEleventyProject(dir: string, contentDir: string, ourDist: string, posts: BlogPost[], site: Site) {
  const input = path.join(dir, 'src');
  mkdirSync(path.join(input, '_includes'), { recursive: true });
  cpSync(path.join(contentDir, 'blog'), path.join(input, 'posts'), { recursive: true });
  const model = posts.find((p) => p.tags.length > 0 && !/[<>&]/.test(p.title)) ?? posts[0];
  const postHtml = readFileSync(path.join(ourDist, 'blog', String(model.id), 'index.html'), 'utf8');
  writeFileSync(path.join(input, '_includes', 'post.njk'), postLayout(postHtml, model, site));
  writeFileSync(
    path.join(input, 'blog.njk'),
    listPage(readFileSync(path.join(ourDist, 'blog', 'index.html'), 'utf8'), posts[0]),
  );
  writeFileSync(
    path.join(input, 'posts', 'posts.11tydata.cjs'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript written to a file, its template included
    "module.exports = { layout: 'post.njk', permalink: (data) => `/blog/${data.id}/index.html`, eleventyComputed: { postTags: (data) => data.tags } };\n",
  );
  writeFileSync(
    path.join(input, 'sitemap.njk'),
    `---\npermalink: /sitemap.xml\n---\n<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{% for p in collections.posts %}\n  <url><loc>${site.url}/blog/{{ p.data.id }}</loc><lastmod>{{ p.data.isoDay }}</lastmod></url>{% endfor %}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(input, 'feed.njk'),
    `---\npermalink: /feed.xml\n---\n<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeHtml(site.name)}</title><link>${site.url}/blog</link><description>${escapeHtml(site.tagline)}</description>{% for p in collections.posts %}\n<item><title>{{ p.data.title | escape }}</title><link>${site.url}/blog/{{ p.data.id }}</link><guid>${site.url}/blog/{{ p.data.id }}</guid><description>{{ p.data.excerpt | escape }}</description></item>{% endfor %}\n</channel></rss>\n`,
  );
  writeFileSync(
    path.join(dir, 'eleventy.config.mjs'),
    `// Written by tools/bench/eleventy/project.ts.
export default function (config) {
  config.addCollection('posts', (api) => api.getFilteredByGlob('src/posts/*.md').sort((a, b) => (a.data.isoDay < b.data.isoDay ? 1 : a.data.isoDay > b.data.isoDay ? -1 : b.data.id - a.data.id)));
  config.addGlobalData('eleventyComputed', { isoDay: (data) => (data.page && data.page.date ? new Date(data.page.date).toISOString().slice(0, 10) : '') });
  config.addFilter('jsonld', (post) => {
    const url = ${JSON.stringify(site.url)} + '/blog/' + post.id;
    const posting = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, description: post.excerpt, datePublished: post.isoDay, author: { '@type': 'Person', name: post.author }, publisher: { '@type': 'Organization', name: ${JSON.stringify(site.name)}, url: ${JSON.stringify(site.url + '/')} }, mainEntityOfPage: url, url };
    const crumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: ${JSON.stringify(site.url + '/')} }, { '@type': 'ListItem', position: 2, name: 'Blog', item: ${JSON.stringify(site.url + '/blog')} }, { '@type': 'ListItem', position: 3, name: post.title, item: url }] };
    const esc = (o) => JSON.stringify(o).replace(/</g, '\\\\u003c');
    return '<script type="application/ld+json">' + esc(posting) + '</script><script type="application/ld+json">' + esc(crumbs) + '</script>';
  });
  return { dir: { input: 'src', output: 'out', includes: '_includes' }, markdownTemplateEngine: false, htmlTemplateEngine: 'njk' };
}
`,
  );
}
