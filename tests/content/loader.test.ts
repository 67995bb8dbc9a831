/**
 * The content loader accepts the real content and rejects broken content
 * with one ContentError naming every problem as `file: field.path: message`;
 * a build on broken content leaves the previous site untouched, and the CLI
 * says why and exits non-zero.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, formatIssue, loadContent, type ContentIssue } from '../../src/content/loader.ts';
import { staticRoutes } from '../../src/content/routes.ts';
import { build } from '../../build.ts';
import { ROOT } from '../helpers/site.ts';
import { hashTree, tempSite, type TempSite } from '../fixtures/tempSite.ts';

// The files to break are picked from the content as it is, so renaming a post does not break the fixtures.
const mdFiles = (dir: string) => readdirSync(path.join(ROOT, 'content', dir)).filter((f) => f.endsWith('.md')).sort().map((f) => `${dir}/${f}`);
const [BLOG_1, BLOG_2] = mdFiles('blog');
const TOUR = mdFiles('tours')[0];
const BLOG_1_ID = /^id:\s*(\d+)\s*$/m.exec(readFileSync(path.join(ROOT, 'content', BLOG_1), 'utf8'))![1];

type Edit = [file: string, change: (text: string) => string];
interface Expected {
  file: string;
  path: string;
  message: RegExp;
}

/** Front-matter field replaced whole, so the edit fails loudly if the fixture drifts from the content. */
const field = (name: string, value: string) => (s: string) => s.replace(new RegExp(`^${name}:.*$`, 'm'), `${name}: ${value}`);

const perPersonAsText: Edit = ['site.json', (s) => s.replace(/"perPerson":\s*\d+/, '"perPerson": "forty"')];
const unknownCategory: Edit = [BLOG_1, field('category', '"Cat Gossip"')];
const redirectNowhere: Edit = ['redirects.json', (s) => s.replace(/"to":\s*"[^"]*"/, '"to": "/no-such-page"')];
const missingImage: Edit = [BLOG_2, field('image', '"blog/no-such-image.jpg"')];

const expectPerPerson: Expected = { file: 'content/site.json', path: 'prices.perPerson', message: /must be a number/ };
const expectCategory: Expected = { file: `content/${BLOG_1}`, path: 'category', message: /must be one of: .*History Deep Dives/ };
const expectRedirect: Expected = { file: 'content/redirects.json', path: 'redirects.0.to', message: /"\/no-such-page" is not a page of the site/ };
const expectImage: Expected = { file: `content/${BLOG_2}`, path: 'image', message: /image "blog\/no-such-image\.jpg" does not exist/ };

const cases: { name: string; edits: Edit[]; expected: Expected[] }[] = [
  {
    name: 'a blog post without its required title',
    edits: [[BLOG_1, (s) => s.replace(/^title:.*\n/m, '')]],
    expected: [{ file: `content/${BLOG_1}`, path: 'title', message: /expected string, received undefined/ }],
  },
  { name: 'a price written as a word (site.prices.perPerson "forty")', edits: [perPersonAsText], expected: [expectPerPerson] },
  { name: 'a blog category outside the list', edits: [unknownCategory], expected: [expectCategory] },
  {
    name: 'two blog posts with the same id',
    edits: [[BLOG_2, field('id', BLOG_1_ID)]],
    expected: [{ file: `content/${BLOG_2}`, path: 'id', message: new RegExp(`duplicate blog post id ${BLOG_1_ID} \\(also used in content/${BLOG_1}\\)`) }],
  },
  {
    name: 'a booking item id that is not a number (tour itemId "abc")',
    edits: [[TOUR, field('itemId', '"abc"')]],
    expected: [{ file: `content/${TOUR}`, path: 'itemId', message: /must be a number/ }],
  },
  { name: 'a redirect to a route that does not exist', edits: [redirectNowhere], expected: [expectRedirect] },
  {
    name: 'a Markdown link in a blog body to a page that does not exist',
    edits: [[BLOG_1, (s) => `${s}\nSee [the old page](/no-such-page#top) as well.\n`]],
    expected: [{ file: `content/${BLOG_1}`, path: 'body', message: /links to "\/no-such-page#top", which is not a page of the site/ }],
  },
  { name: 'an image file that does not exist', edits: [missingImage], expected: [expectImage] },
  {
    name: 'a JSON file with a syntax error',
    edits: [['site.json', (s) => s.replace(/,\s*"tagline"/, ' "tagline"')]],
    expected: [{ file: 'content/site.json', path: '', message: /^is not valid JSON \(/ }],
  },
  {
    name: 'several problems in several files, all reported in one error',
    edits: [perPersonAsText, unknownCategory, redirectNowhere, missingImage],
    expected: [expectPerPerson, expectCategory, expectRedirect, expectImage],
  },
];

function loadError(dir: string): ContentError {
  try {
    loadContent(dir);
  } catch (e) {
    assert.ok(e instanceof ContentError, `expected a ContentError, got ${String(e)}`);
    return e;
  }
  assert.fail('loadContent accepted broken content');
}

function assertIssues(error: ContentError, expected: Expected[]): void {
  const shown = error.issues.map(formatIssue).join('\n');
  assert.equal(error.issues.length, expected.length, `expected exactly ${expected.length} problem(s), got:\n${shown}`);
  for (const want of expected) {
    const hit = error.issues.find((i: ContentIssue) => i.file === want.file && i.path === want.path && want.message.test(i.message));
    assert.ok(hit, `no issue ${want.file}: ${want.path}: ${want.message} in:\n${shown}`);
    // The message the build prints carries the same line.
    assert.ok(error.message.includes(formatIssue(hit)), `the error message lacks "${formatIssue(hit)}"`);
  }
  assert.match(error.message, new RegExp(`^Content has ${expected.length} problems?:`));
}

describe('the real content', () => {
  it('loads without a problem', () => {
    const c = loadContent(path.join(ROOT, 'content'));
    assert.deepEqual(
      c.tours.map((t) => t.href).sort(),
      staticRoutes.filter((r) => /^\/tours\/./.test(r)).sort(),
      'the four tour pages come from the four tour files',
    );
    assert.ok(c.blog.length > 0, 'there are blog posts');
    assert.equal(new Set(c.blog.map((b) => b.id)).size, c.blog.length, 'blog ids are unique');
    for (let i = 1; i < c.blog.length; i++) assert.ok(c.blog[i - 1].date >= c.blog[i].date, 'posts are newest first');
    assert.ok(c.images.size > 0);
    for (const src of c.images) assert.ok(existsSync(path.join(ROOT, 'content', 'images', src)), `${src} exists`);
  });
});

describe('broken content', () => {
  const cacheDir = path.join(ROOT, '.cache', 'images');
  let work: string;
  let outDir: string;
  let builtHash: string;
  const sites: TempSite[] = [];

  before(async () => {
    // A real, complete earlier build that every failed build must leave alone.
    work = mkdtempSync(path.join(os.tmpdir(), 'he-out-'));
    outDir = path.join(work, 'site');
    const good = tempSite();
    sites.push(good);
    await build({ root: good.root, outDir, cacheDir, quiet: true });
    assert.ok(existsSync(path.join(outDir, 'index.html')));
    builtHash = hashTree(outDir);
  });

  after(() => {
    for (const s of sites) s.remove();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const broken = (edits: Edit[]): TempSite => {
    const site = tempSite();
    sites.push(site);
    for (const [file, change] of edits) site.edit(file, change);
    return site;
  };

  for (const c of cases) {
    it(`rejects ${c.name}, naming file and field, and a build on it leaves the earlier site byte for byte`, async () => {
      const site = broken(c.edits);
      assertIssues(loadError(site.content), c.expected);
      await assert.rejects(build({ root: site.root, outDir, cacheDir, quiet: true }), (e: unknown) => {
        assert.ok(e instanceof ContentError);
        assertIssues(e, c.expected);
        return true;
      });
      assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
    });
  }

  it('the build CLI on broken content exits non-zero, prints every problem and leaves the earlier site alone', () => {
    const site = broken([perPersonAsText, unknownCategory]);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', '--quiet', '--out', outDir], {
      cwd: site.root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, `exit code ${run.status}; stderr:\n${run.stderr}`);
    assert.match(run.stderr, /Build stopped: Content has 2 problems:/);
    assert.ok(run.stderr.includes('content/site.json: prices.perPerson: must be a number'), run.stderr);
    assert.ok(run.stderr.includes(`content/${BLOG_1}: category: must be one of:`), run.stderr);
    assert.match(run.stderr, /was left as it was/);
    assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
  });
});
