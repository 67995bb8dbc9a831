/** The table of the site's own addresses names real route files: a renamed one fails here, not as a broken link. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { NOT_FOUND, PAGE, postHref, postIdOf, tourHref } from '../../src/lib/sitePaths.ts';
import { routeFiles, routeOfFile, staticRoutes } from '../../src/pipeline/routes.ts';

it('every page in the table is a fixed route of src/routes, the not-found route that of a file there', () => {
  const unknown = Object.entries(PAGE).filter(([, href]) => !staticRoutes.includes(href));
  assert.deepEqual(unknown, []);
  assert.ok(routeFiles().map(routeOfFile).includes(NOT_FOUND));
});

it('a tour and a post have their addresses under the tours and blog pages; postIdOf reads back only a post id', () => {
  assert.equal(tourHref('greenwich-village'), `${PAGE.tours}/greenwich-village`);
  assert.equal(postHref(17), `${PAGE.blog}/17`);
  const ids = [postHref(17), PAGE.blog, `${PAGE.blog}/page/2`, `${PAGE.blog}/17/x`].map(postIdOf);
  assert.deepEqual(ids, [17, undefined, undefined, undefined]);
});
