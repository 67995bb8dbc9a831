/**
 * The built not-found page (404.html); its outline is outline.test.ts's, its
 * noindex and missing canonical fullBuild.test.ts's.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { buttonsOf } from '../helpers/routes.ts';
import { all, text } from '../../tools/html.ts';

const c = content();

describe('not-found page (404.html)', () => {
  const d = doc('/404');
  const copy = c.pages['not-found'];

  it('is buttoned by its hero copy', () => {
    assert.deepEqual(
      all(d.querySelector('.hero')!, 'a.btn').map((a) => [text(a), a.getAttribute('href')]),
      buttonsOf(copy.hero),
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

  it('carries data-page and the redirect table for the enhancement script', () => {
    assert.equal(d.body.getAttribute('data-page'), 'not-found');
    const table = d.getElementById('redirect-table')!;
    assert.equal(table.getAttribute('type'), 'application/json');
    assert.deepEqual(JSON.parse(table.textContent!), c.redirects);
  });
});
