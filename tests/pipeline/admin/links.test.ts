/**
 * A link to a page the site does not have is refused at its field in the CMS, before Publish: the check knows the pages
 * the build wrote (built.test.ts; which fields get it: config.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { linkProblem } from '../../../src/client/admin/siteLinks.ts';
import { allRoutes } from '../../helpers/site.ts';

describe('a link to a missing page, checked at the field', () => {
  it('a page of the site passes, with or without a #part; an outside address is not its business', () => {
    const pages = new Set(allRoutes());
    for (const route of allRoutes()) assert.equal(linkProblem(route, pages), undefined, route);
    assert.equal(linkProblem(`${allRoutes()[0]}#faq`, pages), undefined);
    assert.equal(linkProblem('https://example.org/nowhere', pages), undefined);
    assert.equal(linkProblem('', pages), undefined, "an empty field is the required check's");
  });

  it("a path that is no page is refused, naming it, in the editor's words", () => {
    const problem = linkProblem('/no-such-page#top', new Set(allRoutes()));
    assert.equal(problem, '"/no-such-page" is not a page of the site. Check the address, or publish that page first.');
  });
});
