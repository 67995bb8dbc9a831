/** npm run launch-check: each placeholder left, by file and field, and its exit codes; planted in copies of content/. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as launch from '../../tools/launch/check.ts';
import { TEMPLATE_DOMAIN, TEMPLATE_FIELDS, TEMPLATE_GUIDES } from '../../tools/launch/templateValues.ts';
import * as values from '../../tools/launch/values.ts';
import { ROOT } from '../../dev/root.ts';
import { companyPhoto, locatedPhoto, makeItTheCompanys, templateImage } from '../fixtures/companySite.ts';
import { tempSite } from '../fixtures/tempSite.ts';
import { folder } from '../helpers/folder.ts';

const [GUIDE] = TEMPLATE_GUIDES;

describe('what the launch check lists in a text', () => {
  it('addresses on domains reserved for examples, on the template’s domain, at its accounts or saying placeholder', () => {
    const examples =
      'https://example.com/tours hello@example.org www.example.net https://shop.example/cart http://api.test/x';
    for (const text of [...examples.split(' '), 'a@b.invalid', 'See http://dev.localhost:8080.'])
      assert.match(launch.addressProblem(text) ?? '', /^an example address: "/, text);
    const quoted: [string, string][] = [
      // The whole address, even inside a Markdown link or a sentence.
      ['Write to [us](mailto:team@example.com), thanks.', 'an example address: "mailto:team@example.com"'],
      [
        `Visit https://www.${TEMPLATE_DOMAIN}/tours.`,
        `on the template's domain: "https://www.${TEMPLATE_DOMAIN}/tours"`,
      ],
      [
        'https://fareharbor.com/whiskerwalksnyc/gift-cards/',
        'at the template\'s account "whiskerwalksnyc": "https://fareharbor.com/whiskerwalksnyc/gift-cards/"',
      ],
      ['https://forms.gle/petition-placeholder', 'a placeholder address: "https://forms.gle/petition-placeholder"'],
    ];
    for (const [text, why] of quoted) assert.equal(launch.addressProblem(text), why, text);
  });

  it('the template’s name however copy spells it, quoted as written, and its guides by their full names', () => {
    const listed: [string, string, string][] = [
      ['About Whisker Walks NYC', 'name', 'spells out the template\'s name "Whisker Walks NYC"'],
      ['Give the Gift of a Whisker Walk', 'name', 'spells out the template\'s name "Whisker Walk"'],
      ['the whisker\nwalks newsletter', 'name', 'spells out the template\'s name "whisker walks"'],
      [`Ask ${TEMPLATE_GUIDES[1]} about groups.`, 'stories', `mentions the template's guide "${TEMPLATE_GUIDES[1]}"`],
    ];
    for (const [text, group, why] of listed) assert.deepEqual(launch.mentionProblem(text), { group, why }, text);
  });

  it("not the company's own addresses, other sites, tokens, or copy about whiskers, walks and placeholders", () => {
    const own =
      'https://www.harborcatwalks.com|team@harborcatwalks.com|https://www.npr.org/|/tours#book-now|gallery/tour-01.jpg';
    const copy =
      'Two example tours.|The form shows a placeholder until it loads.|About {name}|Join the {shortName} list';
    for (const text of `${own}|${copy}|A cat with long whiskers walks the stoop`.split('|'))
      assert.equal(launch.addressProblem(text) ?? launch.mentionProblem(text), undefined, text);
  });
});

describe('what the launch check lists in a field', () => {
  /** A file and a field path that a pattern of the record stands for: "*" one name or index, "**" any number. */
  const concrete = (pattern: string, sep: string) =>
    pattern
      .split(sep)
      .map((p) => (p === '**' ? 'any' : p.replace(/\*/g, 'x0')))
      .join(sep);
  const findingAt = (name: string, at: string, value: string | number) =>
    values.templateValueFinding({ name, fields: [{ path: at, value }] }, { path: at, value });

  for (const rule of TEMPLATE_FIELDS.filter((r) => r.values?.length)) {
    it(`${rule.file} ${rule.field}: listed with the template's value, not with another`, () => {
      const [name, at] = [concrete(rule.file, '/'), concrete(rule.field, '.')];
      for (const value of rule.values!) {
        const found = findingAt(name, at, value);
        assert.deepEqual([found?.group, found?.file], [rule.group, `content/${name}`], `${at} = ${value}`);
        assert.ok(found!.why.startsWith(rule.entry ? `${rule.entry.what} ` : "still the template's placeholder "));
      }
      assert.equal(
        findingAt(name, at, typeof rule.values![0] === 'number' ? 4031977 : 'harbor-cat-walks-own'),
        undefined,
      );
    });
  }

  it('a pattern\'s "*" stands for one name or index, "**" for any number of them', () => {
    assert.ok(!values.patternRegExp('tours/*.md', '/').test('tours/old/greenwich-village.md'));
    assert.ok(!values.patternRegExp('videos.*.id', '.').test('videos.home.poster.id'));
    for (const p of ['quote', 'carousel.0.quote', 'a.b.c.quote'])
      assert.ok(values.patternRegExp('**.quote', '.').test(p), p);
    assert.ok(!values.patternRegExp('**.quote', '.').test('misquote'));
    assert.ok(values.patternRegExp('**', '/').test('pages/home.json'));
  });

  it("a quote by its words' values.fingerprint, however its lines are wrapped", () => {
    const words = 'A quote the template shipped, for the test.';
    assert.equal(values.fingerprint(words), values.fingerprint(`  ${words.replace(/ /g, '\n  ')}  `));
    assert.notEqual(values.fingerprint(words), values.fingerprint(words.replace('test', 'site')));
  });

  it('an id or key that looks made up, and any other value calling itself a placeholder (not a photo or address)', () => {
    assert.equal(
      findingAt('site.json', 'emailjs.templateId', 'template_EXAMPLE')?.why,
      'looks like a placeholder: "template_EXAMPLE"',
    );
    assert.equal(findingAt('tours/a.md', 'itemId', 123456)?.why, 'looks like a placeholder: 123456');
    const made = 'PUBLIC_KEY_PLACEHOLDER your_key changeme xxx XXXXXX example-id TODO 1234567'.split(' ');
    for (const v of [...made, 12345, 9999]) assert.ok(values.looksLikePlaceholder(v), String(v));
    for (const v of ['pk_live_8fJ2a', 'service_harbor', 562637, 0, 'template_contact', null, true])
      assert.ok(!values.looksLikePlaceholder(v), String(v));
    const at = (value: string) =>
      values.placeholderValueFinding({ name: 'pages/x.json', fields: [] }, { path: 'embed.id', value })?.why;
    assert.equal(at('EMBED_PLACEHOLDER'), 'looks like a placeholder: "EMBED_PLACEHOLDER"');
    for (const v of ['press/logo-placeholder.png', 'https://forms.gle/placeholder', 'A placeholder sentence'])
      assert.equal(at(v), undefined, v);
  });
});

describe('launchCheck over a content folder', () => {
  it('lists each field once, a whole entry once, artwork by its bytes with the fields showing it, photos with a GPS position, and names unreadable files', async () => {
    const dir = folder({
      // Placeholders under their own name and another, the company's photo, a located one, what is never read.
      'images/brand/logo-mark.png': templateImage(),
      'images/tours/new-tour.png': templateImage(),
      'images/team/own.jpg': await companyPhoto('own.jpg'),
      'images/gallery/located.jpg': await locatedPhoto(),
      'images/.hidden': '',
      'images/README.md': 'Placeholder artwork at https://example.com',
      'notes.txt': 'https://example.com',
      'site.json': { url: `https://www.${TEMPLATE_DOMAIN}`, logo: { src: 'brand/logo-mark.png' } },
      'pages/x.json': {
        note: 'Whisker Walks NYC at https://example.com',
        sections: [{ body: 'Hello\n\n![Our mark](brand/logo-mark.png)' }],
      },
      'pages/contact.json': { fields: { email: { label: 'E-mail', placeholder: 'you@example.com' } } },
      'pages/about.md': '---\ntitle: About\n---\n\nFirst paragraph.\n\nMail us at info@example.com.\n',
      'team.json': {
        members: [
          { name: GUIDE, bio: 'Founder of Whisker Walks NYC', link: 'https://example.com/me' },
          { name: 'Ada Harbor', bio: 'Loves Whisker Walks' },
        ],
      },
      'blog/01-a.md': `---\nauthor: ${GUIDE}\ntitle: Whisker Walks\nimage: brand/logo-mark.png\n---\nhello@example.com\n\n![M](brand/logo-mark.png "C")\n`,
      'faqs.json': '{ "items": [',
      'tours/a.md': '---\ntitle: [unclosed\n---\n',
    });
    const { findings, unreadable } = await launch.launchCheck(dir);
    assert.deepEqual(findings.map(launch.findingLine), [
      'content/images/brand/logo-mark.png: placeholder artwork (shown by content/blog/01-a.md: image, line 8; content/pages/x.json: sections.0.body; content/site.json: logo.src)',
      'content/images/tours/new-tour.png: placeholder artwork',
      'content/images/gallery/located.jpg: records where it was taken (a GPS position)',
      // The first rule a field breaks; an input's example text never; a body's line by its line in the file.
      `content/blog/01-a.md: author: a post of the template, by its invented guide "${GUIDE}"`,
      'content/pages/about.md: line 7: an example address: "info@example.com"',
      'content/pages/x.json: note: an example address: "https://example.com"',
      `content/site.json: url: still the template's placeholder "https://www.${TEMPLATE_DOMAIN}"`,
      `content/team.json: members.0: the template's invented guide "${GUIDE}"`,
      'content/team.json: members.1.bio: spells out the template\'s name "Whisker Walks"',
    ]);
    const unreadableNames = unreadable.map((u) => u.name);
    assert.deepEqual(unreadableNames, ['faqs.json', 'tours/a.md']);
    assert.match(unreadable[0]!.message, /^not valid JSON/);
    assert.match(unreadable[1]!.message, /^line \d+: front matter is not valid YAML/);
  });

  it('reports an unreadable file with exit code 2, never saying nothing is left, and nothing left with 0', () => {
    assert.deepEqual(launch.report({ findings: [], unreadable: [{ name: 'faqs.json', message: 'not valid JSON' }] }), {
      text: 'Files that could not be checked (1):\n  content/faqs.json: not valid JSON\n\n1 file could not be read: fix it (npm run build says how), then run npm run launch-check again.',
      exitCode: launch.EXIT.unreadable,
    });
    assert.deepEqual(launch.report({ findings: [], unreadable: [] }), {
      text: "Nothing left: content/ holds none of the template's placeholders.",
      exitCode: launch.EXIT.done,
    });
  });
});

describe('npm run launch-check', () => {
  const site = tempSite('launch-check-', { writableImages: true });
  after(() => site.remove());

  // Every photo replaced under its own name: a company's photo where the template's artwork was is not listed.
  // Photos, made-up keys and a guide's post, found as in any folder, are the tests' above; here a real site's fields.
  it("finds nothing once the site is the company's, then lists planted placeholders under their headings and exits 1", async () => {
    await makeItTheCompanys(site);
    assert.deepEqual(await launch.launchCheck(site.content), { findings: [], unreadable: [] });
    const siteJson = JSON.parse(readFileSync(path.join(site.content, 'site.json'), 'utf8'));
    site.write('site.json', JSON.stringify({ ...siteJson, email: 'info@example.com' }, null, 2));
    // A tour file copied to start a new tour, keeping a borrowed FareHarbor item.
    const borrowed = TEMPLATE_FIELDS.find((f) => f.field === 'itemId')!.values![0];
    const tour = readdirSync(path.join(site.content, 'tours')).find((n) => n.endsWith('.md'))!;
    const text = readFileSync(path.join(site.content, 'tours', tour), 'utf8').replace(/^itemId:.*\n/m, '');
    site.write('tours/launch-copy.md', text.replace(/^---\r?\n/, `---\nitemId: ${borrowed}\n`));
    // The name spelled out in a post's front matter.
    site.write('blog/98-launch-name.md', '---\ntitle: "A Walk with Whisker Walks NYC"\n---\nFirst.\n');

    // The repository's privacy page, with whatever of the template's words it still holds (none, once the company's).
    const privacyPage = readFileSync(path.join(ROOT, 'content', 'pages', 'privacy.json'), 'utf8');
    site.write('pages/privacy.json', privacyPage);
    const privacyLines = (await launch.launchCheck(site.content)).findings.filter((f) => f.group === 'privacy');
    const args = ['--import', 'tsx', path.join(ROOT, 'tools', 'launch', 'main.ts'), '--content', site.content];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT });
    assert.deepEqual([run.status, run.stderr], [launch.EXIT.left, '']);
    // The whole output: each group found, in order, its heading saying what to do, its lines and a blank line; then
    // what is left, counted.
    const listed: Record<string, string[]> = {
      name: ['content/blog/98-launch-name.md: title: spells out the template\'s name "Whisker Walks NYC"'],
      addresses: ['content/site.json: email: an example address: "info@example.com"'],
      keys: [`content/tours/launch-copy.md: itemId: still the template's placeholder ${borrowed}`],
      privacy: privacyLines.map(launch.findingLine),
    };
    const groups = Object.entries(launch.GROUPS).flatMap(([k, g]) =>
      listed[k]?.length ? [{ ...g, lines: listed[k] }] : [],
    );
    const counts = groups.map((g) => `${g.lines.length} ${g.counted}`).join(', ');
    const total = groups.reduce((n, g) => n + g.lines.length, 0);
    assert.deepEqual(run.stdout.split('\n'), [
      ...groups.flatMap((g) => [`${g.title} (${g.lines.length}): ${g.todo}.`, ...g.lines.map((l) => `  ${l}`), '']),
      `${total} things left to fix in content/ (${counts}): fix them, then run npm run launch-check again.`,
      '',
    ]);
  });
});
