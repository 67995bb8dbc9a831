/** npm run new: files a preview marks unfinished, a build refuses, the CMS saves unchanged (published: everyday-edits). */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { newPage, newPost, newTour, slugify } from '../../tools/new.ts';
import { frontMatterFromFile, frontMatterToFile, type FieldOrder } from '../../src/client/admin/formats.ts';
import { content, ROOT, unusedTitle } from '../helpers/site.ts';
import { today } from '../../src/lib/today.ts';
import { tempSite } from '../fixtures/tempSite.ts';
import { loadError } from '../fixtures/brokenContent.ts';
import { siteCollections } from '../fixtures/cmsConfig.ts';

describe('npm run new', () => {
  const site = tempSite('new-file-');
  after(() => site.remove());
  const before = content();
  const TOUR = unusedTitle('Greenwich Village').slug;
  const PAGE = unusedTitle('Cancellation Policy');
  const files = {
    post: newPost(site.content, 'A Cat on the Ferry'),
    tour: newTour(site.content, TOUR, before.site.claims.defaultMaxGroup),
    page: newPage(site.content, PAGE.title),
  };
  const nextId = Math.max(...before.blog.map((b) => b.id)) + 1;
  const rel = (file: string) => path.posix.join('content', path.relative(site.content, file).split(path.sep).join('/'));

  it("a published build refuses each new file's placeholders, and nothing else", () => {
    const placeholders = {
      post: ['excerpt', 'image', 'author', 'body'],
      tour: ['itemId', 'image', 'teaser', 'body'],
      page: ['description', 'body'],
    };
    const { issues } = loadError(site.content);
    const refused = (file: string) => new Set(issues.filter((i) => i.file === rel(file)).map((i) => i.path));
    for (const [kind, file] of Object.entries(files)) {
      const left = placeholders[kind as keyof typeof files].filter((f) => !refused(file).has(f));
      assert.deepEqual(left, [], `${kind}: placeholders not refused`);
    }
    const others = issues.filter((i) => !Object.values(files).map(rel).includes(i.file));
    assert.deepEqual(others, [], 'no problem of another file');
  });

  it('writes each valid for a preview and marked unfinished: the next id and today, the last tour, the page at its title', () => {
    assert.equal(path.basename(files.post), `${String(nextId).padStart(2, '0')}-a-cat-on-the-ferry.md`);
    assert.equal(path.basename(files.page), `${PAGE.slug}.md`);
    assert.deepEqual(
      [slugify('A Cat on the Ferry!'), slugify('Café Cats & Co.')],
      ['a-cat-on-the-ferry', 'cafe-cats-co'],
    );
    const c = loadSiteContent(site.content, { preview: true });
    const post = c.blogById.get(nextId)!;
    // Today as the build counts it (the company's time zone), so the new post is not held back as dated later.
    assert.deepEqual(
      [post.title, post.date, post.scheduled, post.unfinished],
      ['A Cat on the Ferry', today(before.site.timeZone), false, true],
    );
    const tour = c.tours.at(-1)!;
    // Its address from its slug is every tour's (tests/content/loader.test.ts).
    assert.deepEqual([tour.slug, tour.unfinished], [TOUR, true], 'the new tour comes last');
    assert.equal(tour.itemId, undefined, 'item 0 means no FareHarbor item yet');
    const page = c.markdownPages.find((p) => p.href === `/${PAGE.slug}`);
    assert.deepEqual([page?.title, page?.unfinished], [PAGE.title, true]);
  });

  it('writes what the CMS writes: each new file, saved unchanged in the CMS, stays as it was', () => {
    const collections = siteCollections() as { name: string; fields?: FieldOrder[] }[];
    const collectionOf = { post: 'blog', tour: 'tours', page: 'pages' } as const;
    for (const kind of ['post', 'tour', 'page'] as const) {
      const text = readFileSync(files[kind], 'utf8');
      const form = collections.find((c) => c.name === collectionOf[kind])!.fields!;
      assert.equal(frontMatterToFile(frontMatterFromFile(text), form), text, kind);
    }
  });

  it('counts drafts when it picks the next id, and refuses a slug not of lower-case words and a file that exists', () => {
    site.edit(path.relative(site.content, files.post), (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
    const second = path.basename(newPost(site.content, 'Second'));
    assert.match(second, new RegExp(`^${String(nextId + 1).padStart(2, '0')}-`));
    assert.throws(() => newTour(site.content, 'Greenwich Village', 12), /not a tour slug/);
    assert.throws(() => newTour(site.content, TOUR, 12), /exists already/);
    assert.throws(() => newPage(site.content, PAGE.title), /exists already/);
  });

  it('runs from the command line and says what to do next', () => {
    const args = ['--import', 'tsx', path.join(ROOT, 'tools', 'new.ts'), '--content', site.content, 'post', 'A Cat'];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Wrote content\/blog\/\d+-a-cat\.md/);
    assert.match(run.stdout, /Replace every "TODO:"/);
    assert.ok(readdirSync(path.join(site.content, 'blog')).some((f) => f.endsWith('-a-cat.md')));
  });
});
