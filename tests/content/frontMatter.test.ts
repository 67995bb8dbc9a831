/** Front matter as the loader reads it: values as written, dates too; each mistake by line and column; body lines. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';

const file = (text: string) => {
  const { file, error } = parseFrontMatter(text);
  assert.equal(error, undefined);
  return file!;
};

describe('front matter', () => {
  it('keeps values as written, an impossible date too (2024-02-31 does not roll over), as YAML reads them', () => {
    const dates = { date: '2024-02-31', other: '2024-03-14' };
    assert.deepEqual(file('---\ndate: 2024-02-31\nother: 2024-03-14\n---\nBody').data, dates);
    const text = '---\nid: 12\ndraft: true\ntags: [a, b]\nstops:\n  - name: "Pier 1"\n    note: x\n---\n';
    const stops = [{ name: 'Pier 1', note: 'x' }];
    assert.deepEqual(file(text).data, { id: 12, draft: true, tags: ['a', 'b'], stops });
  });

  it('gives the body and how many file lines come before it, with Windows line ends too', () => {
    for (const eol of ['\n', '\r\n']) {
      const f = file(['---', 'title: A', 'id: 1', '---', 'First body line', 'second'].join(eol));
      assert.deepEqual([f.body, f.bodyOffset], [['First body line', 'second'].join(eol), 4]);
      assert.deepEqual(f.data, { title: 'A', id: 1 }, JSON.stringify(eol));
    }
  });

  it('names the file line of every field, list items and nested fields included', () => {
    const f = file('---\ntitle: A\nstops:\n  - name: One\n  - name: Two\n    note: x\n---\n');
    const lines = { title: 2, stops: 3, 'stops.0': 4, 'stops.0.name': 4, 'stops.1': 5, 'stops.1.name': 5 };
    assert.deepEqual(f.lines, { ...lines, 'stops.1.note': 6 });
  });

  it('reads a file without front matter as all body, and empty front matter as no fields', () => {
    const body = 'Just text.\n---\nmore';
    assert.deepEqual(file(body), { data: {}, body, bodyOffset: 0, lines: {} });
    assert.deepEqual(file('---\n---\nBody'), { data: {}, body: 'Body', bodyOffset: 2, lines: {} });
  });

  it('names each YAML mistake by its line and column, a value it would not read as written (a YAML tag) too', () => {
    const mistakes = {
      '---\ntitle: A\ntags: [a, b\nid: 3\n---\nBody':
        'line 4: Flow sequence in block collection must be sufficiently indented and end with a ] (column 1)',
      '---\nid: 1\ntitle: Cats: a history\n---\n':
        'line 3: Nested mappings are not allowed in compact mappings (column 8)',
      '---\ntitle: A\ntitle: B\n---\n': 'line 3: Map keys must be unique (column 1)',
      '---\ntitle: A\ndate: !!timestamp 2024-02-31\n---\n':
        'line 3: Unresolved tag: tag:yaml.org,2002:timestamp (column 7)',
    };
    for (const [text, want] of Object.entries(mistakes)) {
      const { path, message } = parseFrontMatter(text).error!;
      assert.equal(`${path}: ${message}`, want.replace(': ', ': front matter is not valid YAML: '));
    }
  });

  it('says so when front matter is not closed (rather than read the body as YAML), or in another language', () => {
    const unclosed = parseFrontMatter('---\ntitle: A\n\nThe body, with no closing line.\n').error!;
    assert.deepEqual(unclosed, { path: '', message: 'front matter is not closed: add a line "---" after it' });
    // gray-matter would run "---js" as JavaScript.
    const js = parseFrontMatter('---js\n{ title: (() => "x")() }\n---\n').error!;
    assert.deepEqual(js, { path: 'line 1', message: 'front matter must be YAML: remove "js" after the opening "---"' });
  });
});
