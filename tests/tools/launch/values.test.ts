/**
 * Every field the template's record names is listed while it holds a value
 * the template ships, wherever the file is and whatever its neighbours hold;
 * a service id or key is also listed when it looks made up; a whole entry (a
 * guide, a post) is named once.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentFile, Field } from '../../../tools/launch/contentFields.ts';
import { TEMPLATE_FIELDS } from '../../../tools/launch/templateValues.ts';
import {
  fingerprint,
  looksLikePlaceholder,
  patternRegExp,
  placeholderValueFinding,
  templateValueFinding,
} from '../../../tools/launch/values.ts';

/** A file and a field path that a pattern of the record stands for. */
const concrete = (pattern: string, sep: string) =>
  pattern
    .split(sep)
    .map((p) => (p === '**' ? 'any' : p.replace(/\*/g, 'x0')))
    .join(sep);
/** What the checklist lists for one field of a file that holds only it. */
const findingAt = (name: string, at: string, value: Field['value']) =>
  templateValueFinding({ name, fields: [{ path: at, value }] } satisfies ContentFile, { path: at, value });

describe('patternRegExp', () => {
  it('"*" stands for one name or index, "**" for any number of them', () => {
    assert.ok(patternRegExp('tours/*.md', '/').test('tours/greenwich-village.md'));
    assert.ok(!patternRegExp('tours/*.md', '/').test('tours/old/greenwich-village.md'));
    assert.ok(patternRegExp('videos.*.id', '.').test('videos.home.id'));
    assert.ok(!patternRegExp('videos.*.id', '.').test('videos.home.poster.id'));
    for (const p of ['quote', 'carousel.0.quote', 'a.b.c.quote']) assert.ok(patternRegExp('**.quote', '.').test(p), p);
    assert.ok(!patternRegExp('**.quote', '.').test('misquote'));
    assert.ok(patternRegExp('**', '/').test('pages/home.json'));
  });
});

describe('templateValueFinding', () => {
  for (const rule of TEMPLATE_FIELDS.filter((r) => r.values?.length)) {
    it(`${rule.file} ${rule.field}: listed with the template's value, not with another`, () => {
      const name = concrete(rule.file, '/');
      const at = concrete(rule.field, '.');
      for (const value of rule.values!) {
        const found = findingAt(name, at, value);
        assert.ok(found, `${at} = ${value}`);
        assert.equal(found.group, rule.group);
        assert.equal(found.file, `content/${name}`);
        if (!rule.entry) assert.match(found.why, /^still the template's placeholder /);
        else assert.match(found.why, new RegExp(`^${rule.entry.what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
      }
      const own = typeof rule.values![0] === 'number' ? 4031977 : 'harbor-cat-walks-own';
      assert.equal(findingAt(name, at, own), undefined);
    });
  }

  it("fingerprint: a quote's words, however its lines are wrapped, and only those words", () => {
    const words = 'A quote the template shipped, for the test.';
    assert.equal(fingerprint(words), fingerprint(`  ${words.replace(/ /g, '\n  ')}  `));
    assert.notEqual(fingerprint(words), fingerprint(words.replace('test', 'site')));
  });

  it('names a whole entry once: an object by its path, a post by the field that shows it', () => {
    const guide = TEMPLATE_FIELDS.find((r) => r.entry?.covers === 'object' && r.file === 'team.json')!;
    const member = findingAt('team.json', 'members.2.name', guide.values![0]!);
    assert.deepEqual([member?.field, member?.covers], ['members.2', 'members.2']);
    const post = TEMPLATE_FIELDS.find((r) => r.entry?.covers === 'file')!;
    const byGuide = findingAt('blog/07-a.md', 'author', post.values![0]!);
    assert.deepEqual([byGuide?.field, byGuide?.covers], ['author', '']);
  });

  it('lists an id or key that looks made up, whatever its value', () => {
    const key = findingAt('site.json', 'emailjs.templateId', 'template_EXAMPLE');
    assert.equal(key?.why, 'looks like a placeholder: "template_EXAMPLE"');
    assert.equal(findingAt('tours/a.md', 'itemId', 123456)?.why, 'looks like a placeholder: 123456');
  });
});

describe('placeholder values', () => {
  it('looksLikePlaceholder: words and numbers placeholders are made of', () => {
    const placeholders = ['PUBLIC_KEY_PLACEHOLDER', 'your_key', 'changeme', 'xxx', 'XXXXXX', 'example-id', 'TODO'];
    for (const v of [...placeholders, 12345, '1234567', 9999]) assert.ok(looksLikePlaceholder(v), String(v));
    for (const v of ['pk_live_8fJ2a', 'service_harbor', 562637, 0, 'template_contact', null, true])
      assert.ok(!looksLikePlaceholder(v), String(v));
  });

  it('placeholderValueFinding: any other value calling itself a placeholder, but not a photo or an address', () => {
    const at = (value: string) =>
      placeholderValueFinding(
        { name: 'pages/x.json', fields: [{ path: 'embed.id', value }] },
        { path: 'embed.id', value },
      );
    assert.equal(at('EMBED_PLACEHOLDER')?.why, 'looks like a placeholder: "EMBED_PLACEHOLDER"');
    assert.equal(at('press/logo-placeholder.png'), undefined);
    assert.equal(at('https://forms.gle/placeholder'), undefined);
    assert.equal(at('A placeholder sentence'), undefined);
  });
});
