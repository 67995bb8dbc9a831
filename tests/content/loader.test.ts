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
import { ContentError, formatIssue, type ContentIssue } from '../../src/content/loader.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { build } from '../../build.ts';
import { ROOT, parseCache } from '../helpers/site.ts';
import { labelsFileSchema, labelSlots, type Labels } from '../../src/content/schema.ts';
import { hashTree, tempSite, type TempSite } from '../fixtures/tempSite.ts';
import { eachString } from '../../src/content/walk.ts';

// The files to break are picked from the content as it is, so renaming a post does not break the fixtures.
const mdFiles = (dir: string) =>
  readdirSync(path.join(ROOT, 'content', dir))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `${dir}/${f}`);
const [BLOG_1, BLOG_2] = mdFiles('blog');
// A public tour: its file carries every field a tour page shows.
const TOUR = mdFiles('tours').find((f) =>
  /^kind: public\s*$/m.test(readFileSync(path.join(ROOT, 'content', f), 'utf8')),
)!;
const TOUR_TEXT = readFileSync(path.join(ROOT, 'content', TOUR), 'utf8');
const BLOG_1_ID = /^id:\s*(\d+)\s*$/m.exec(readFileSync(path.join(ROOT, 'content', BLOG_1), 'utf8'))![1];

type Edit = [file: string, change: (text: string) => string];
interface Expected {
  file: string;
  path: string | RegExp;
  message: RegExp;
  /** The line the problem names in its file; /./ for any. */
  line?: number | RegExp;
}

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

/** A page written in Markdown. */
const mdPage = (
  title: string,
  body = 'Plans change.\n\n## If we cancel\n\nWe refund you in full. [Ask us](/contact).\n',
) => `---\ntitle: "${title}"\ndescription: "How cancelling works."\n---\n${body}`;

/** A JSON file changed as data, written back as an editor would save it. */
const json = (change: (data: Record<string, any>) => void) => (s: string) => {
  const data = JSON.parse(s);
  change(data);
  return JSON.stringify(data, null, 2) + '\n';
};
/** A list emptied: its section would show a heading over nothing. */
const emptied = (
  file: string,
  at: string[],
  message: RegExp,
): { name: string; edits: Edit[]; expected: Expected[] } => ({
  name: `an empty ${at.join('.')} in ${file}, saying why it needs an item`,
  edits: [
    [
      file,
      json((d) =>
        Object.assign(
          at.slice(0, -1).reduce((o, k) => o[k], d),
          { [at[at.length - 1]]: [] },
        ),
      ),
    ],
  ],
  expected: [{ file: `content/${file}`, path: at.join('.'), message }],
});

const perPersonAsText: Edit = ['site.json', (s) => s.replace(/"perPerson":\s*\d+/, '"perPerson": "forty"')];
const unknownCategory: Edit = [BLOG_1, field('category', '"Cat Gossip"')];
const redirectNowhere: Edit = ['redirects.json', (s) => s.replace(/"to":\s*"[^"]*"/, '"to": "/no-such-page"')];
const missingImage: Edit = [BLOG_2, field('image', '"blog/no-such-image.jpg"')];

const expectPerPerson: Expected = { file: 'content/site.json', path: 'prices.perPerson', message: /must be a number/ };
const expectCategory: Expected = {
  file: `content/${BLOG_1}`,
  path: 'category',
  message: /^"Cat Gossip" is not one of the blog's categories \(they are declared in content\/pages\/blog\.json: .+\)$/,
};
// A near miss of a declared category, picked from the content as it is.
const CATEGORY = (
  JSON.parse(readFileSync(path.join(ROOT, 'content', 'pages', 'blog.json'), 'utf8')) as {
    categories: { name: string }[];
  }
).categories[0].name;
const expectRedirect: Expected = {
  file: 'content/redirects.json',
  path: 'redirects.0.to',
  message: /"\/no-such-page" is not a page of the site/,
};
const expectImage: Expected = {
  file: `content/${BLOG_2}`,
  path: 'image',
  message: /image "blog\/no-such-image\.jpg" does not exist/,
};

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
    expected: [{ file: `content/${BLOG_1}`, path: 'title', message: /^is required but missing$/ }],
  },
  {
    name: 'a price written as a word (site.prices.perPerson "forty")',
    edits: [perPersonAsText],
    expected: [expectPerPerson],
  },
  { name: 'a blog category outside the list', edits: [unknownCategory], expected: [expectCategory] },
  {
    name: 'a misspelt blog category, with the category it most likely means',
    edits: [[BLOG_1, field('category', JSON.stringify(CATEGORY.slice(0, -1)))]],
    expected: [{ file: `content/${BLOG_1}`, path: 'category', message: new RegExp(`did you mean "${CATEGORY}"\\?`) }],
  },
  {
    name: 'a brand colour too light for the white text on its buttons, with the ratio',
    edits: [['site.json', json((d) => Object.assign(d.colors, { accent: '#ffb38a' }))]],
    expected: [
      {
        file: 'content/site.json',
        path: 'colors.accent',
        message:
          /^#ffffff on #ffb38a \(the buttons' white text on it\) has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1/,
      },
      { file: 'content/site.json', path: 'colors.accent', message: /^#ffb38a on #fffaf3 \(links under the pointer\)/ },
      {
        file: 'content/site.json',
        path: 'colors.accent',
        message: /^#ffb38a on #f3ebdf \(links under the pointer on the shaded sections\)/,
      },
    ],
  },
  {
    name: 'a menu entry linking to a page that does not exist',
    edits: [['menus.json', json((d) => Object.assign(d.footer.lists[0].items[0], { href: '/no-such-page' }))]],
    expected: [
      {
        file: 'content/menus.json',
        path: 'footer.lists.0.items.0.href',
        message: /links to "\/no-such-page", which is not a page of the site/,
      },
    ],
  },
  {
    name: 'a menu entry with both an address and a site.json link',
    edits: [['menus.json', json((d) => Object.assign(d.header.items[0], { siteLink: 'giftCardsUrl' }))]],
    expected: [{ file: 'content/menus.json', path: 'header.items.0.href', message: /either an href or a siteLink/ }],
  },
  {
    name: 'two blog categories with the same address',
    edits: [
      [
        'pages/blog.json',
        json((d) =>
          Object.assign(d.categories[1], {
            slug: d.categories[0].slug ?? d.categories[0].name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          }),
        ),
      ],
    ],
    expected: [{ file: 'content/pages/blog.json', path: 'categories.1.slug', message: /^duplicate category address / }],
  },
  {
    name: 'two blog posts with the same id',
    edits: [[BLOG_2, field('id', BLOG_1_ID)]],
    expected: [
      {
        file: `content/${BLOG_2}`,
        path: 'id',
        message: new RegExp(`duplicate blog post id ${BLOG_1_ID} \\(also used in content/${BLOG_1}\\)`),
      },
    ],
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
    expected: [
      {
        file: `content/${BLOG_1}`,
        path: 'body',
        message: /links to "\/no-such-page#top", which is not a page of the site/,
      },
    ],
  },
  { name: 'an image file that does not exist', edits: [missingImage], expected: [expectImage] },
  {
    name: 'a JSON file with a syntax error (named by line and column)',
    edits: [['site.json', (s) => s.replace(/,(\s*)"tagline"/, '$1"tagline"')]],
    expected: [{ file: 'content/site.json', path: '', line: /./, message: /^is not valid JSON: .+ \(column \d+\)$/ }],
  },
  {
    name: 'front matter that is not valid YAML (named by line)',
    edits: [[BLOG_1, (s) => s.replace(/^title: (.*)$/m, 'title: [unclosed $1')]],
    expected: [{ file: `content/${BLOG_1}`, path: '', line: /./, message: /^front matter is not valid YAML: / }],
  },
  {
    name: 'a misspelt key in a tour (featurd), with the key it most likely means',
    edits: [[TOUR, addField('featurd: true')]],
    expected: [{ file: `content/${TOUR}`, path: 'featurd', message: /^unknown key, did you mean "featured"\?$/ }],
  },
  {
    name: "a misspelt key inside a page's copy file",
    edits: [
      ['pages/about.json', (s) => s.replace('"sections": {', '"sections": {\n    "bookCtaa": { "heading": "x" },')],
    ],
    expected: [
      {
        file: 'content/pages/about.json',
        path: 'sections.bookCtaa',
        message: /^unknown key, did you mean "bookCta"\?$/,
      },
    ],
  },
  {
    name: 'an impossible calendar date (2024-02-31)',
    edits: [[BLOG_1, field('date', '2024-02-31')]],
    expected: [{ file: `content/${BLOG_1}`, path: 'date', message: /^is not a real calendar day$/ }],
  },
  {
    name: 'a post updated before it was published',
    edits: [[BLOG_1, addField('updated: 1999-12-31')]],
    expected: [
      { file: `content/${BLOG_1}`, path: 'updated', message: /^must not be before the publication day \(date\)$/ },
    ],
  },
  {
    name: 'a time zone that does not exist',
    edits: [['site.json', json((d) => Object.assign(d, { timeZone: 'America/Gotham' }))]],
    expected: [
      {
        file: 'content/site.json',
        path: 'timeZone',
        message: /^must be a time zone name such as "America\/New_York"$/,
      },
    ],
  },
  {
    name: 'a HEIC photo, with what to convert it to',
    edits: [[BLOG_1, field('image', 'blog/from-my-phone.heic')]],
    expected: [{ file: `content/${BLOG_1}`, path: 'image', message: /HEIC.*convert .*JPEG/ }],
  },
  {
    name: 'a photo in a post body that does not exist (named by its line)',
    edits: [badPhotoEdit],
    expected: [
      {
        file: `content/${BLOG_1}`,
        path: 'body',
        line: badPhotoLine,
        message: /image "blog\/no-such-photo\.jpg" does not exist/,
      },
    ],
  },
  {
    name: 'Markdown photos breaking the file-name rules (upper case, HEIC, GIF), by file and line',
    edits: [upperEdit, heicEdit, gifEdit],
    expected: [
      {
        file: `content/${BLOG_1}`,
        path: 'body',
        line: upperLine,
        message:
          /^image "blog\/Upper\.JPG": file names under content\/images\/ are lower case: rename the file to "blog\/upper\.jpg"/,
      },
      {
        file: `content/${TOUR}`,
        path: 'body',
        line: heicLine,
        message:
          /^image "tours\/from-my-phone\.heic": HEIC photos cannot be published: export or convert the photo to JPEG/,
      },
      {
        file: `content/${BLOG_2}`,
        path: 'body',
        line: gifLine,
        message: /^image "blog\/cat\.gif": must be a file under content\/images\/ .*\(JPEG, PNG, WebP or AVIF\)/,
      },
    ],
  },
  {
    name: 'raw HTML in Markdown (post, tour, FAQ answer), which is never published, by file and line',
    edits: [
      htmlImgEdit,
      iframeEdit,
      [
        'faqs.json',
        json((d) => Object.assign(d.tours[0], { answer: `${d.tours[0].answer}\n\n<script>alert(1)</script>` })),
      ],
    ],
    expected: [
      {
        file: `content/${BLOG_1}`,
        path: 'body',
        line: htmlImgLine,
        message: /^raw HTML \(<img>\) is not published: write the photo as !\[What it shows\]\(blog\/photo\.jpg\)/,
      },
      { file: `content/${TOUR}`, path: 'body', line: iframeLine, message: /^raw HTML \(<iframe>\) is not published/ },
      {
        file: 'content/faqs.json',
        path: 'tours.0.answer (line 3 of the text)',
        message: /^raw HTML \(<script>\) is not published/,
      },
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
    expected: ['giftCardsUrl', 'social.url'].map((at) => ({
      file: 'content/site.json',
      path: at,
      message: /^must be an https:\/\/ or mailto: address$/,
    })),
  },
  {
    name: 'a misspelt fact token in a body, with the token it most likely means',
    edits: [tokenEdit],
    expected: [
      {
        file: `content/${BLOG_1}`,
        path: 'body',
        line: tokenLine,
        message: /^unknown fact token \{perPersn\}; did you mean \{perPerson\}\?/,
      },
    ],
  },
  {
    name: 'a misspelt fact token in page copy',
    edits: [['pages/home.json', (s) => s.replace('"title": "', '"title": "{fiveStarPercnt} ')]],
    expected: [{ file: 'content/pages/home.json', path: 'title', message: /did you mean \{fiveStarPercent\}\?/ }],
  },
  {
    name: 'a file that is not Markdown in the blog folder',
    edits: [['blog/notes.txt', () => 'ideas']],
    expected: [{ file: 'content/blog/notes.txt', path: '', message: /only Markdown files ending in \.md/ }],
  },
  {
    name: 'placeholder text left in a post (TODO:)',
    edits: [[BLOG_1, field('excerpt', '"TODO: write the excerpt"')]],
    expected: [
      { file: `content/${BLOG_1}`, path: 'excerpt', message: /placeholder text .* must be replaced before publishing/ },
    ],
  },
  {
    name: 'a public tour without the stops its page lists',
    edits: [[TOUR, (s) => s.replace(/^stops:\n( {2}- [\s\S]*?\n)(?=[a-zA-Z])/m, '')]],
    expected: [{ file: `content/${TOUR}`, path: 'stops', message: /a public tour needs it/ }],
  },
  emptied('press.json', ['articles'], /needs at least one article/),
  emptied('press.json', ['reels'], /needs at least one reel/),
  emptied('gallery.json', ['fans'], /needs at least one photo/),
  emptied('pages/tours.json', ['sections', 'trust', 'items'], /needs at least one card/),
  emptied('pages/home.json', ['hero', 'trustBadges'], /add one, or leave trustBadges out/),
  // Tours show gallery photos by id: the misspelt key must not also read as "no gallery image" lines there.
  {
    name: 'a misspelt key in a gallery photo, reported there alone',
    edits: [
      [
        'gallery.json',
        json(({ tour: [photo] }) => {
          photo.alte = photo.alt;
          delete photo.alt;
        }),
      ],
    ],
    expected: [
      { file: 'content/gallery.json', path: 'tour.0.alte', message: /^unknown key, did you mean "alt"\?$/ },
      { file: 'content/gallery.json', path: 'tour.0.alt', message: /^is required but missing$/ },
    ],
  },
  // content/labels.json is written whole (every label it leaves out keeps its default), so the case holds whatever it says.
  {
    name: 'a misspelt slot in a label, with the slot it most likely means',
    edits: [['labels.json', () => JSON.stringify({ tourPage: { faqHeading: '{tuor} Tour FAQ' } })]],
    expected: [
      {
        file: 'content/labels.json',
        path: 'tourPage.faqHeading',
        message: /^unknown fact token \{tuor\}; did you mean \{tour\}\?.*this label can also hold \{tour\}/,
      },
    ],
  },
  {
    name: "a slot in a label that does not hold it (a tour's name in the blog's link)",
    edits: [['labels.json', () => JSON.stringify({ blog: { readMore: 'Read about {tour}' } })]],
    expected: [{ file: 'content/labels.json', path: 'blog.readMore', message: /^unknown fact token \{tour\}/ }],
  },
  {
    name: 'a misspelt key in labels.json, with the key it most likely means',
    edits: [['labels.json', () => JSON.stringify({ tourPage: { aboutHeadin: 'About the walk' } })]],
    expected: [
      {
        file: 'content/labels.json',
        path: 'tourPage.aboutHeadin',
        message: /^unknown key, did you mean "aboutHeading"\?$/,
      },
    ],
  },
  {
    name: "a label's link to a page that does not exist",
    edits: [
      ['labels.json', () => JSON.stringify({ tourPage: { contactLine: 'Questions? [Ask us](/no-such-page).' } })],
    ],
    expected: [
      {
        file: 'content/labels.json',
        path: 'tourPage.contactLine',
        message: /links to "\/no-such-page", which is not a page of the site/,
      },
    ],
  },
  {
    name: 'a one-line Markdown label written in two paragraphs',
    edits: [['labels.json', () => JSON.stringify({ tourPage: { contactLine: 'Questions?\n\n[Ask us](/contact).' } })]],
    expected: [{ file: 'content/labels.json', path: 'tourPage.contactLine', message: /^must be one paragraph/ }],
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
    expected: [{ file: 'content/site.json', path: at, message }],
  })),
  {
    name: 'a slug line in a tour file, saying the file name is the address',
    edits: [['tours/harbour-cats.md', () => addField('slug: harbour-cats')(TOUR_TEXT)]],
    expected: [{ file: 'content/tours/harbour-cats.md', path: 'slug', message: /address is its file name/ }],
  },
  {
    name: 'a tour file whose name is not an address, saying how to name it',
    edits: [['tours/Harbour Cats.md', () => TOUR_TEXT]],
    expected: [
      {
        file: 'content/tours/Harbour Cats.md',
        path: '',
        message: /lower-case words joined by hyphens, e\.g\. greenwich-village\.md/,
      },
    ],
  },
  {
    name: "a Markdown page whose address is already one of the site's pages",
    edits: [['pages/about.md', () => mdPage('About us')]],
    expected: [
      { file: 'content/pages/about.md', path: '', message: /^its address \/about is already a page of the site/ },
    ],
  },
  {
    name: 'a Markdown page file whose name is not an address, saying how to name it',
    edits: [['pages/Cancellation Policy.md', () => mdPage('Cancellation Policy')]],
    expected: [
      {
        file: 'content/pages/Cancellation Policy.md',
        path: '',
        message: /lower-case words joined by hyphens, e\.g\. cancellation-policy\.md/,
      },
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

function loadError(dir: string): ContentError {
  try {
    loadSiteContent(dir, { cache: parseCache() });
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
    const pathOk = (p: string) => (typeof want.path === 'string' ? p === want.path : want.path.test(p));
    const lineOk = (l: number | undefined) =>
      want.line === undefined ||
      (typeof want.line === 'number' ? l === want.line : l !== undefined && want.line.test(String(l)));
    const hit = error.issues.find(
      (i: ContentIssue) => i.file === want.file && pathOk(i.path) && want.message.test(i.message) && lineOk(i.line),
    );
    assert.ok(
      hit,
      `no issue ${want.file}${want.line ? `:${want.line}` : ''}: ${want.path}: ${want.message} in:\n${shown}`,
    );
    // The message the build prints carries the same line.
    assert.ok(error.message.includes(formatIssue(hit)), `the error message lacks "${formatIssue(hit)}"`);
  }
  assert.match(error.message, new RegExp(`^Content has ${expected.length} problems?:`));
}

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
  const cacheDir = path.join(ROOT, '.cache', 'images');
  let work: string;
  let outDir: string;
  let builtHash: string;

  before(async () => {
    // A real, complete earlier build that every failed build must leave alone.
    work = mkdtempSync(path.join(os.tmpdir(), 'he-out-'));
    outDir = path.join(work, 'site');
    const good = siteWith([]);
    await build({ root: good.root, outDir, cacheDir, quiet: true });
    assert.ok(existsSync(path.join(outDir, 'index.html')));
    builtHash = hashTree(outDir);
  });

  after(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const c of cases) {
    // Each case: every problem named by file and field. The build stops on the loader's error whatever it is: one case
    // proves it stops with the same problems and leaves the earlier site byte for byte (and the CLI's tests below).
    it(`rejects ${c.name}`, async () => {
      const site = siteWith(c.edits);
      assertIssues(loadError(site.content), c.expected);
      if (!c.build) return;
      await assert.rejects(build({ root: site.root, outDir, cacheDir, quiet: true }), (e: unknown) => {
        assert.ok(e instanceof ContentError);
        assertIssues(e, c.expected);
        return true;
      });
      assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
    });
  }

  it('the build CLI on broken content exits 1, lists every problem, leaves the earlier site alone', () => {
    const site = siteWith([perPersonAsText, unknownCategory]);
    const run = spawnSync(process.execPath, [path.join('bin', 'build.mjs'), '--quiet', '--out', outDir], {
      cwd: site.root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, `exit code ${run.status}; stderr:\n${run.stderr}`);
    assert.match(run.stderr, /^Build stopped: Content has 2 problems:/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    // Each problem names the line its field is on in the file as edited.
    const lineOf = (file: string, pattern: RegExp) =>
      readFileSync(path.join(site.content, file), 'utf8')
        .split('\n')
        .findIndex((l) => pattern.test(l)) + 1;
    assert.ok(
      run.stderr.includes(
        `content/site.json:${lineOf('site.json', /"perPerson"/)}: prices.perPerson: must be a number`,
      ),
      run.stderr,
    );
    assert.ok(
      run.stderr.includes(
        `content/${BLOG_1}:${lineOf(BLOG_1, /^category:/)}: category: "Cat Gossip" is not one of the blog's categories`,
      ),
      run.stderr,
    );
    // The folder named is the one --out gave (outside the working folder: in full), not dist/.
    assert.ok(run.stderr.includes(`\n${outDir}/ was left as it was.`), run.stderr);
    assert.ok(!run.stderr.includes('dist/'), run.stderr);
    assert.equal(hashTree(outDir), builtHash, 'the earlier build was changed');
  });

  it('the build CLI names the output folder it left alone relative to the working folder when inside it', () => {
    const site = siteWith([perPersonAsText]);
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [path.join('bin', 'build.mjs'), '--quiet', ...args], {
        cwd: site.root,
        encoding: 'utf8',
        timeout: 60_000,
      }).stderr;
    assert.match(cli('--out', path.join('out', 'site')), /\nout\/site\/ was left as it was\.\n?$/);
    assert.match(cli(), /\ndist\/ was left as it was\.\n?$/);
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
