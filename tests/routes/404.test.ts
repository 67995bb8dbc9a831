/**
 * The built not-found page (404.html): titled and buttoned by its hero copy
 * with exactly one h1; the popular links in order, a tour page labelled with
 * its tour's title and teaser unless the link says otherwise; noindex and no
 * canonical, keeping what the enhancement script reads (data-page and the
 * redirect table of the content).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, page } from '../helpers/site.ts';
import { all, parseHtml, text } from '../../tools/html.ts';

const c = content();

describe('not-found page (404.html)', () => {
  const html = page('/404');
  const d = parseHtml(html);

  const copy = c.pages['not-found'];

  it('is titled and buttoned by its hero copy', () => {
    assert.equal(text(d.querySelector('h1')), copy.hero.title);
    assert.equal(all(d, 'h1').length, 1);
    const hero = d.querySelector('.hero')!;
    const buttons = all(hero, 'a.btn').map((a) => [text(a), a.getAttribute('href')]);
    assert.deepEqual(
      buttons,
      [copy.hero.primaryButton, copy.hero.secondaryButton].flatMap((b) => (b ? [[b.text, b.href]] : [])),
    );
  });

  it("offers the popular links in order, a tour link defaulting to its tour's title and teaser", () => {
    assert.ok(copy.popularLinks.length > 0);
    const links = all(d, '.popular-links a');
    assert.deepEqual(
      links.map((a) => a.getAttribute('href')),
      copy.popularLinks.map((l) => l.href),
    );
    links.forEach((a, i) => {
      const l = copy.popularLinks[i];
      const tour = c.tours.find((t) => t.href === l.href.split(/[?#]/)[0]);
      assert.equal(text(a.querySelector('.popular-link-label')), l.label ?? tour?.title ?? l.href);
      const note = l.note ?? tour?.teaser;
      assert.equal(
        a.querySelector('.popular-link-note') ? text(a.querySelector('.popular-link-note')) : undefined,
        note,
      );
    });
  });

  it('is noindex with no canonical, and carries data-page and the redirect table for the script', () => {
    assert.equal(d.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.equal(d.querySelector('link[rel="canonical"]'), null);
    assert.equal(d.body.getAttribute('data-page'), 'not-found');
    const table = d.getElementById('redirect-table')!;
    assert.equal(table.getAttribute('type'), 'application/json');
    assert.deepEqual(JSON.parse(table.textContent!), c.redirects);
  });
});
