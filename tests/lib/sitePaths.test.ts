/**
 * The table of the site's own addresses names real pages: each entry is a
 * route file of src/routes, and the not-found route is the 404 file, so a
 * renamed route file without its entry (or the reverse) fails here rather
 * than as a broken link on the built site.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NOT_FOUND, PAGE, postHref, postIdOf, tourHref } from '../../src/lib/sitePaths.ts';
import { routeFiles, routeOfFile, staticRoutes } from '../../src/pipeline/routes.ts';

describe('site paths', () => {
  it('every page in the table is a fixed route of src/routes', () => {
    assert.deepEqual(
      Object.entries(PAGE).filter(([, href]) => !staticRoutes.includes(href)),
      [],
    );
  });

  it('the not-found route is the route of a file of src/routes', () => {
    assert.ok(routeFiles().map(routeOfFile).includes(NOT_FOUND));
  });

  it('a tour and a post have their addresses under the tours and blog pages', () => {
    assert.equal(tourHref('greenwich-village'), `${PAGE.tours}/greenwich-village`);
    assert.equal(postHref(17), `${PAGE.blog}/17`);
  });

  it('postIdOf reads back the id of a post address and nothing else', () => {
    assert.equal(postIdOf(postHref(17)), 17);
    assert.equal(postIdOf(PAGE.blog), undefined);
    assert.equal(postIdOf(`${PAGE.blog}/page/2`), undefined);
    assert.equal(postIdOf(`${PAGE.blog}/17/x`), undefined);
  });
});
