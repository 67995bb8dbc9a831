/**
 * A link to a page the site does not have is refused at its field in the CMS,
 * before Publish: every field that may hold a site path gets the check, which
 * knows the pages the build wrote.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '../../../src/pipeline/admin/config.ts';
import { SITE_LINK_WIDGET, type DecapField } from '../../../src/pipeline/admin/fields.ts';
import { ADMIN_PATH } from '../../../src/pipeline/admin/write.ts';
import { linkProblem } from '../../../src/client/admin/siteLinks.ts';
import { jsonContentSchemas } from '../../../src/content/load/collections.ts';
import { allRoutes, CONTENT, content, DIST, requireDist } from '../../helpers/site.ts';

type Form = { name: string; fields?: DecapField[]; files?: { name: string; fields: DecapField[] }[] };
const jsonFiles = new Map(
  jsonContentSchemas().map((s) => [
    s.file,
    JSON.parse(readFileSync(path.join(CONTENT, path.relative('content', s.file)), 'utf8')) as unknown,
  ]),
);
const { collections } = cmsConfig({ content: content(), jsonFiles, contentFolder: 'content' }) as {
  collections: Form[];
};

/** Every field of every form by its dotted path ("menus.footer.lists.items.href"), with its widget. */
function widgets(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (fields: DecapField[] | undefined, at: string) => {
    for (const f of fields ?? []) {
      out.set(`${at}.${f.name}`, f.widget);
      walk(f.fields as DecapField[] | undefined, `${at}.${f.name}`);
    }
  };
  for (const c of collections) {
    walk(c.fields, c.name);
    for (const f of c.files ?? []) walk(f.fields, f.name);
  }
  return out;
}

describe('a link to a missing page, checked at the field', () => {
  it('every field that may hold a site path gets the check, an old address a redirect starts from does not', () => {
    const w = widgets();
    for (const at of [
      'menus.header.button.href',
      'menus.header.items.href',
      'menus.footer.lists.items.href',
      'redirects.redirects.to',
      'tours.hero.primaryButton.href',
    ]) {
      assert.equal(w.get(at), SITE_LINK_WIDGET, at);
    }
    assert.equal(w.get('redirects.redirects.from'), 'string');
    assert.equal(w.get('site.giftCardsUrl'), 'string', 'an outside address only');
  });

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

  it('the built /admin/ knows every page the build wrote', () => {
    requireDist();
    const script = readFileSync(path.join(DIST, ...ADMIN_PATH.split('/').filter(Boolean), 'admin.js'), 'utf8');
    const missing = allRoutes().filter((r) => !script.includes(JSON.stringify(r)));
    assert.deepEqual(missing, []);
  });
});
