/**
 * Every built page's link preview, from the page and the content it was built from (a post's publication time is
 * tests/routes/blog/[id].test.ts's).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { content, DIST, meta, requireDist, distText } from '../helpers/site.ts';
import { htmlFiles, parseHtml, routeOf } from '../../tools/html.ts';

requireDist();
const c = content();
const { site } = c;

/** A built image's source, as its published name spells it: "tours-brooklyn-heights" for a card or any variant of tours/brooklyn-heights.jpg. */
const sourceOf = (url: string) =>
  path.posix
    .basename(url)
    .replace(/-share-[0-9a-f]{8}\.jpg$/, '')
    .replace(/-\d+-[0-9a-f]{8}\.(webp|avif)$/, '');
const nameOf = (src: string) => src.replace(/\.[a-z]+$/, '').replace(/\//g, '-');

const pages = htmlFiles(DIST)
  .map((file) => ({ route: routeOf(file), doc: parseHtml(distText(file)) }))
  // Redirect stubs are not pages: they send the visitor (and a crawler) on at once.
  .filter(({ doc }) => !doc.querySelector('meta[http-equiv="refresh"]'));

/**
 * The photo a page opens with: its hero's, or the one image of its main content it loads first at high
 * priority (a post's). A split hero's photo is at low priority on phones, where it sits under the text.
 */
const leadPhoto = (doc: Document) => doc.querySelector('main .hero-media img, main img[fetchpriority="high"]');

const tourAndPostRoutes = new Set([...c.tours.map((t) => t.href), ...c.blog.map((p) => p.href)]);

describe('every page has a share image of its own', () => {
  for (const { route, doc } of pages) {
    test(route, async () => {
      const image = meta(doc, 'og:image') ?? '';
      // That it is in the build, as every image a page names, is fullBuild.test.ts's.
      assert.ok(image.startsWith(`${site.url}/img/`), `og:image ${image} is an image of the site`);
      const { format, width = 0, height = 0 } = await sharp(path.join(DIST, image.slice(site.url.length))).metadata();
      assert.equal(format, 'jpeg', 'a JPEG, which every link preview reads');
      assert.ok(width >= 1200 && height >= 630, `at least 1200×630 (it is ${width}×${height})`);
      assert.equal(meta(doc, 'og:image:width'), String(width));
      assert.equal(meta(doc, 'og:image:height'), String(height));
      assert.equal(meta(doc, 'twitter:card'), 'summary_large_image');
      assert.equal(meta(doc, 'og:locale'), site.language.replace('-', '_'));

      const alt = meta(doc, 'og:image:alt') ?? '';
      assert.ok(alt.trim(), 'og:image:alt is given');
      assert.equal(meta(doc, 'twitter:image:alt'), alt, 'X gets the same alt text');

      const lead = leadPhoto(doc);
      if (tourAndPostRoutes.has(route)) assert.ok(lead, 'a tour page or a post opens with a photo');
      if (lead) {
        // Cut from the photo the page opens with, with that photo's alt text (the title for a decorative one).
        assert.equal(sourceOf(image), sourceOf(lead.getAttribute('src') ?? ''));
        assert.equal(alt, lead.getAttribute('alt') || meta(doc, 'og:title'));
      } else {
        assert.equal(sourceOf(image), nameOf(site.ogImage), "the site's default card, as the page has no photo");
        assert.equal(alt, site.ogImageAlt);
      }
    });
  }
});
