import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchCheck } from '../../../tools/launch/check.ts';
import { findingLine } from '../../../tools/launch/check.ts';
import { TEMPLATE_GUIDES } from '../../../tools/launch/templateValues.ts';
import { folder } from '../../helpers/folder.ts';

/** A content folder holding only `files` (its images/ holds no photo). */
const content = (files: Record<string, unknown>) => folder({ 'images/.hidden': '', ...files });
const lines = (dir: string) => launchCheck(dir, new Set()).findings.map(findingLine);

describe('launchCheck', () => {
  it('lists a field once, for the first rule it breaks', () => {
    const dir = content({
      'site.json': { url: 'https://www.whiskerwalks.nyc' },
      'pages/x.json': { note: 'Whisker Walks NYC at https://example.com' },
    });
    assert.deepEqual(lines(dir), [
      'content/pages/x.json: note: an example address: "https://example.com"',
      'content/site.json: url: still the template\'s placeholder "https://www.whiskerwalks.nyc"',
    ]);
  });

  it('a line naming a guide stands for the rest of the entry, and a post by one for the whole file', () => {
    const [guide] = TEMPLATE_GUIDES;
    const dir = content({
      'team.json': {
        members: [
          { name: guide, bio: 'Founder of Whisker Walks NYC', link: 'https://example.com/me' },
          { name: 'Ada Harbor', bio: 'Loves Whisker Walks' },
        ],
      },
      'blog/01-a.md': `---\nauthor: ${guide}\ntitle: Whisker Walks\n---\nWrite to hello@example.com\n`,
    });
    assert.deepEqual(lines(dir), [
      `content/blog/01-a.md: author: a post of the template, by its invented guide "${guide}"`,
      `content/team.json: members.0: the template's invented guide "${guide}"`,
      'content/team.json: members.1.bio: spells out the template\'s name "Whisker Walks"',
    ]);
  });

  it("never lists an input's example text, and names a body's lines by their line in the file", () => {
    const dir = content({
      'pages/contact.json': { fields: { email: { label: 'E-mail', placeholder: 'you@example.com' } } },
      'pages/about.md': '---\ntitle: About\n---\n\nFirst paragraph.\n\nMail us at info@example.com.\n',
    });
    assert.deepEqual(lines(dir), ['content/pages/about.md: line 7: an example address: "info@example.com"']);
  });

  it('names every file it cannot read, and still checks the others', () => {
    const dir = content({
      'faqs.json': '{ "items": [',
      'tours/a.md': '---\ntitle: [unclosed\n---\n',
      'site.json': { email: 'a@example.com' },
    });
    const { findings, unreadable } = launchCheck(dir, new Set());
    assert.deepEqual(
      unreadable.map((u) => u.name),
      ['faqs.json', 'tours/a.md'],
    );
    assert.match(unreadable[0]!.message, /^not valid JSON/);
    assert.match(unreadable[1]!.message, /^line \d+: front matter is not valid YAML/);
    assert.deepEqual(findings.map(findingLine), ['content/site.json: email: an example address: "a@example.com"']);
  });
});
