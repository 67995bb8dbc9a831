/**
 * The content loader accepts the real content and rejects broken content
 * with one ContentError naming every problem as `file: field.path: message`;
 * a build on broken content leaves the previous site untouched, and the CLI
 * says why and exits non-zero.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/content/load/loader.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { ROOT } from '../helpers/site.ts';
import type { Labels } from '../../src/content/shapes.ts';
import { labelsFileSchema, labelSlots } from '../../src/content/schema/labels.ts';
import { hashTree, jsonEdit as json, tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { assertIssues, loadError, mdFiles, publicTour, type Problem } from '../fixtures/brokenContent.ts';
import { eachString } from '../../src/content/load/walk.ts';
import { categorySlug } from '../../src/lib/blogPages.ts';

// The files to break are picked from the content as it is, so renaming a post does not break the fixtures.
const [BLOG_1, BLOG_2] = mdFiles('blog');
const TOUR = publicTour();
const TOUR_TEXT = readFileSync(path.join(ROOT, 'content', TOUR), 'utf8');
const BLOG_1_ID = /^id:\s*(\d+)\s*$/m.exec(readFileSync(path.join(ROOT, 'content', BLOG_1), 'utf8'))![1];

type Edit = [file: string, change: (text: string) => string];
/** A problem: its file under content/, its field, its message, and the line it names in its file (/./ for any). */
type Expected = [file: string, path: string, message: RegExp, line?: number | RegExp];

/** Front-matter field replaced whole, so the edit fails loudly if the fixture drifts from the content. */
const field = (name: string, value: string) => (s: string) =>
  s.replace(new RegExp(`^${name}:.*(\\n  .*)*$`, 'm'), `${name}: ${value}`);
/** A line added to the front matter, just before its closing fence. */
const addField = (line: string) => (s: string) => s.replace(/\n---\n/, `\n${line}\n---\n`);
/** Text added at the end of a Markdown body, and the file line it lands on. */
const appendBody = (file: string, text: string): [Edit, number] => {
  const before = readFileSync(path.join(ROOT, 'content', file), 'utf8').replace(/\n*$/, '\n');
  return [[file, () => `${before}\n${text}\n`], before.split('\n').length + 1];
};

/** content/labels.json written whole (every label it leaves out keeps its default), so a case holds whatever it says. */
const labels = (words: object): Edit[] => [['labels.json', () => JSON.stringify(words)]];
/** A page written in Markdown. */
const mdPage = (
  title: string,
  body = 'Plans change.\n\n## If we cancel\n\nWe refund you in full. [Ask us](/contact).\n',
) => `---\ntitle: "${title}"\ndescription: "How cancelling works."\n---\n${body}`;

/** A list emptied: its section would show a heading over nothing. */
const emptied = (file: string, at: string, message: RegExp) => {
  const keys = at.split('.');
  const empty = json((d) => {
    keys.slice(0, -1).reduce((o, k) => o[k], d)[keys[keys.length - 1]] = [];
  });
  return {
    name: `an empty ${at} in ${file}, saying why it needs an item`,
    edits: [[file, empty]] as Edit[],
    expected: [[file, at, message]] as Expected[],
  };
};

const perPersonAsText: Edit = ['site.json', (s) => s.replace(/"perPerson":\s*\d+/, '"perPerson": "forty"')];
const unknownCategory: Edit = [BLOG_1, field('category', '"Cat Gossip"')];
const redirectNowhere: Edit = ['redirects.json', (s) => s.replace(/"to":\s*"[^"]*"/, '"to": "/no-such-page"')];
const missingImage: Edit = [BLOG_2, field('image', '"blog/no-such-image.jpg"')];

const expectPerPerson: Expected = ['site.json', 'prices.perPerson', /must be a number/];
const expectCategory: Expected = [
  BLOG_1,
  'category',
  /^"Cat Gossip" is not one of the blog's categories \(they are declared in content\/pages\/blog\.json: .+\)$/,
];
// A near miss of a declared category, picked from the content as it is.
const CATEGORY = (
  JSON.parse(readFileSync(path.join(ROOT, 'content', 'pages', 'blog.json'), 'utf8')) as {
    categories: { name: string }[];
  }
).categories[0].name;
const expectRedirect: Expected = ['redirects.json', 'redirects.0.to', /"\/no-such-page" is not a page of the site/];
const expectImage: Expected = [BLOG_2, 'image', /image "blog\/no-such-image\.jpg" does not exist/];

const [badPhotoEdit, badPhotoLine] = appendBody(BLOG_1, '![A cat](blog/no-such-photo.jpg)');
const [tokenEdit, tokenLine] = appendBody(BLOG_1, 'Tickets cost {perPersn}.');
const [upperEdit, upperLine] = appendBody(BLOG_1, '![A cat on deck](blog/Upper.JPG)');
const [heicEdit, heicLine] = appendBody(TOUR, '![A cat on a stoop](tours/from-my-phone.heic)');
const [gifEdit, gifLine] = appendBody(BLOG_2, 'See ![a cat](blog/cat.gif) here.');
const [htmlImgEdit, htmlImgLine] = appendBody(BLOG_1, 'A cat: <img src="https://example.com/x.jpg" alt="x">');
const [iframeEdit, iframeLine] = appendBody(TOUR, '<iframe src="https://example.com/map"></iframe>');

/** `build`: the case is also built, which must stop with the same problems and leave the earlier site alone. */
const cases: { name: string; edits: Edit[]; expected: Expected[]; build?: true }[] = [
  {
    name: 'a blog post without its required title',
    edits: [[BLOG_1, (s) => s.replace(/^title:.*\n/m, '')]],
    expected: [[BLOG_1, 'title', /^is required but missing$/]],
  },
  { name: 'a blog category outside the list', edits: [unknownCategory], expected: [expectCategory] },
  {
    name: 'a misspelt blog category, with the category it most likely means',
    edits: [[BLOG_1, field('category', JSON.stringify(CATEGORY.slice(0, -1)))]],
    expected: [[BLOG_1, 'category', new RegExp(`did you mean "${CATEGORY}"\\?`)]],
  },
  {
    name: 'a brand colour too light for the white text on its buttons, with the ratio',
    edits: [['site.json', json((d) => Object.assign(d.colors, { accent: '#ffb38a' }))]],
    expected: [
      [
        'site.json',
        'colors.accent',
        /^#ffffff on #ffb38a \(the buttons' white text on it\) has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1/,
      ],
      ['site.json', 'colors.accent', /^#ffb38a on #fffaf3 \(links under the pointer\)/],
      ['site.json', 'colors.accent', /^#ffb38a on #f3ebdf \(links under the pointer on the shaded sections\)/],
    ],
  },
  {
    name: 'a menu entry linking to a page that does not exist',
    edits: [['menus.json', json((d) => Object.assign(d.footer.lists[0].items[0], { href: '/no-such-page' }))]],
    expected: [
      ['menus.json', 'footer.lists.0.items.0.href', /links to "\/no-such-page", which is not a page of the site/],
    ],
  },
  {
    name: 'a menu entry with both an address and a site.json link',
    edits: [['menus.json', json((d) => Object.assign(d.header.items[0], { siteLink: 'giftCardsUrl' }))]],
    expected: [['menus.json', 'header.items.0.href', /either an href or a siteLink/]],
  },
  {
    name: 'two blog categories with the same address',
    edits: [
      ['pages/blog.json', json(({ categories: [a, b] }) => Object.assign(b, { slug: a.slug ?? categorySlug(a.name) }))],
    ],
    expected: [['pages/blog.json', 'categories.1.slug', /^duplicate category address /]],
  },
  {
    name: 'two blog posts with the same id',
    edits: [[BLOG_2, field('id', BLOG_1_ID)]],
    expected: [[BLOG_2, 'id', new RegExp(`duplicate blog post id ${BLOG_1_ID} \\(also used in content/${BLOG_1}\\)`)]],
  },
  {
    name: 'a booking item id that is not a number (tour itemId "abc")',
    edits: [[TOUR, field('itemId', '"abc"')]],
    expected: [[TOUR, 'itemId', /must be a number/]],
  },
  { name: 'a redirect to a route that does not exist', edits: [redirectNowhere], expected: [expectRedirect] },
  {
    name: 'a Markdown link in a blog body to a page that does not exist',
    edits: [[BLOG_1, (s) => `${s}\nSee [the old page](/no-such-page#top) as well.\n`]],
    expected: [[BLOG_1, 'body', /links to "\/no-such-page#top", which is not a page of the site/]],
  },
  { name: 'an image file that does not exist', edits: [missingImage], expected: [expectImage] },
  {
    name: 'a JSON file with a syntax error (named by line and column)',
    edits: [['site.json', (s) => s.replace(/,(\s*)"tagline"/, '$1"tagline"')]],
    expected: [['site.json', '', /^is not valid JSON: .+ \(column \d+\)$/, /./]],
  },
  {
    name: 'front matter that is not valid YAML (named by line)',
    edits: [[BLOG_1, (s) => s.replace(/^title: (.*)$/m, 'title: [unclosed $1')]],
    expected: [[BLOG_1, '', /^front matter is not valid YAML: /, /./]],
  },
  {
    name: 'a misspelt key in a tour (featurd), with the key it most likely means',
    edits: [[TOUR, addField('featurd: true')]],
    expected: [[TOUR, 'featurd', /^unknown key, did you mean "featured"\?$/]],
  },
  {
    name: "a misspelt key inside a page's copy file",
    edits: [
      ['pages/about.json', (s) => s.replace('"sections": {', '"sections": {\n    "bookCtaa": { "heading": "x" },')],
    ],
    expected: [['pages/about.json', 'sections.bookCtaa', /^unknown key, did you mean "bookCta"\?$/]],
  },
  {
    name: 'an impossible calendar date (2024-02-31)',
    edits: [[BLOG_1, field('date', '2024-02-31')]],
    expected: [[BLOG_1, 'date', /^is not a real calendar day$/]],
  },
  {
    name: 'a post updated before it was published',
    edits: [[BLOG_1, addField('updated: 1999-12-31')]],
    expected: [[BLOG_1, 'updated', /^must not be before the publication day \(date\)$/]],
  },
  {
    name: 'a time zone that does not exist',
    edits: [['site.json', json((d) => Object.assign(d, { timeZone: 'America/Gotham' }))]],
    expected: [['site.json', 'timeZone', /^must be a time zone name such as "America\/New_York"$/]],
  },
  {
    name: 'a HEIC photo, with what to convert it to',
    edits: [[BLOG_1, field('image', 'blog/from-my-phone.heic')]],
    expected: [[BLOG_1, 'image', /HEIC.*convert .*JPEG/]],
  },
  {
    name: 'a photo in a post body that does not exist (named by its line)',
    edits: [badPhotoEdit],
    expected: [[BLOG_1, 'body', /image "blog\/no-such-photo\.jpg" does not exist/, badPhotoLine]],
  },
  {
    name: 'Markdown photos breaking the file-name rules (upper case, HEIC, GIF), by file and line',
    edits: [upperEdit, heicEdit, gifEdit],
    // Each rule's words are tests/content/markdown.test.ts's.
    expected: [
      [BLOG_1, 'body', /^image "blog\/Upper\.JPG": file names under content\/images\/ are lower case/, upperLine],
      [TOUR, 'body', /^image "tours\/from-my-phone\.heic": HEIC photos cannot be published/, heicLine],
      [BLOG_2, 'body', /^image "blog\/cat\.gif": must be a file under content\/images\//, gifLine],
    ],
  },
  {
    name: 'raw HTML in Markdown (post, tour, FAQ answer), which is never published, by file and line',
    edits: [
      htmlImgEdit,
      iframeEdit,
      ['faqs.json', json(({ tours: [q] }) => Object.assign(q, { answer: `${q.answer}\n\n<script>alert(1)</script>` }))],
    ],
    expected: [
      [BLOG_1, 'body', /^raw HTML \(<img>\) is not published: write the photo as/, htmlImgLine],
      [TOUR, 'body', /^raw HTML \(<iframe>\) is not published/, iframeLine],
      ['faqs.json', 'tours.0.answer (line 3 of the text)', /^raw HTML \(<script>\) is not published/],
    ],
  },
  {
    name: 'javascript: addresses in link fields',
    edits: [
      [
        'site.json',
        json((d) => {
          d.giftCardsUrl = 'javascript:alert(1)';
          d.social.url = 'javascript:alert(1)';
        }),
      ],
    ],
    expected: ['giftCardsUrl', 'social.url'].map(
      (at): Expected => ['site.json', at, /^must be an https:\/\/ or mailto: address$/],
    ),
  },
  {
    name: 'a misspelt fact token in a body, with the token it most likely means',
    edits: [tokenEdit],
    expected: [[BLOG_1, 'body', /^unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/, tokenLine]],
  },
  {
    name: 'a misspelt fact token in page copy',
    edits: [['pages/home.json', (s) => s.replace('"title": "', '"title": "{fiveStarPercnt} ')]],
    expected: [['pages/home.json', 'title', /did you mean \{fiveStarPercent\}\?/]],
  },
  {
    name: 'a file that is not Markdown in the blog folder',
    edits: [['blog/notes.txt', () => 'ideas']],
    expected: [['blog/notes.txt', '', /only Markdown files ending in \.md/]],
  },
  {
    name: 'placeholder text left in a post (TODO:)',
    edits: [[BLOG_1, field('excerpt', '"TODO: write the excerpt"')]],
    expected: [[BLOG_1, 'excerpt', /placeholder text .* must be replaced before publishing/]],
  },
  {
    name: 'a public tour without the stops its page lists',
    edits: [[TOUR, (s) => s.replace(/^stops:\n( {2}- [\s\S]*?\n)(?=[a-zA-Z])/m, '')]],
    expected: [[TOUR, 'stops', /a public tour needs it/]],
  },
  emptied('press.json', 'articles', /needs at least one article/),
  emptied('press.json', 'reels', /needs at least one reel/),
  emptied('gallery.json', 'fans', /needs at least one photo/),
  emptied('pages/tours.json', 'sections.trust.items', /needs at least one card/),
  emptied('pages/home.json', 'hero.trustBadges', /add one, or leave trustBadges out/),
  {
    name: 'a misspelt slot in a label, with the slot it most likely means',
    edits: labels({ tourPage: { faqHeading: '{tuor} Tour FAQ' } }),
    expected: [
      [
        'labels.json',
        'tourPage.faqHeading',
        /^unknown fact token \{tuor\}; did you mean \{tour\}\?.*this label can also hold \{tour\}/,
      ],
    ],
  },
  {
    name: "a slot in a label that does not hold it (a tour's name in the blog's link)",
    edits: labels({ blog: { readMore: 'Read about {tour}' } }),
    expected: [['labels.json', 'blog.readMore', /^unknown fact token \{tour\}/]],
  },
  {
    name: 'a misspelt key in labels.json, with the key it most likely means',
    edits: labels({ tourPage: { aboutHeadin: 'About the walk' } }),
    expected: [['labels.json', 'tourPage.aboutHeadin', /^unknown key, did you mean "aboutHeading"\?$/]],
  },
  {
    name: "a label's link to a page that does not exist",
    edits: labels({ tourPage: { contactLine: 'Questions? [Ask us](/no-such-page).' } }),
    expected: [['labels.json', 'tourPage.contactLine', /links to "\/no-such-page", which is not a page of the site/]],
  },
  {
    name: 'a one-line Markdown label written in two paragraphs',
    edits: labels({ tourPage: { contactLine: 'Questions?\n\n[Ask us](/contact).' } }),
    expected: [['labels.json', 'tourPage.contactLine', /^must be one paragraph/]],
  },
  // Analytics: a wrong id shape stops the build naming the field, for each provider.
  ...(
    [
      [
        'a GA4 measurement id of the old Universal Analytics shape',
        { provider: 'ga4', measurementId: 'UA-12345-1' },
        'analytics.measurementId',
        /^must be a GA4 measurement id/,
      ],
      [
        'a Cloudflare Web Analytics token cut short',
        { provider: 'cloudflare', token: '0123abcd' },
        'analytics.token',
        /^must be the 32-character token/,
      ],
      [
        'a Plausible domain written as an address',
        { provider: 'plausible', domain: 'https://example.com/' },
        'analytics.domain',
        /^must be the site's domain/,
      ],
      [
        'a self-hosted Plausible script that is not https',
        { provider: 'plausible', domain: 'example.com', scriptUrl: 'http://stats.example.com/js/script.js' },
        'analytics.scriptUrl',
        /^must be the https:\/\/ address of a Plausible script/,
      ],
      [
        'an analytics provider the site does not know',
        { provider: 'matomo' },
        'analytics.provider',
        /^must name a provider: "none", "plausible", "cloudflare" or "ga4"$/,
      ],
    ] as const
  ).map(([name, analytics, at, message]) => ({
    name,
    edits: [['site.json', json((d) => Object.assign(d, { analytics }))]] as Edit[],
    expected: [['site.json', at, message]] as Expected[],
  })),
  {
    name: 'a slug line in a tour file, saying the file name is the address',
    edits: [['tours/harbour-cats.md', () => addField('slug: harbour-cats')(TOUR_TEXT)]],
    expected: [['tours/harbour-cats.md', 'slug', /address is its file name/]],
  },
  {
    name: 'a tour file whose name is not an address, saying how to name it',
    edits: [['tours/Harbour Cats.md', () => TOUR_TEXT]],
    expected: [['tours/Harbour Cats.md', '', /lower-case words joined by hyphens, e\.g\. greenwich-village\.md/]],
  },
  {
    name: "a Markdown page whose address is already one of the site's pages",
    edits: [['pages/about.md', () => mdPage('About us')]],
    expected: [['pages/about.md', '', /^its address \/about is already a page of the site/]],
  },
  {
    name: "a link in a Markdown page's text to a page that does not exist",
    edits: [
      ['pages/cancellation-policy.md', () => mdPage('Cancellation Policy', 'See [the old rules](/no-such-page).\n')],
    ],
    expected: [['pages/cancellation-policy.md', 'body', /links to "\/no-such-page", which is not a page of the site/]],
  },
  {
    name: 'a Markdown page file whose name is not an address, saying how to name it',
    edits: [['pages/Cancellation Policy.md', () => mdPage('Cancellation Policy')]],
    expected: [
      ['pages/Cancellation Policy.md', '', /lower-case words joined by hyphens, e\.g\. cancellation-policy\.md/],
    ],
  },
  {
    name: 'several problems in several files, all reported in one error',
    edits: [perPersonAsText, unknownCategory, redirectNowhere, missingImage],
    expected: [expectPerPerson, expectCategory, expectRedirect, expectImage],
    build: true,
  },
];

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

/** The expected problems as the loader names them. */
const problems = (expected: Expected[]): Problem[] =>
  expected.map(([file, path, message, line]) => ({ file: `content/${file}`, path, message, line }));

describe('the real content', () => {
  it('loads without a problem, one tour per tour file in its order, posts newest first', () => {
    const c = loadSiteContent(path.join(ROOT, 'content'));
    assert.equal(
      c.tours.length,
      mdFiles('tours').length - c.drafts.filter((f) => f.startsWith('content/tours/')).length,
    );
    for (const t of c.tours) assert.equal(t.href, `/tours/${t.slug}`);
    for (let i = 1; i < c.tours.length; i++)
      assert.ok(c.tours[i - 1].order <= c.tours[i].order, 'tours are in their order');
    assert.ok(c.blog.length > 0, 'there are blog posts');
    assert.equal(new Set(c.blog.map((b) => b.id)).size, c.blog.length, 'blog ids are unique');
    for (let i = 1; i < c.blog.length; i++) assert.ok(c.blog[i - 1].date >= c.blog[i].date, 'posts are newest first');
    assert.ok(c.images.size > 0);
    for (const src of c.images) assert.ok(existsSync(path.join(ROOT, 'content', 'images', src)), `${src} exists`);
  });

  it('fills every fact token: no {token} is left in what pages show', () => {
    const { site, tours, blog, pages, faqs, press, team, testimonials } = loadSiteContent(path.join(ROOT, 'content'));
    const leftovers: string[] = [];
    eachString({ site, tours, blog, pages, faqs, press, team, testimonials }, (v, at) => {
      // {month} is filled in the visitor's browser.
      if (/\{[A-Za-z]+(:[a-z0-9-]+)?\}/.test(v.replaceAll('{month}', '')))
        leftovers.push(`${at.join('.')}: ${v.slice(0, 80)}`);
    });
    assert.deepEqual(leftovers, []);
  });
});

describe('broken content', () => {
  let outDir: string;
  let builtHash: string;
  /** `npm run build` in a copy of the project, as an editor runs it. */
  const cli = (site: TempSite, ...args: string[]) =>
    spawnSync(process.execPath, [path.join('bin', 'build.mjs'), '--quiet', ...args], {
      cwd: site.root,
      encoding: 'utf8',
      timeout: 60_000,
    });

  before(async () => {
    // A real, complete earlier build that every failed build must leave alone.
    const good = siteWith([]);
    outDir = path.join(good.root, 'earlier');
    await good.build(outDir);
    assert.ok(existsSync(path.join(outDir, 'index.html')));
    builtHash = hashTree(outDir);
  });

  for (const c of cases) {
    // Each case: every problem named by file and field. The build stops on the loader's error whatever it is: one case
    // proves it stops with the same problems and leaves the earlier site byte for byte (and the CLI's tests below).
    it(`rejects ${c.name}`, async () => {
      const site = siteWith(c.edits);
      assertIssues(loadError(site.content), problems(c.expected));
      if (!c.build) return;
      await assert.rejects(site.build(outDir), (e: unknown) => {
        assert.ok(e instanceof ContentError);
        assertIssues(e, problems(c.expected));
        return true;
      });
      assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
    });
  }

  it('the build CLI on broken content exits 1, lists every problem, leaves the earlier site alone', () => {
    const site = siteWith([perPersonAsText, unknownCategory]);
    const run = cli(site, '--out', outDir);
    assert.equal(run.status, 1, `exit code ${run.status}; stderr:\n${run.stderr}`);
    assert.match(run.stderr, /^Build stopped: Content has 2 problems:/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    // The loader's list, each problem by file:line (the lines are tests/content/positions.test.ts's).
    assert.ok(run.stderr.includes(loadError(site.content).message), run.stderr);
    // The folder named is the one --out gave (outside the working folder: in full), not dist/.
    assert.ok(run.stderr.includes(`\n${outDir}/ was left as it was.`), run.stderr);
    assert.ok(!run.stderr.includes('dist/'), run.stderr);
    assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
  });

  it('the build CLI names the output folder it left alone relative to the working folder when inside it', () => {
    const site = siteWith([perPersonAsText]);
    assert.match(cli(site, '--out', path.join('out', 'site')).stderr, /\nout\/site\/ was left as it was\.\n?$/);
    assert.match(cli(site).stderr, /\ndist\/ was left as it was\.\n?$/);
    assert.ok(!existsSync(path.join(site.root, 'out')), 'a failed build made its output folder');
  });
});

describe('the words of the layout (content/labels.json)', () => {
  /** A site whose labels.json is `text`, or has none (undefined). */
  const withLabels = (text: string | undefined) => {
    const site = siteWith([]);
    if (text !== undefined) site.write('labels.json', text);
    else if (existsSync(path.join(site.content, 'labels.json'))) site.delete('labels.json');
    return loadSiteContent(site.content).labels;
  };
  const defaults = labelsFileSchema.parse({});

  it('gives a label left out, a group left out, or the whole file left out its original words', () => {
    // Every label written out with the schema's defaults: what leaving them out must give.
    const full = withLabels(JSON.stringify(defaults));
    const { aboutHeading: _, ...tourPage } = defaults.tourPage;
    const { blog: _blog, ...rest } = defaults;
    const partial = withLabels(JSON.stringify({ ...rest, tourPage }));
    assert.equal(partial.tourPage.aboutHeading, defaults.tourPage.aboutHeading);
    assert.deepEqual(partial, full);
    assert.deepEqual(withLabels(undefined), full);
  });

  it("fills the fact tokens of every label, leaving only the label's own slots for the page", () => {
    const { labels } = loadSiteContent(path.join(ROOT, 'content'));
    const left: string[] = [];
    for (const [group, fields] of Object.entries(labels) as [keyof Labels, Record<string, string> | string][]) {
      if (typeof fields !== 'object') continue;
      for (const [field, words] of Object.entries(fields)) {
        for (const [, name] of words.matchAll(/\{([A-Za-z]+)\}/g))
          if (!labelSlots(group, field).includes(name as never)) left.push(`${group}.${field}: {${name}}`);
      }
    }
    assert.deepEqual(left, []);
  });
});
