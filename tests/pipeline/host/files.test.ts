import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { allRoutes, content, page, requireDist, distText } from '../../helpers/site.ts';
import { childText, childrenNamed, parseXml, XmlError, type XmlElement } from '../../../tools/xml.ts';
import { openingTags } from '../../../tools/html.ts';

requireDist();
const c = content();
const siteUrl = c.site.url;

test('the XML reader rejects what a strict reader rejects', () => {
  const bad = [
    '<a>&nbsp;</a>',
    '<a>x & y</a>',
    '<a><b></a></b>',
    '<a/><b/>',
    '<a x="1" x="2"/>',
    '<a>1 < 2</a>',
    '<a x=1/>',
  ];
  for (const xml of [...bad, '<a>']) assert.throws(() => parseXml(xml), XmlError, xml);
  assert.equal(parseXml('<a t="&lt;&#233;">x &amp; <![CDATA[<y>]]></a>').text, 'x & <y>');
});

describe('sitemap.xml', () => {
  const xml = distText('sitemap.xml');
  const root = parseXml(xml);
  const urls = childrenNamed(root, 'url');

  test('is a sitemaps.org urlset of url entries only', () => {
    assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), 'UTF-8 XML declaration');
    assert.equal(root.name, 'urlset');
    assert.equal(root.attrs.xmlns, 'http://www.sitemaps.org/schemas/sitemap/0.9');
    assert.ok(urls.length > 0 && urls.length <= 50000);
    assert.equal(root.children.length, urls.length, 'nothing but <url> in <urlset>');
    assert.ok(Buffer.byteLength(xml) <= 50 * 1024 * 1024);
  });

  test('each url has one absolute https loc on the site, and lastmod as YYYY-MM-DD where present', () => {
    const allowed = new Set(['loc', 'lastmod', 'changefreq', 'priority']);
    for (const u of urls) {
      for (const child of u.children) assert.ok(allowed.has(child.name), `unexpected <${child.name}> in <url>`);
      const locs = childrenNamed(u, 'loc');
      assert.equal(locs.length, 1, 'one <loc>');
      const loc = locs[0].text;
      assert.ok(loc.startsWith(siteUrl + '/'), `${loc} is on ${siteUrl}, an https origin (fullBuild.test.ts)`);
      assert.ok(loc.length < 2048);
      const lastmod = childrenNamed(u, 'lastmod');
      assert.ok(lastmod.length <= 1);
      if (lastmod[0]) {
        assert.match(lastmod[0].text, /^\d{4}-\d{2}-\d{2}$/, `${loc} lastmod`);
        assert.ok(
          !Number.isNaN(Date.parse(lastmod[0].text)) && lastmod[0].text <= new Date().toISOString().slice(0, 10),
          `${loc} lastmod is a real, past date`,
        );
      }
    }
  });

  test('lists every indexable page once, and no noindex page, not-found page or redirect', () => {
    const locs = urls.map((u) => childText(u, 'loc')!);
    assert.equal(new Set(locs).size, locs.length, 'no duplicates');
    const listed = new Set(locs.map((l) => l.slice(siteUrl.length)));
    const indexable = allRoutes().filter(
      (route) =>
        !openingTags(page(route), 'meta').some(
          (m) => m.attrs.name === 'robots' && /noindex/.test(m.attrs.content ?? ''),
        ),
    );
    // Nothing but the routes of the site, and only those without noindex.
    assert.deepEqual([...listed].sort(), indexable.sort());
  });

  test('posts carry their last update, else their publication date, as lastmod', () => {
    const lastmod = (href: string) => childText(urls.find((x) => childText(x, 'loc') === siteUrl + href)!, 'lastmod');
    assert.deepEqual(
      c.blog.map((post) => lastmod(post.href)),
      c.blog.map((post) => post.updated ?? post.date),
    );
  });
});

describe('robots.txt', () => {
  const robots = distText('robots.txt');
  test('allows crawling and names the sitemap by absolute URL', () => {
    assert.match(robots, /^User-agent: \*$/m);
    assert.doesNotMatch(robots, /^Disallow: \/\s*$/m, 'the whole site is not disallowed');
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    assert.equal(sitemap, `${siteUrl}/sitemap.xml`);
  });
});

describe('feed.xml', () => {
  const xml = distText('feed.xml');
  const rss = parseXml(xml);
  const channels = childrenNamed(rss, 'channel');
  const channel = channels[0] as XmlElement;
  const items = channel ? childrenNamed(channel, 'item') : [];

  test('is RSS 2.0 with one channel carrying title, link and description', () => {
    assert.equal(rss.name, 'rss');
    assert.equal(rss.attrs.version, '2.0');
    assert.equal(channels.length, 1);
    for (const f of ['title', 'link', 'description'])
      assert.equal(childrenNamed(channel, f).length, 1, `channel <${f}>`);
    assert.ok(childText(channel, 'title')!.trim());
    assert.match(childText(channel, 'link')!, /^https:\/\//);
    const self = childrenNamed(channel, 'atom:link')[0];
    if (self) {
      assert.equal(rss.attrs['xmlns:atom'], 'http://www.w3.org/2005/Atom', 'atom prefix is declared');
      assert.equal(self.attrs.href, `${siteUrl}/feed.xml`);
      assert.equal(self.attrs.rel, 'self');
    }
    const built = childText(channel, 'lastBuildDate');
    if (built) assert.ok(!Number.isNaN(Date.parse(built)));
  });

  // In the order of the content's posts, which the loader gives newest first (tests/content/loader.test.ts).
  test("has one item per post, newest first, each with title, link, guid, the post's day as RFC 822 pubDate and description", () => {
    assert.equal(items.length, c.blog.length);
    items.forEach((item, i) => {
      const post = c.blog[i];
      assert.equal(childText(item, 'title'), post.title);
      assert.equal(childText(item, 'link'), siteUrl + post.href);
      assert.equal(childText(item, 'guid'), siteUrl + post.href);
      assert.ok(childText(item, 'description')!.trim());
      const date = childText(item, 'pubDate')!;
      assert.match(
        date,
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/,
      );
      assert.equal(new Date(date).toISOString().slice(0, 10), post.date);
    });
  });

  test('pages advertise the feed', () => {
    const links = openingTags(page('/blog'), 'link').filter(
      (l) => l.attrs.rel === 'alternate' && l.attrs.type === 'application/rss+xml',
    );
    assert.equal(links[0]?.attrs.href, '/feed.xml');
  });
});
