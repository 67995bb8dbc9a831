/**
 * Every built post page, one per blog post of the content. Its canonical, og:url and single h1 are
 * fullBuild.test.ts's, its heading levels html-valid.test.ts's, its share card share-images.test.ts's, unique ids
 * tests/content/loader.test.ts's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../../helpers/site.ts';
import { jsonLd } from '../../helpers/routes.ts';
import { all, main, text } from '../../../tools/html.ts';
import { dayStart } from '../../../src/lib/dayStart.ts';
import { fillSlots } from '../../../src/lib/slots.ts';

const c = content();
const { site } = c;

/** The company's logo as the home page's structured data gives it (the square one search engines take). */
let logo: string | undefined;
const companyLogo = () => (logo ??= jsonLd(doc('/')).find((b) => b['@type'] === 'TravelAgency')!.logo as string);

describe('/blog/{id}', () => {
  for (const post of c.blog) {
    it(`${post.href}: its own title, description, h1, meta, image, body, tags and the way back`, () => {
      const d = doc(post.href);
      assert.equal(text(d.querySelector('title')), `${post.title} | ${site.name}`);
      assert.equal(d.querySelector('meta[name="description"]')?.getAttribute('content'), post.excerpt);
      assert.equal(d.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
      const published = d.querySelector('meta[property="article:published_time"]')?.getAttribute('content') ?? '';
      assert.equal(
        published,
        dayStart(post.date, site.timeZone),
        "published at the start of its day, in the company's time zone",
      );
      const modified = d.querySelector('meta[property="article:modified_time"]')?.getAttribute('content');
      assert.equal(
        modified,
        post.updated ? dayStart(post.updated, site.timeZone) : undefined,
        'a modified time only where the post names its change',
      );

      assert.equal(text(d.querySelector('h1')), post.title);
      const body = d.querySelector('.post-body')!;
      assert.ok(
        !all(body, 'h1, h2, h3').some((h) => text(h) === post.title),
        'the body does not repeat the title as a heading',
      );
      assert.ok(body.querySelector('p'), 'the body has text');

      const time = d.querySelector('.post-meta time')!;
      assert.equal(time.getAttribute('datetime'), post.date);
      const words = c.labels.blog;
      assert.ok(text(d.querySelector('.post-meta')).includes(fillSlots(words.byline, { author: post.author })));
      assert.ok(
        text(d.querySelector('.post-meta')).includes(fillSlots(words.readingTime, { minutes: post.readingMinutes })),
      );
      assert.equal(text(d.querySelector('.post-header .badge')), post.category);
      const img = d.querySelector('.post-image img')!;
      assert.equal(img.getAttribute('loading'), 'eager', 'the post image is the LCP: eager');
      assert.equal(img.getAttribute('fetchpriority'), 'high');
      assert.ok(d.querySelector('link[rel="preload"][as="image"]'), 'and preloaded');
      assert.deepEqual(
        all(d, '.post-tags li').map(text),
        post.tags.map((t) => `#${t}`),
      );
      if (post.tags.length) assert.equal(d.querySelector('.post-tags')?.getAttribute('aria-label'), words.tagsLabel);

      const back = all(main(d), 'a').filter((a) => text(a).includes(words.backLink));
      assert.equal(back.length, 2, 'at the top and at the end');
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
      assert.equal(posting.datePublished, dayStart(post.date, site.timeZone));
      assert.match(posting.datePublished, /T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/, 'a time zone');
      assert.equal(posting.dateModified, dayStart(post.updated ?? post.date, site.timeZone));
      assert.deepEqual(posting.author, { '@type': 'Person', name: post.author });
      assert.equal(posting.publisher.name, site.name);
      assert.equal(posting.publisher.logo.url, companyLogo(), "the company's square logo");
      assert.deepEqual(posting.mainEntityOfPage, { '@type': 'WebPage', '@id': url });
      assert.equal(posting.articleSection, post.category);
      assert.deepEqual(posting.keywords, post.tags);
      assert.deepEqual(posting.image, [d.querySelector('meta[property="og:image"]')!.getAttribute('content')]);
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
      assert.deepEqual(
        crumbs.itemListElement.map((i: { position: number; name: string; item: string }) => [
          i.position,
          i.name,
          i.item,
        ]),
        [
          [1, 'Home', `${site.url}/`],
          [2, 'Blog', `${site.url}/blog`],
          [3, post.title, url],
        ],
      );
    });
  }
});
