/**
 * An editor's everyday jobs done in content/ alone (tests/fixtures/everydayEdits.ts) build, show up where they should,
 * and leave every build-output test green on the edited site with every list cut to one item: no test pins today's
 * content or its weight (the long read is over the first-flight budget, which the build reports), nor a list of two.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_FLIGHT_BUDGET, overBudgetNote } from '../../src/pipeline/budgets.ts';
import type { BuildReport } from '../../build.ts';
import { ROOT } from '../helpers/site.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { parseHtml, all, text } from '../../tools/html.ts';
import { builtTexts, tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { applyEverydayEdits, type EverydayEdits } from '../fixtures/everydayEdits.ts';
import { applyShortLists } from '../fixtures/shortLists.ts';
import { filesUnder } from '../../src/pipeline/filesUnder.ts';

/** Where the tests of the built site live: the pages (tests/routes) and the pipeline's output. */
const BUILD_OUTPUT_DIRS = ['tests/routes', 'tests/pipeline'];

/** Set in the child run, so this file does not start itself again. */
const CHILD = process.env.EVERYDAY_EDITS_CHILD === '1';

/** Runs every build-output test on another build, in one process as npm test runs them; fails with their report's end. */
async function buildOutputTestsPass(name: string, out: string, content: string): Promise<void> {
  // Only files that read the built site (through helpers/site.ts) can tell one content from another; buildStyles' tests
  // read src/ alone.
  const files = BUILD_OUTPUT_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir)).map((f) => `${dir}/${f}`)).filter(
    (f) =>
      /\.test\.tsx?$/.test(f) &&
      f !== 'tests/pipeline/assets/css.test.ts' &&
      readFileSync(path.join(ROOT, f), 'utf8').includes('/helpers/site.ts'),
  );
  // NODE_TEST_CONTEXT would make the child report to this runner instead of exiting with its own result.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=dot', 'tests/helpers/entry.ts'],
    {
      cwd: ROOT,
      env: { ...env, TEST_FILES: files.join('\n'), SITE_DIST: out, SITE_CONTENT: content, EVERYDAY_EDITS_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  assert.equal(code, 0, `build-output tests failed on the ${name} site:\n${output.slice(-6000)}`);
}

describe('everyday edits in content/ alone', { skip: CHILD }, () => {
  let site: TempSite;
  let edits: EverydayEdits;
  let report: BuildReport;
  let out: string;
  const html = (route: string) => readFileSync(path.join(out, outputFile(route)), 'utf8');

  before(async () => {
    site = tempSite('everyday-', { writableImages: true });
    edits = await applyEverydayEdits(site);
    out = path.join(site.root, 'dist');
    report = await site.build(out);
  });
  after(() => site?.remove());

  const doc = (route: string) => parseHtml(html(route));

  it('publish the photo in the new post as a responsive, lazy, captioned picture', () => {
    const figure = doc(`/blog/${edits.newPost.id}`).querySelector('.post-body figure.prose-figure');
    assert.ok(figure, 'the photo alone in its paragraph is a figure');
    assert.equal(text(figure.querySelector('figcaption')), edits.newPost.caption);
    const img = figure.querySelector('picture img')!;
    assert.equal(img.getAttribute('loading'), 'lazy');
    assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0);
    for (const type of ['image/avif', 'image/webp'])
      assert.match(figure.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? '', /\s\d+w/);
  });

  it('grow past the first-flight budget with a long read: the build notes it and still publishes', () => {
    const route = `/blog/${edits.newPost.id}`;
    const firstFlight = gzipSync(html(route), { level: 9 }).length;
    assert.ok(firstFlight > FIRST_FLIGHT_BUDGET, `the long read weighs ${firstFlight} bytes, within the budget`);
    assert.match(overBudgetNote([{ path: route, firstFlight }]) ?? '', new RegExp(`${route} \\d+\\.\\d KB`));
  });

  // The published files upright are tests/pipeline/assets/images.test.ts's.
  it('publish a portrait phone photo upright', () => {
    const img = all(doc('/about'), '.team-grid img').find((i) => i.getAttribute('alt')?.startsWith(edits.newGuide));
    assert.ok(img, 'the new guide is on /about');
    assert.ok(Number(img.getAttribute('height')) > Number(img.getAttribute('width')), 'width and height, upright');
  });

  it("rebrand everywhere: the old name only in guests' quotes, press clippings and dated posts", () => {
    const found: string[] = [];
    const posts = new Set(report.content.blog.map((p) => p.href));
    for (let [file, body] of builtTexts(out)) {
      if (file === 'feed.xml') continue; // the feed is made of dated posts
      if (posts.has(`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)) continue;
      if (file.endsWith('.html')) {
        const d = parseHtml(body);
        // Quotes, clippings' titles and the posts' own cards keep their words.
        for (const el of all(d, 'blockquote, .press-card-title, .blog-card, script[type="application/ld+json"]'))
          el.remove();
        body = d.documentElement.outerHTML;
      }
      for (const old of [edits.rebrand.oldName, edits.rebrand.oldShortName])
        if (body.includes(old)) found.push(`${file}: "${old}"`);
    }
    assert.deepEqual(found, []);
    assert.ok(text(doc('/').body).includes(edits.rebrand.name), 'the new name is shown');
  });

  // The menus, the tours, the Markdown page, the category and the reworded labels show as every build-output test
  // expects of the content it is given: they prove these edits on the edited site.
  it('leave every build-output test green once every list is also cut to one item', async () => {
    const cut = applyShortLists(site);
    assert.ok(
      cut.includes('testimonials.json: carousel'),
      `the carousel was not cut to one quote (cut: ${cut.join(', ')})`,
    );
    const shortOut = path.join(site.root, 'dist-short');
    await site.build(shortOut);
    await buildOutputTestsPass('everyday-edits', shortOut, site.content);
  });
});
