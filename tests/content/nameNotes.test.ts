/**
 * Copy that spells out the company's name instead of {name} is named in a
 * note (file and field), so the next rename stays one edit; guests' quotes
 * and press clippings keep their words and are not named.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spelledOutNames } from '../../src/content/problems/notes.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { tempSite } from '../fixtures/tempSite.ts';

const names = ['Harbour Cat Walks Ltd', 'Harbour Cat Walks'];

describe('copy that spells out the company name', () => {
  it('is named by file and field, the longer name first when both match', () => {
    const notes = spelledOutNames(
      'content/pages/home.json',
      { sections: { intro: { heading: 'Why Harbour Cat Walks Ltd?', body: 'Walk with {name}.' } } },
      names,
    );
    assert.deepEqual(
      notes.map((n) => [n.file, n.path]),
      [['content/pages/home.json', 'sections.intro.heading']],
    );
    assert.match(notes[0].message, /"Harbour Cat Walks Ltd": write \{name\} or \{shortName\}/);
  });

  it("leaves a press article's title and quote alone, but not its description", () => {
    const notes = spelledOutNames(
      'content/press.json',
      {
        articles: [
          {
            title: 'Harbour Cat Walks reviewed',
            quote: 'Harbour Cat Walks is fun',
            description: 'Harbour Cat Walks on TV',
          },
        ],
      },
      names,
    );
    assert.deepEqual(
      notes.map((n) => n.path),
      ['articles.0.description'],
    );
  });

  it('is found by the loader in a page file, which still loads', () => {
    const site = tempSite();
    try {
      const { name } = JSON.parse(readFileSync(path.join(site.content, 'site.json'), 'utf8')) as { name: string };
      site.edit('pages/about.json', (s) => s.replace(/"title": "[^"]*"/, `"title": "All about ${name}"`));
      const c = loadSiteContent(site.content);
      assert.deepEqual(
        c.nameNotes.map((n) => [n.file, n.path]),
        [['content/pages/about.json', 'title']],
      );
    } finally {
      site.remove();
    }
  });
});
