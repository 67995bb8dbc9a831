/** The built site served like production (dev/preview.ts). */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LinkChecker, LinkState, type RedirectInfo } from 'linkinator';
import { allRoutes, content, publicTours, startSite } from '../helpers/site.ts';
import { isPattern } from '../../src/lib/redirects.ts';

let site: Awaited<ReturnType<typeof startSite>>;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const get = (path: string) => fetch(site.url + path, { redirect: 'manual' });
const c = content();

describe('links', () => {
  it('no internal link, image, stylesheet or fragment is broken, and none goes through a redirect', {
    timeout: 300_000,
  }, async () => {
    const checker = new LinkChecker();
    const redirected: RedirectInfo[] = [];
    checker.on('redirect', (r) => redirected.push(r));
    const local = (link: string) => link.startsWith(site.url);
    const result = await checker.check({
      // Every route as a start, so pages nothing links to (the thanks page) are crawled too; 404.html is the not-found page's file.
      path: [...allRoutes().map((r) => site.url + r), `${site.url}/404.html`],
      recurse: true,
      checkFragments: true,
      checkCss: true,
      concurrency: 20,
      // A busy machine can hold an answer for seconds, or close a kept-alive connection as it is reused: a request
      // that got no answer at all (status 0) is asked again, while any answer the server gives is judged as it is.
      timeout: 60_000,
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 500,
      linksToSkip: async (link) => !local(link),
    });
    const crawled = result.links.filter((l) => l.state !== LinkState.SKIPPED);
    assert.ok(crawled.length > allRoutes().length, `only ${crawled.length} links were checked`);
    const broken = crawled
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.status ?? '-'} ${l.url} (on ${l.parent ?? 'start'})`);
    assert.deepEqual(broken, [], `broken internal links:\n${broken.join('\n')}`);
    const via = redirected.filter((r) => local(r.url)).map((r) => `${r.status} ${r.url} -> ${r.targetUrl}`);
    assert.deepEqual(via, [], `internal links that go through a redirect:\n${via.join('\n')}`);
  });
});

// A target is a page of the site (the loader refuses any other: tests/content/loader.test.ts), and every page answers 200
// (the crawl above starts at each, and the test of a route's addresses below asks each).
describe('redirects answer 301 to their page', () => {
  const sourceOf = (from: string) => (isPattern(from) ? from.slice(0, -1) + 'save-the-cats' : from);

  for (const r of c.redirects) {
    it(`${sourceOf(r.from)} -> ${r.to}`, async () => {
      const res = await get(sourceOf(r.from));
      assert.deepEqual([res.status, res.headers.get('location')], [301, r.to]);
    });
  }

  it('a redirect keeps the query string, and a trailing slash on a source still redirects', {
    skip: !c.redirects.some((r) => !isPattern(r.from)) && 'the content has no exact redirect',
  }, async () => {
    const exact =
      c.redirects.find((r) => !isPattern(r.from) && r.from.toLowerCase() === r.from) ??
      c.redirects.find((r) => !isPattern(r.from))!;
    for (const [from, to] of [
      [`${exact.from}?ref=press`, `${exact.to}?ref=press`],
      [`${exact.from}/`, exact.to],
    ]) {
      const res = await get(from);
      assert.deepEqual([res.status, res.headers.get('location')], [301, to], from);
    }
  });
});

describe('addresses of a route', () => {
  it('each route has one address: its path with a trailing slash goes (301) to it, and with a ?query answers the page itself', async () => {
    const problems: string[] = [];
    // A booking address as a newsletter would write it: campaign tags and a tour's own FareHarbor item.
    const itemId = publicTours()[0]?.itemId ?? c.tours[0]?.itemId ?? 1;
    for (const route of allRoutes()) {
      const res = await get(`${route}?utm_source=newsletter&itemId=${itemId}`);
      const body = await res.text();
      if (res.status !== 200 || !body.startsWith('<!DOCTYPE html>')) problems.push(`${route}?…: ${res.status}`);
      if (route === '/') continue;
      const slashed = await get(`${route}/`);
      if (slashed.status !== 301 || slashed.headers.get('location') !== route)
        problems.push(`${route}/: ${slashed.status} -> ${slashed.headers.get('location')}`);
    }
    assert.deepEqual(problems, []);
  });

  it('an unknown path, or a malformed %-escape, answers 404 with the not-found page, and the server keeps serving', async () => {
    for (const p of ['/no-such-page-here', '/%E0%A4%A']) {
      const res = await get(p);
      assert.equal(res.status, 404, p);
      assert.match(await res.text(), /data-page="not-found"/, p);
    }
    assert.equal((await get('/about')).status, 200);
  });
});
