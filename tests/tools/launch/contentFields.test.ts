import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readContent } from '../../../tools/launch/contentFields.ts';
import { folder } from '../../helpers/folder.ts';

describe('content fields', () => {
  it('reads JSON and Markdown files in every folder to dotted paths, but nothing under images/', () => {
    const dir = folder({
      'images/README.md': 'Placeholder artwork at https://example.com',
      'images/blog/notes.json': { a: 1 },
      'site.json': { a: { b: [1, { c: 'x' }] }, d: null },
      'tours/a.md': '---\ntitle: A\nstops:\n  - name: B\n---\nBody\n',
      'notes.txt': 'not content',
    });
    const { files, unreadable } = readContent(dir);
    assert.deepEqual(unreadable, []);
    assert.deepEqual(
      files.map((f) => f.name),
      ['site.json', 'tours/a.md'],
    );
    const [site, tour] = files;
    assert.deepEqual(site!.fields.concat(tour!.fields), [
      { path: 'a.b.0', value: 1 },
      { path: 'a.b.1.c', value: 'x' },
      { path: 'd', value: null },
      { path: 'title', value: 'A' },
      { path: 'stops.0.name', value: 'B' },
    ]);
    assert.equal(tour!.body?.text.trim(), 'Body');
    assert.equal(
      tour!.body!.offset + tour!.body!.text.split('\n').indexOf('Body') + 1,
      6,
      'body lines map to file lines',
    );
  });
});
