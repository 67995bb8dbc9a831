/** Every built post page, one per blog post of the content (its canonical, og:url and single h1: fullBuild.test.ts). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc, meta } from '../../helpers/site.ts';
import { breadcrumb, jsonLd, trail } from '../../helpers/routes.ts';
import { all, main, text } from '../../../tools/html.ts';
import { dayStart } from '../../../src/lib/dayStart.ts';
import { fillSlots } from '../../../src/lib/slots.ts';

const c = content();
const { site } = c;
const words = c.labels.blog;

/** The company's logo as the home page's structured data gives it (the square one search engines take). */
const logo = jsonLd(doc('/')).find((b) => b['@type'] === 'TravelAgency')!.logo;

for (const post of c.blog) {
  const published = dayStart(post.date, site.timeZone);
  const updated = post.updated && dayStart(post.updated, site.timeZone);

  it(`${post.href}: its own title, description, h1, meta, image, body, tags and the way back`, () => {
    const d = doc(post.href);
    // Published at the start of its day in the company's time zone; a modified time only where the post names one.
    assert.deepEqual(
      [text(d.querySelector('title')), ...['description', 'og:type', 'article:published_time'].map((k) => meta(d, k))],
      [`${post.title} | ${site.name}`, post.excerpt, 'article', published],
    );
    assert.equal(meta(d, 'article:modified_time'), updated || undefined);
    assert.equal(text(d.querySelector('h1')), post.title);
    const body = d.querySelector('.post-body')!;
    const repeated = all(body, 'h1, h2, h3').filter((h) => text(h) === post.title);
    assert.deepEqual(repeated, [], 'the body does not repeat the title as a heading');
    assert.ok(body.querySelector('p'), 'the body has text');

    const postMeta = d.querySelector('.post-meta')!;
    assert.equal(postMeta.querySelector('time')!.getAttribute('datetime'), post.date);
    assert.ok(text(postMeta).includes(fillSlots(words.byline, { author: post.author })));
    assert.ok(text(postMeta).includes(fillSlots(words.readingTime, { minutes: post.readingMinutes })));
    assert.equal(text(d.querySelector('.post-header .badge')), post.category);
    const img = d.querySelector('.post-image img')!;
    // The post image is the largest paint: eager, high priority, and preloaded.
    assert.deepEqual([img.getAttribute('loading'), img.getAttribute('fetchpriority')], ['eager', 'high']);
    assert.ok(d.querySelector('link[rel="preload"][as="image"]'), 'and preloaded');
    const tags = post.tags.map((t) => `#${t}`);
    assert.deepEqual(all(d, '.post-tags li').map(text), tags);
    if (post.tags.length) assert.equal(d.querySelector('.post-tags')?.getAttribute('aria-label'), words.tagsLabel);

    const back = all(main(d), 'a').filter((a) => text(a).includes(words.backLink));
    const backTo = back.map((a) => a.getAttribute('href'));
    assert.deepEqual(backTo, ['/blog', '/blog'], 'at the top and at the end');
  });

  it(`${post.href}: BlogPosting and BreadcrumbList data`, () => {
    const d = doc(post.href);
    const posting = jsonLd(d).find((b) => b['@type'] === 'BlogPosting')!;
    const { headline, description, datePublished, dateModified, author, mainEntityOfPage, articleSection, keywords } =
      posting;
    assert.deepEqual(
      { headline, description, datePublished, dateModified, author, mainEntityOfPage, articleSection, keywords },
      {
        headline: post.title,
        description: post.excerpt,
        datePublished: published,
        dateModified: updated || published,
        author: { '@type': 'Person', name: post.author },
        mainEntityOfPage: { '@type': 'WebPage', '@id': site.url + post.href },
        articleSection: post.category,
        keywords: post.tags,
      },
    );
    assert.deepEqual([posting.publisher.name, posting.publisher.logo.url], [site.name, logo]);
    assert.deepEqual(posting.image, [meta(d, 'og:image')]);
    assert.deepEqual(breadcrumb(d), trail(['Blog', '/blog'], [post.title, post.href]));
  });
}
