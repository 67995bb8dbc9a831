/** The built not-found page (404.html); its outline and hero buttons are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { all, text } from '../../tools/html.ts';

const c = content();

describe('not-found page (404.html)', () => {
  const d = doc('/404');
  const copy = c.pages['not-found'];

  it("offers the popular links in order, a tour link defaulting to its tour's title and teaser", () => {
    const shown = all(d, '.popular-links a').map((a) => {
      const note = a.querySelector('.popular-link-note');
      return [a.getAttribute('href'), text(a.querySelector('.popular-link-label')), note ? text(note) : undefined];
    });
    const expected = copy.popularLinks.map((l) => {
      const tour = c.tours.find((t) => t.href === l.href.split(/[?#]/)[0]);
      return [l.href, l.label ?? tour?.title ?? l.href, l.note ?? tour?.teaser];
    });
    assert.deepEqual(shown, expected);
  });

  it('carries data-page and the redirect table for the enhancement script', () => {
    assert.equal(d.body.getAttribute('data-page'), 'not-found');
    const table = d.getElementById('redirect-table')!;
    assert.equal(table.getAttribute('type'), 'application/json');
    assert.deepEqual(JSON.parse(table.textContent!), c.redirects);
  });
});
