/**
 * The built /blog, /blog/{id}, /in-the-news, /press-kit and not-found pages:
 * sections in order, one card or page per item of each list (posts, reels,
 * articles, highlights, FAQs, testimonials, popular links) however many the
 * content has, the Instagram embed markup and the structured data. Expected
 * texts and counts come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { content, DIST, doc, page } from '../helpers/site.ts';
import { all, main, outline, parseHtml, text } from '../../tools/html.ts';
import { escapeRegExp, heading, type SectionKey } from '../helpers/copy.ts';
import { blogFilterCategories } from '../../src/content/schema.ts';
import { reelPermalink } from '../../src/lib/instagram.ts';
import { longDate } from '../../src/components/longDate.ts';

const c = content();
const { site } = c;
const jsonLd = (d: Document) => all(d, 'script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>);

describe('/blog', () => {
  const d = doc('/blog');
  const cards = all(d, '#blog-posts > li');

  it('has the hero, the list heading, the filter and the card grid, in that order', () => {
    assert.deepEqual(outline(d), [`h1 ${c.pages.blog.hero.title}`, `h2 ${heading('blog', 'list')}`]);
    const island = d.querySelector('[data-island="BlogFilter"]');
    assert.ok(island, 'the filter island is on the page');
    const grid = d.querySelector('#blog-posts')!;
    assert.ok(island.compareDocumentPosition(grid) & 4, 'the filter comes before the grid');
  });

  it('offers All and the filter categories, with All pressed, and wakes only on contact', () => {
    const island = d.querySelector('[data-island="BlogFilter"]')!;
    assert.equal(island.getAttribute('data-hydrate'), 'interaction');
    assert.deepEqual(JSON.parse(island.getAttribute('data-props')!).categories, [...blogFilterCategories]);
    const buttons = all(island, 'button');
    assert.deepEqual(buttons.map(text), ['All', ...blogFilterCategories]);
    assert.deepEqual(buttons.map((b) => b.getAttribute('aria-pressed')), buttons.map((_, i) => String(i === 0)));
    const group = island.querySelector('[role="group"]')!;
    assert.equal(text(d.getElementById(group.getAttribute('aria-labelledby')!)), 'Filter by category');
    assert.ok(island.querySelector('[role="status"]'), 'a polite status line announces changes');
  });

  it('shows every post, newest first, in the server HTML (no script needed)', () => {
    assert.equal(cards.length, c.blog.length);
    assert.deepEqual(cards.map((li) => text(li.querySelector('h3'))), c.blog.map((p) => p.title));
    assert.ok(cards.every((li) => !li.hasAttribute('hidden')));
    const dates = c.blog.map((p) => p.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('gives each card its image (lazy, sized), badge, title, date, author, excerpt and a Read More link to its page', () => {
    for (const [i, li] of cards.entries()) {
      const post = c.blog[i];
      const img = li.querySelector('img')!;
      assert.equal(img.getAttribute('loading'), 'lazy', `${post.id}: lazy image`);
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, `${post.id}: sized image`);
      assert.equal(img.getAttribute('alt'), post.imageAlt);
      assert.equal(li.getAttribute('data-category'), post.category);
      assert.equal(text(li.querySelector('.badge')), post.category);
      const time = li.querySelector('time')!;
      assert.equal(time.getAttribute('datetime'), post.date);
      assert.match(text(time), /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      assert.ok(text(li).includes(post.author), `${post.id}: author`);
      assert.ok(text(li).includes(post.excerpt), `${post.id}: excerpt`);
      const more = li.querySelector(`a[href="/blog/${post.id}"]`)!;
      assert.ok(more, `${post.id}: Read More links to /blog/${post.id}`);
      assert.ok(text(more).startsWith('Read More'), `${post.id}: link text`);
      assert.ok(text(more).includes(post.title), `${post.id}: the link's accessible name names the post`);
    }
  });

  it('writes each card\'s date in words, month day, year ("March 14, 2024"), the day the post gives', () => {
    // The site's format, on a fixed day; then every card against an independent formatter, read as UTC so no time zone moves the day.
    assert.equal(longDate('2024-03-14'), 'March 14, 2024');
    const inWords = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    assert.deepEqual(
      cards.map((li) => text(li.querySelector('time'))),
      c.blog.map((p) => inWords.format(new Date(`${p.date}T00:00:00Z`))),
    );
  });

  it('keeps posts of the categories the filter does not offer in the grid (they show under All only)', () => {
    const offered = new Set<string>(blogFilterCategories);
    const others = cards.filter((li) => !offered.has(li.getAttribute('data-category')!));
    assert.deepEqual(
      others.map((li) => text(li.querySelector('h3'))),
      c.blog.filter((p) => !offered.has(p.category)).map((p) => p.title),
    );
    assert.ok(others.every((li) => !li.hasAttribute('hidden')));
  });
});

describe('/blog/{id}', () => {
  const ids = c.blog.map((p) => p.id);

  it('has one page per post with unique ids', () => {
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) assert.ok(page(`/blog/${id}`).startsWith('<!DOCTYPE html>'), `/blog/${id} is built`);
  });

  for (const post of c.blog) {
    it(`${post.href}: its own head, one h1, meta, image, body, tags and the way back`, () => {
      const d = doc(post.href);
      const url = `${site.url}${post.href}`;
      assert.equal(text(d.querySelector('title')), `${post.title} | ${site.name}`);
      assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), post.excerpt);
      assert.equal(d.querySelector('link[rel="canonical"]')?.getAttribute('href'), url);
      assert.equal(d.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
      assert.equal(d.querySelector('meta[property="og:url"]')?.getAttribute('content'), url);
      const ogImage = d.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
      const slug = post.image.replace(/\.[a-z]+$/, '').replace(/\//g, '-');
      assert.match(ogImage, new RegExp(`^${escapeRegExp(site.url)}/img/${escapeRegExp(slug)}-\\d+-[0-9a-f]{8}\\.webp$`), 'og:image is the post image');

      const h1s = all(d, 'h1');
      assert.equal(h1s.length, 1, 'exactly one h1');
      assert.equal(text(h1s[0]), post.title);
      const body = d.querySelector('.post-body')!;
      assert.ok(!all(body, 'h1, h2, h3').some((h) => text(h) === post.title), 'the body does not repeat the title as a heading');
      assert.ok(body.querySelector('p'), 'the body has text');
      const levels = all(main(d), 'h1, h2, h3, h4').map((h) => Number(h.tagName[1]));
      levels.forEach((l, i) => i > 0 && assert.ok(l <= levels[i - 1] + 1, `heading levels do not skip (${levels.join(',')})`));

      const time = d.querySelector('.post-meta time')!;
      assert.equal(time.getAttribute('datetime'), post.date);
      assert.ok(text(d.querySelector('.post-meta')).includes(`By ${post.author}`));
      assert.equal(text(d.querySelector('.post-header .badge')), post.category);
      const img = d.querySelector('.post-image img')!;
      assert.equal(img.getAttribute('loading'), 'eager', 'the post image is the LCP: eager');
      assert.equal(img.getAttribute('fetchpriority'), 'high');
      assert.ok(d.querySelector('link[rel="preload"][as="image"]'), 'and preloaded');
      assert.deepEqual(all(d, '.post-tags li').map(text), post.tags.map((t) => `#${t}`));

      const back = all(main(d), 'a').filter((a) => text(a).includes('Back to all posts'));
      assert.ok(back.length >= 1);
      assert.ok(back.every((a) => a.getAttribute('href') === '/blog'));
    });

    it(`${post.href}: BlogPosting and BreadcrumbList data`, () => {
      const d = doc(post.href);
      const blocks = jsonLd(d);
      const posting = blocks.find((b) => b['@type'] === 'BlogPosting')!;
      const url = `${site.url}${post.href}`;
      assert.ok(posting, 'a BlogPosting');
      assert.equal(posting.headline, post.title);
      assert.equal(posting.description, post.excerpt);
      assert.equal(posting.datePublished, post.date);
      assert.deepEqual(posting.author, { '@type': 'Person', name: post.author });
      assert.equal(posting.publisher.name, site.name);
      assert.match(posting.publisher.logo.url, /^https:\/\/.+\.webp$/);
      assert.deepEqual(posting.mainEntityOfPage, { '@type': 'WebPage', '@id': url });
      assert.equal(posting.articleSection, post.category);
      assert.deepEqual(posting.keywords, post.tags);
      assert.deepEqual(posting.image, [d.querySelector('meta[property="og:image"]')!.getAttribute('content')]);
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
      assert.deepEqual(
        crumbs.itemListElement.map((i: { position: number; name: string; item: string }) => [i.position, i.name, i.item]),
        [
          [1, 'Home', `${site.url}/`],
          [2, 'Blog', `${site.url}/blog`],
          [3, post.title, url],
        ],
      );
    });
  }

  it('post bodies in content no longer open with a "#" heading that repeats the title', () => {
    for (const post of c.blog) {
      const source = readFileSync(path.join(c.root, '..', post.file), 'utf8').split(/^---$/m)[2].trimStart();
      assert.ok(!source.startsWith(`# ${post.title}`), `${post.file} still opens with its title`);
    }
  });
});

describe('/in-the-news', () => {
  const d = doc('/in-the-news');

  it('has the hero, reels, press articles and the press kit / contact buttons, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages['in-the-news'].hero.title}`,
      `h2 ${heading('in-the-news', 'reels')}`,
      `h2 ${heading('in-the-news', 'articles')}`,
      `h2 ${heading('in-the-news', 'more')}`,
    ]);
    const more = d.querySelector('#more')!;
    assert.ok(more.querySelector('a[href="/press-kit"]'), 'a button to /press-kit');
    assert.ok(more.querySelector('a[href="/contact"]'), 'a button to /contact');
  });

  it('shows every reel as an Instagram blockquote with a poster and a plain link, and no Instagram script', () => {
    const quotes = all(d, 'blockquote.instagram-media');
    assert.equal(quotes.length, c.press.reels.length);
    quotes.forEach((q, i) => {
      const reel = c.press.reels[i];
      const permalink = reelPermalink(reel.code);
      assert.equal(q.getAttribute('data-instgrm-permalink'), `https://www.instagram.com/reel/${reel.code}/`);
      assert.equal(q.getAttribute('data-instgrm-version'), '14');
      const img = q.querySelector('img')!;
      assert.equal(img.getAttribute('loading'), 'lazy');
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, 'the poster reserves its space');
      const link = q.querySelector('a')!;
      assert.equal(link.getAttribute('href'), permalink);
      assert.ok(text(link).startsWith('Watch on Instagram'));
      assert.equal(link.getAttribute('target'), '_blank');
      assert.match(link.getAttribute('rel') ?? '', /\bnoopener\b/);
      assert.ok(text(q).includes(reel.title));
    });
    assert.equal(d.querySelector('[data-island="ReelEmbeds"]')?.getAttribute('data-hydrate'), 'visible');
    assert.ok(!page('/in-the-news').includes('instagram.com/embed.js'), 'embed.js is never in the page itself');
  });

  it('lists every press article with publication, date, title, description, image, quote when given, and Read Article', () => {
    const cards = all(d, '.press-grid > li');
    assert.equal(cards.length, c.press.articles.length);
    cards.forEach((card, i) => {
      const a = c.press.articles[i];
      assert.equal(text(card.querySelector('h3')), a.title);
      assert.equal(text(card.querySelector('.press-card-publication')), a.publication);
      assert.equal(card.querySelector('time')?.getAttribute('datetime'), a.date);
      assert.ok(text(card).includes(a.description));
      assert.equal(card.querySelector('img')?.getAttribute('alt'), a.imageAlt);
      assert.equal(text(card.querySelector('blockquote')) || undefined, a.quote);
    });
  });

  it('has one "Read Article" link per article that opens a new tab safely and names its article', () => {
    const links = all(d, 'a').filter((a) => text(a).startsWith('Read Article'));
    assert.equal(links.length, c.press.articles.length);
    links.forEach((link, i) => {
      const a = c.press.articles[i];
      assert.equal(link.getAttribute('href'), a.link);
      assert.equal(link.getAttribute('target'), '_blank');
      assert.match(link.getAttribute('rel') ?? '', /\bnoopener\b/);
      assert.ok(text(link).includes(a.title), 'the accessible name includes the title');
    });
  });
});

describe('/press-kit', () => {
  const d = doc('/press-kit');
  const s = (key: SectionKey<'press-kit'>) => heading('press-kit', key);

  it('has materials, about, highlights, media contact, FAQ, testimonials and links, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages['press-kit'].hero.title}`,
      ...(['materials', 'about', 'highlights', 'mediaContact', 'faq', 'testimonials', 'links'] as const).map((k) => `h2 ${s(k)}`),
    ]);
  });

  it('links the press materials folder and the media contact e-mail from the site facts', () => {
    const folder = d.querySelector('#materials a')!;
    assert.equal(folder.getAttribute('href'), site.pressMaterialsUrl);
    assert.equal(folder.getAttribute('target'), '_blank');
    assert.ok(d.querySelector(`#media-contact a[href="mailto:${site.email}"]`));
  });

  it('lists every tour highlight of the press kit', () => {
    const items = all(d, '#highlights .highlight');
    assert.deepEqual(items.map((li) => text(li.querySelector('h3'))), c.press.highlights.map((h) => h.name));
    items.forEach((li, i) => assert.ok(text(li).includes(c.press.highlights[i].description)));
  });

  it('has the press-kit FAQ, every question, with the first item open', () => {
    const island = d.querySelector('#press-faq [data-island="Accordion"]')!;
    assert.ok(island);
    assert.equal(JSON.parse(island.getAttribute('data-props')!).firstOpen, true);
    const buttons = all(island, 'button[aria-expanded]');
    assert.deepEqual(buttons.map(text), c.faqs.pressKit.map((f) => f.question));
    assert.deepEqual(buttons.map((b) => b.getAttribute('aria-expanded')), c.faqs.pressKit.map((_, i) => String(i === 0)));
  });

  it('shows every press-kit testimonial with its author', () => {
    const quotes = all(d, '#testimonials figure');
    assert.equal(quotes.length, c.testimonials.pressKit.length);
    quotes.forEach((q, i) => {
      assert.equal(text(q.querySelector('blockquote')), c.testimonials.pressKit[i].quote);
      assert.ok(text(q.querySelector('figcaption')).includes(c.testimonials.pressKit[i].author));
    });
  });

  it('links to Instagram, gift cards and the petition in new tabs', () => {
    const hrefs = all(d, '#links a').map((a) => a.getAttribute('href'));
    assert.deepEqual(hrefs, [site.social.url, site.giftCardsUrl, site.petitionUrl]);
    assert.ok(all(d, '#links a').every((a) => a.getAttribute('target') === '_blank' && /\bnoopener\b/.test(a.getAttribute('rel') ?? '')));
  });
});

describe('not-found page (404.html)', () => {
  const html = page('/404');
  const d = parseHtml(html);

  const copy = c.pages['not-found'];

  it('is titled and buttoned by its hero copy', () => {
    assert.equal(text(d.querySelector('h1')), copy.hero.title);
    assert.equal(all(d, 'h1').length, 1);
    const hero = d.querySelector('.hero')!;
    const buttons = all(hero, 'a.btn').map((a) => [text(a), a.getAttribute('href')]);
    assert.deepEqual(buttons, [copy.hero.primaryButton, copy.hero.secondaryButton].flatMap((b) => (b ? [[b.text, b.href]] : [])));
  });

  it('offers the popular links in order, a tour page labelled with its tour\'s title and teaser unless the link says otherwise', () => {
    assert.ok(copy.popularLinks.length > 0);
    const links = all(d, '.popular-links a');
    assert.deepEqual(links.map((a) => a.getAttribute('href')), copy.popularLinks.map((l) => l.href));
    links.forEach((a, i) => {
      const l = copy.popularLinks[i];
      const tour = c.tours.find((t) => t.href === l.href.split(/[?#]/)[0]);
      assert.equal(text(a.querySelector('.popular-link-label')), l.label ?? tour?.title ?? l.href);
      const note = l.note ?? tour?.teaser;
      assert.equal(a.querySelector('.popular-link-note') ? text(a.querySelector('.popular-link-note')) : undefined, note);
    });
  });

  it('is noindex, has no canonical, and keeps what the enhancement script reads (data-page and the redirect table)', () => {
    assert.equal(d.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.equal(d.querySelector('link[rel="canonical"]'), null);
    assert.equal(d.body.getAttribute('data-page'), 'not-found');
    const table = d.getElementById('redirect-table')!;
    assert.equal(table.getAttribute('type'), 'application/json');
    assert.deepEqual(JSON.parse(table.textContent!), c.redirects);
  });
});

describe('first flight of these routes (HTML + render-blocking CSS, gzip)', () => {
  const routes = ['/blog', '/in-the-news', '/press-kit', '/404', ...c.blog.map((p) => p.href)];
  for (const route of routes) {
    it(`${route} is at most 14 KB`, () => {
      const html = page(route);
      const css = all(parseHtml(html), 'link[rel="stylesheet"]').map((l) => readFileSync(path.join(DIST, l.getAttribute('href')!)));
      const bytes = [html, ...css].reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
      assert.ok(bytes <= 14 * 1024, `${route}: ${(bytes / 1024).toFixed(1)} KB`);
    });
  }
});
