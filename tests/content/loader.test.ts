/**
 * The content loader accepts the real content and rejects broken content with one ContentError naming every problem
 * as `file:line: field: message`; a build on broken content leaves the previous site untouched, and the CLI says why
 * and exits non-zero. What a schema refuses is checked on the file's data as edited; what only the whole site shows,
 * on copies of the content broken in many places at once (the loader reports every problem together).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { JSON_FILES, MARKDOWN_PAGES, POSTS, TOURS } from '../../src/content/load/collections.ts';
import { eachString } from '../../src/content/load/walk.ts';
import { schemaIssues } from '../../src/content/problems/problem.ts';
import { labelsFileSchema, labelSlots } from '../../src/content/schema/labels.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { ROOT } from '../helpers/site.ts';
import { folder } from '../helpers/folder.ts';
import { hashTree, jsonEdit as json, tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { assertIssues, loadError, mdFiles, publicTour, type Expected } from '../fixtures/brokenContent.ts';
import { categorySlug } from '../../src/lib/blogPages.ts';

// The files to break are picked from the content as it is, so renaming a post does not break the fixtures.
const [BLOG_1, BLOG_2] = mdFiles('blog');
const TOUR = publicTour();
const BLOG_1_ID = /^id:\s*(\d+)\s*$/m.exec(source(BLOG_1))![1];
// A near miss of a declared category.
const CATEGORY = (JSON.parse(source('pages/blog.json')) as { categories: { name: string }[] }).categories[0].name;

function source(file: string): string {
  return readFileSync(path.join(ROOT, 'content', file), 'utf8');
}

type Edit = [file: string, change: (text: string) => string];
/** Front-matter field replaced whole, so the edit fails loudly if the fixture drifts from the content. */
const field = (name: string, value: string) => (s: string) =>
  s.replace(new RegExp(`^${name}:.*(\\n  .*)*$`, 'm'), `${name}: ${value}`);
/** Paragraphs added at the end of a Markdown body after `change`, and the file line each lands on. */
const appendBody = (file: string, change: (s: string) => string, ...texts: string[]): [Edit, ...number[]] => {
  const before = change(source(file)).replace(/\n*$/, '\n');
  const first = before.split('\n').length + 1;
  return [[file, () => `${before}\n${texts.join('\n\n')}\n`], ...texts.map((_, i) => first + 2 * i)];
};
/** A page written in Markdown. */
const mdPage = (title: string) => `---\ntitle: "${title}"\ndescription: "How cancelling works."\n---\nPlans change.\n`;

/** The problems the schema of `file` (a path in content/) finds once `change` has edited its data, as `field: message`. */
function schemaProblems(file: string, change: (data: any) => void): string[] {
  const md = file.endsWith('.md');
  const data = md ? parseFrontMatter(source(file)).file!.data : JSON.parse(source(file));
  change(data);
  const { schema } = md
    ? [TOURS, POSTS, MARKDOWN_PAGES].find((c) => file.startsWith(`${c.dir}/`))!
    : JSON_FILES.find((c) => c.name === file)!;
  const result = schema.safeParse(data);
  return result.success ? [] : schemaIssues(file, schema, result.error).map((p) => `${p.path}: ${p.message}`);
}

describe('the schemas refuse', () => {
  const analytics = (value: object) => (d: any) => (d.analytics = value);
  /** By file: a change to its data, and each problem expected, `field: message`. */
  const refused: Record<string, [change: (d: any) => unknown, ...expected: RegExp[]][]> = {
    // Elsewhere: a post's impossible date (tests/pipeline/assets/images.test.ts), a number that is not (brokenContent.ts).
    [BLOG_1]: [
      [(d) => delete d.title, /^title: is required but missing$/],
      [(d) => (d.updated = '1999-12-31'), /^updated: must not be before the publication day \(date\)$/],
      [(d) => (d.image = 'blog/a.heic'), /^image: HEIC.*convert .*JPEG/],
    ],
    [TOUR]: [
      [(d) => (d.featurd = true), /^featurd: unknown key, did you mean "featured"\?$/],
      [(d) => (d.slug = 'a-tour'), /^slug: a tour's address is its file name .*: remove this line$/],
    ],
    'site.json': [
      [(d) => (d.timeZone = 'America/Gotham'), /^timeZone: must be a time zone name such as "America\/New_York"$/],
      [(d) => (d.giftCardsUrl = 'javascript:alert(1)'), /^giftCardsUrl: must be an https:\/\/ or mailto: address$/],
      [analytics({ provider: 'ga4', measurementId: 'UA-12345-1' }), /^analytics\.measurementId: must be a GA4 meas/],
      [analytics({ provider: 'cloudflare', token: '0123abcd' }), /^analytics\.token: must be the 32-character token/],
      [analytics({ provider: 'plausible', domain: 'https://a.com/' }), /^analytics\.domain: must be the site's domain/],
      [analytics({ provider: 'plausible', domain: 'a.com', scriptUrl: 'http://s.js' }), /^analytics\.scriptUrl: /],
      [analytics({ provider: 'matomo' }), /^analytics\.provider: must name a provider: "none", "plausible", "cloudf/],
    ],
    'menus.json': [[(d) => (d.header.items[0].siteLink = 'giftCardsUrl'), /^header\.items\.0\.href: give the entry/]],
    'press.json': [
      [(d) => (d.articles = []), /^articles: .*needs at least one article/],
      [(d) => (d.reels = []), /^reels: .*needs at least one reel/],
    ],
    'gallery.json': [[(d) => (d.fans = []), /^fans: .*needs at least one photo/]],
    'pages/tours.json': [[(d) => (d.sections.trust.items = []), /^sections\.trust\.items: .*needs at least one card/]],
    'pages/home.json': [[(d) => (d.hero.trustBadges = []), /^hero\.trustBadges: .*add one, or leave trustBadges out/]],
    'labels.json': [
      [(d) => (d.tourPage = { aboutHeadin: '' }), /^tourPage\.aboutHeadin: unknown key, did you mean "aboutHeading"/],
      [(d) => (d.tourPage = { contactLine: 'Ask?\n\nUs.' }), /^tourPage\.contactLine: must be one paragraph/],
    ],
  };
  for (const [file, cases] of Object.entries(refused))
    for (const [change, ...expected] of cases)
      it(`${file}: ${expected.join(', ')}`, () => {
        const found = schemaProblems(file, change);
        assert.equal(found.length, expected.length, found.join('\n'));
        expected.forEach((want, i) => assert.match(found[i], want));
      });
});

const sites: TempSite[] = [];
after(() => {
  for (const s of sites) s.remove();
});
/** A copy of the content with these edits; a file that is not there is written. */
const siteWith = (edits: Edit[]): TempSite => {
  const site = tempSite();
  sites.push(site);
  for (const [file, change] of edits) {
    if (existsSync(path.join(site.content, file))) site.edit(file, change);
    else site.write(file, change(''));
  }
  return site;
};
/** The expected problems as the loader names them: file under content/, field, message, the line it names (/./ any). */
const problems = (expected: [file: string, path: string, message: RegExp, line?: number | RegExp][]): Expected[] =>
  expected.map(([file, path, message, line]) => ({ file: `content/${file}`, path, message, line }));

const CLI = { encoding: 'utf8', timeout: 60_000 } as const;

describe('broken content', () => {
  let outDir: string;
  let builtHash: string;
  before(() => {
    // An earlier site, pages, images and host files, that every failed build must leave alone, byte for byte.
    outDir = folder({
      'index.html': '<!doctype html>',
      'tours/index.html': '<p>',
      'img/a.webp': 'RIFF',
      _headers: '/*',
    });
    builtHash = hashTree(outDir);
  });
  /** `npm run build` in a copy of the project, as an editor runs it. */
  const cli = (site: TempSite, ...args: string[]) =>
    spawnSync(process.execPath, ['bin/build.mjs', '--quiet', ...args], { ...CLI, cwd: site.root });

  // A build stops with the loader's problems (tests/pipeline/assets/images.test.ts), leaving the earlier site (the CLI's).
  it('what no one file shows, all at once, each body problem on its line', () => {
    // Posts and tours share one body check: here a rule or two of it, each rule's words in markdown.test.ts.
    const [post, , badPhotoLine, htmlImgLine, tokenLine] = appendBody(
      BLOG_1,
      field('category', '"Cat Gossip"'),
      'See [the old page](/no-such-page#top) as well.',
      '![A cat](blog/no-such-photo.jpg)',
      'A cat: <img src="https://example.com/x.jpg" alt="x">',
      'Tickets cost {perPersn}.',
    );
    const [tour, heicLine] = appendBody(
      TOUR,
      (s) => s.replace(/^stops:\n( {2}- [\s\S]*?\n)(?=[a-zA-Z])/m, ''),
      '![A cat on a stoop](tours/from-my-phone.heic)',
    );
    const labels = {
      tourPage: { faqHeading: '{tuor} Tour FAQ', contactLine: 'Questions? [Ask us](/no-such-page).' },
      blog: { readMore: 'Read about {tour}' },
    };
    const misspelt = field('category', JSON.stringify(CATEGORY.slice(0, -1)));
    const image = field('image', '"blog/no-such-image.jpg"');
    const secondPost = (s: string) =>
      field('excerpt', '"TODO: write the excerpt"')(image(misspelt(field('id', BLOG_1_ID)(s))));
    const site = siteWith([
      post,
      [BLOG_2, secondPost],
      tour,
      ['site.json', json((d) => Object.assign(d.colors, { accent: '#ffb38a' }))],
      ['menus.json', json((d) => Object.assign(d.footer.lists[0].items[0], { href: '/no-such-page' }))],
      ['pages/blog.json', json(({ categories: [a, b] }) => (b.slug = a.slug ?? categorySlug(a.name)))],
      ['redirects.json', (s) => s.replace(/"to":\s*"[^"]*"/, '"to": "/no-such-page"')],
      ['faqs.json', json(({ tours: [q] }) => (q.answer = `${q.answer}\n\n<script>alert(1)</script>`))],
      ['pages/home.json', (s) => s.replace('"title": "', '"title": "{fiveStarPercnt} ')],
      ['labels.json', () => JSON.stringify(labels)],
      ['pages/about.md', () => mdPage('About us')],
    ]);
    const notAPage = /links to "\/no-such-page", which is not a page of the site/;
    const expected = problems([
      [BLOG_1, 'category', /^"Cat Gossip" is not one of the blog's categories \(they are declared in .+: .+\)$/],
      [BLOG_1, 'body', /links to "\/no-such-page#top", which is not a page of the site/],
      [BLOG_1, 'body', /image "blog\/no-such-photo\.jpg" does not exist/, badPhotoLine],
      [BLOG_1, 'body', /^raw HTML \(<img>\) is not published: write the photo as/, htmlImgLine],
      [BLOG_1, 'body', /^unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/, tokenLine],
      [BLOG_2, 'id', new RegExp(`^duplicate blog post id ${BLOG_1_ID} \\(also used in content/${BLOG_1}\\)$`)],
      [BLOG_2, 'category', new RegExp(`did you mean "${CATEGORY}"\\?`)],
      [BLOG_2, 'image', /^image "blog\/no-such-image\.jpg" does not exist in content\/images\/$/],
      [BLOG_2, 'excerpt', /placeholder text .* must be replaced before publishing/],
      [TOUR, 'stops', /^a public tour needs it/],
      [TOUR, 'body', /^image "tours\/from-my-phone\.heic": HEIC photos cannot be published/, heicLine],
      ['faqs.json', 'tours.0.answer (line 3 of the text)', /^raw HTML \(<script>\) is not published/],
      ['pages/home.json', 'title', /did you mean \{fiveStarPercent\}\?/],
      ['site.json', 'colors.accent', /^#ffffff on #ffb38a \(the buttons' white text on it\) has a contrast of/],
      ['site.json', 'colors.accent', /^#ffb38a on #fffaf3 \(links under the pointer\)/],
      ['site.json', 'colors.accent', /^#ffb38a on #f3ebdf \(links under the pointer on the shaded sections\)/],
      ['menus.json', 'footer.lists.0.items.0.href', notAPage],
      ['pages/blog.json', 'categories.1.slug', /^duplicate category address /],
      ['redirects.json', 'redirects.0.to', /"\/no-such-page" is not a page of the site/],
      ['labels.json', 'tourPage.faqHeading', /^unknown fact token \{tuor\}; did you mean \{tour\}\?.*hold \{tour\}/],
      ['labels.json', 'blog.readMore', /^unknown fact token \{tour\}/],
      ['labels.json', 'tourPage.contactLine', notAPage],
      ['pages/about.md', '', /^its address \/about is already a page of the site/],
    ]);
    assertIssues(loadError(site.content), expected);
  });

  let unreadable: TempSite;
  it('files it cannot read: JSON and YAML mistakes by line, a file that is not Markdown, names that are no address', () => {
    unreadable = siteWith([
      ['site.json', (s) => s.replace(/,(\s*)"tagline"/, '$1"tagline"')],
      [BLOG_1, (s) => s.replace(/^title: (.*)$/m, 'title: [unclosed $1')],
      ['blog/notes.txt', () => 'ideas'],
      ['tours/Harbour Cats.md', () => source(TOUR)],
      ['pages/Cancellation Policy.md', () => mdPage('Cancellation Policy')],
    ]);
    const name = (what: string) => new RegExp(`lower-case words joined by hyphens, e\\.g\\. ${what}\\.md`);
    assertIssues(
      loadError(unreadable.content),
      problems([
        ['site.json', '', /^is not valid JSON: .+ \(column \d+\)$/, /./],
        [BLOG_1, '', /^front matter is not valid YAML: /, /./],
        ['blog/notes.txt', '', /only Markdown files ending in \.md/],
        ['tours/Harbour Cats.md', '', name('greenwich-village')],
        ['pages/Cancellation Policy.md', '', name('cancellation-policy')],
      ]),
    );
  });

  it("the build CLI exits 1 with the loader's list alone, naming the folder it left alone as typed, in full outside", () => {
    const stopped = `Build stopped: ${loadError(unreadable.content).message}\n`;
    // --out outside the working folder (in full), inside it (relative), and the default.
    for (const [args, shown] of [
      [['--out', outDir], outDir],
      [['--out', 'out/site'], 'out/site'],
      [[], 'dist'],
    ] as const) {
      const run = cli(unreadable, ...args);
      assert.deepEqual([run.status, run.stderr], [1, `${stopped}${shown}/ was left as it was.\n`]);
    }
    assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
    assert.ok(!existsSync(path.join(unreadable.root, 'out')), 'a failed build made its output folder');
  });
});

describe('the real content', () => {
  const c = loadSiteContent(path.join(ROOT, 'content'));
  // Unique post ids and photos that exist: the loader's checks, proven refused above.
  it('loads without a problem, one tour per tour file in its order, posts newest first', () => {
    const tourDrafts = c.drafts.filter((f) => f.startsWith('content/tours/'));
    assert.equal(c.tours.length, mdFiles('tours').length - tourDrafts.length);
    for (const t of c.tours) assert.equal(t.href, `/tours/${t.slug}`);
    for (let i = 1; i < c.tours.length; i++) assert.ok(c.tours[i - 1].order <= c.tours[i].order, 'tours in order');
    assert.ok(c.blog.length > 0, 'there are blog posts');
    for (let i = 1; i < c.blog.length; i++) assert.ok(c.blog[i - 1].date >= c.blog[i].date, 'posts are newest first');
  });

  it("fills every fact token: no {token} is left in what pages show, only a label's own slots", () => {
    const { site, tours, blog, pages, faqs, press, team, testimonials, labels } = c;
    const leftovers: string[] = [];
    eachString({ site, tours, blog, pages, faqs, press, team, testimonials }, (v, at) => {
      // {month} is filled in the visitor's browser.
      if (/\{[A-Za-z]+(:[a-z0-9-]+)?\}/.test(v.replaceAll('{month}', ''))) leftovers.push(`${at.join('.')}: ${v}`);
    });
    eachString(labels, (words, [group, field]) => {
      for (const [, name] of words.matchAll(/\{([A-Za-z]+)\}/g))
        if (!labelSlots(group, field).includes(name as never)) leftovers.push(`${group}.${field}: {${name}}`);
    });
    assert.deepEqual(leftovers, []);
  });

  it("gives labels left out their original words, and notes copy that spells out the company's name", () => {
    const defaults = labelsFileSchema.parse({});
    const { aboutHeading: _, ...tourPage } = defaults.tourPage;
    const { blog: _blog, ...rest } = defaults;
    // A label left out, a group left out: the schema's defaults.
    assert.deepEqual(labelsFileSchema.parse({ ...rest, tourPage }), defaults);
    const { name } = JSON.parse(source('site.json')) as { name: string };
    const spelledOut = (s: string) => s.replace(/"title": "[^"]*"/, `"title": "All about ${name}"`);
    const missing = siteWith([['pages/about.json', spelledOut]]);
    if (existsSync(path.join(missing.content, 'labels.json'))) missing.delete('labels.json');
    const edited = loadSiteContent(missing.content);
    // The whole file left out: every label's original words, filled as the loader fills them from the file written out.
    missing.write('labels.json', JSON.stringify(defaults));
    assert.deepEqual(edited.labels, loadSiteContent(missing.content).labels);
    // Copy that spells out the company's name is a note: the site still loads.
    const notes = edited.nameNotes.map((n) => `${n.file} ${n.path}`);
    assert.deepEqual(notes, ['content/pages/about.json title']);
  });
});
