/**
 * npm run new: a new post, tour or page is a valid file (next free id or order,
 * today's date, every required field) that a preview shows marked
 * unfinished, and that a published build refuses while a placeholder is left
 * (that it publishes once an editor has finished it is proven by
 * tests/content/everyday-edits.test.ts, which builds a new tour, post and page).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/content/load/loader.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { newPage, newPost, newTour, slugify } from '../../tools/new.ts';
import { frontMatterFromFile, frontMatterToFile, type FieldOrder } from '../../src/client/admin/formats.ts';
import { cmsConfig } from '../../src/pipeline/admin/config.ts';
import { content, ROOT, unusedTitle } from '../helpers/site.ts';
import { today } from '../../src/lib/today.ts';
import { tempSite, type TempSite } from '../fixtures/tempSite.ts';

const sites: TempSite[] = [];
const fresh = () => {
  const s = tempSite('new-file-');
  sites.push(s);
  return s;
};
after(() => sites.forEach((s) => s.remove()));
const TOUR = unusedTitle('Greenwich Village').slug;
const PAGE = unusedTitle('Cancellation Policy');

/** Each kind of new file, its CMS collection, and some of the fields it leaves to the editor. */
const newFiles: [kind: string, collection: string, make: (site: TempSite) => string, placeholders: string[]][] = [
  ['post', 'blog', (site) => newPost(site.content, 'A Cat on the Ferry'), ['excerpt', 'image', 'author', 'body']],
  ['tour', 'tours', (site) => newTour(site.content, TOUR, 12), ['itemId', 'image', 'teaser', 'body']],
  ['page', 'pages', (site) => newPage(site.content, PAGE.title), ['description', 'body']],
];
for (const [kind, , make, placeholders] of newFiles) {
  it(`a published build refuses a new ${kind}'s placeholders (${placeholders.join(', ')}, …) and nothing else`, () => {
    const site = fresh();
    const file = make(site);
    const name = path.posix.join('content', path.relative(site.content, file).split(path.sep).join('/'));
    assert.throws(
      () => loadSiteContent(site.content),
      (e) => {
        assert.ok(e instanceof ContentError);
        for (const i of e.issues) assert.equal(i.file, name);
        const refused = new Set(e.issues.map((i) => i.path));
        assert.deepEqual(
          placeholders.filter((f) => !refused.has(f)),
          [],
          'placeholders not refused',
        );
        return true;
      },
      'the published build accepted placeholder text',
    );
  });
}

describe('npm run new -- post', () => {
  it("writes the next free id and today's date, valid in a preview and marked unfinished", () => {
    const site = fresh();
    const before = loadSiteContent(site.content);
    const file = newPost(site.content, 'A Cat on the Ferry');
    const nextId = Math.max(...before.blog.map((b) => b.id)) + 1;
    assert.equal(path.basename(file), `${String(nextId).padStart(2, '0')}-a-cat-on-the-ferry.md`);
    const c = loadSiteContent(site.content, { preview: true });
    const post = c.blogById.get(nextId);
    assert.ok(post, 'the preview has the new post');
    assert.equal(post!.title, 'A Cat on the Ferry');
    // Today as the build counts it (the company's time zone), so the new post is not held back as dated later.
    assert.equal(post!.date, today(before.site.timeZone));
    assert.equal(post!.scheduled, false);
    assert.equal(post!.unfinished, true);
  });

  it('counts drafts when it picks the next id', () => {
    const site = fresh();
    const first = newPost(site.content, 'First');
    site.edit(path.relative(site.content, first), (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
    const second = newPost(site.content, 'Second');
    const id = (f: string) => Number(/^id: (\d+)/m.exec(readFileSync(f, 'utf8'))![1]);
    assert.equal(id(second), id(first) + 1);
  });
});

describe('npm run new -- tour', () => {
  it("writes a tour after the last one, listed in a preview's Tours and marked unfinished", () => {
    const site = fresh();
    const before = loadSiteContent(site.content);
    newTour(site.content, TOUR, before.site.claims.defaultMaxGroup);
    const c = loadSiteContent(site.content, { preview: true });
    const tour = c.tours.find((t) => t.slug === TOUR);
    assert.ok(tour);
    assert.equal(tour!.href, `/tours/${TOUR}`);
    assert.equal(c.tours[c.tours.length - 1], tour, 'the new tour comes last');
    assert.equal(tour!.unfinished, true);
    assert.equal(tour!.itemId, undefined, 'item 0 means no FareHarbor item yet');
  });

  it('refuses a slug that is not lower-case words, and a tour or page that exists', () => {
    const site = fresh();
    assert.throws(() => newTour(site.content, 'Greenwich Village', 12), /not a tour slug/);
    const existing = loadSiteContent(site.content).tours[0].slug;
    assert.throws(() => newTour(site.content, existing, 12), /exists already/);
    newPage(site.content, 'Gift Cards');
    assert.throws(() => newPage(site.content, 'Gift Cards'), /exists already/);
  });

  it('runs from the command line and says what to do next', () => {
    const site = fresh();
    const args = ['--import', 'tsx', path.join(ROOT, 'tools', 'new.ts'), '--content', site.content, 'post', 'A Cat'];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Wrote content\/blog\/\d+-a-cat\.md/);
    assert.match(run.stdout, /Replace every "TODO:"/);
    assert.ok(readdirSync(path.join(site.content, 'blog')).some((f) => f.endsWith('-a-cat.md')));
  });
});

describe('npm run new -- page', () => {
  it('writes a page at /{its title in words}, unfinished in a preview', () => {
    const site = fresh();
    const file = newPage(site.content, PAGE.title);
    assert.equal(path.basename(file), `${PAGE.slug}.md`);
    // Lower-case words joined by hyphens, whatever the title's accents and signs.
    assert.deepEqual(
      [slugify('A Cat on the Ferry!'), slugify('Café Cats & Co.')],
      ['a-cat-on-the-ferry', 'cafe-cats-co'],
    );
    const preview = loadSiteContent(site.content, { preview: true }).markdownPages.find(
      (p) => p.href === `/${PAGE.slug}`,
    );
    assert.deepEqual([preview?.title, preview?.unfinished], [PAGE.title, true]);
  });

  it('writes what the CMS writes: a new post, tour and page, saved unchanged in the CMS, stay as they were', () => {
    const site = fresh();
    const { collections } = cmsConfig({ content: content(), jsonFiles: new Map(), contentFolder: 'content' }) as {
      collections: { name: string; fields?: FieldOrder[] }[];
    };
    const form = (name: string) => collections.find((c) => c.name === name)!.fields!;
    for (const [kind, collection, make] of newFiles) {
      const text = readFileSync(make(site), 'utf8');
      assert.equal(frontMatterToFile(frontMatterFromFile(text), form(collection)), text, kind);
    }
  });
});
