import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formFor,
  frontMatterFromFile,
  frontMatterToFile,
  inFormOrder,
  jsonToFile,
  type FieldOrder,
} from '../../src/client/admin/formats.ts';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { jsonFieldLines } from '../../src/content/problems/lines.ts';
import { CONTENT } from '../helpers/site.ts';
import { siteCollections } from '../fixtures/cmsConfig.ts';

/** The collections, their fields read as the CMS's script reads a form's order. */
const collections = siteCollections() as {
  folder?: string;
  fields?: FieldOrder[];
  files?: { file: string; fields: FieldOrder[] }[];
}[];
const inContent = (rel: string) => path.join(CONTENT, rel.replace(/^content\//, ''));

describe('what the CMS writes, the build reads', () => {
  for (const c of collections.filter((x) => x.folder)) {
    it(`every file of ${c.folder}, written as the CMS writes it, keeps every field, its body and each field's line`, () => {
      for (const f of readdirSync(inContent(c.folder!)).filter((n) => n.endsWith('.md'))) {
        const text = readFileSync(path.join(inContent(c.folder!), f), 'utf8');
        const before = parseFrontMatter(text).file!;
        const written = frontMatterToFile(frontMatterFromFile(text), c.fields!);
        const after = parseFrontMatter(written).file!;
        assert.deepEqual(after.data, before.data, f);
        assert.equal(after.body, before.body, f);
        for (const key of Object.keys(after.data)) assert.ok(after.lines[key], `${f}: ${key} has its line`);
        const again = frontMatterToFile(frontMatterFromFile(written), c.fields!);
        assert.equal(again, written, `${f}: saved again unchanged, it stays as it is`);
      }
    });
  }

  // Saved again unchanged, a file the CMS wrote stays byte for byte (a hand-written one may change in format on its first save).
  it("every JSON file, written as the CMS writes it, keeps every field and each field's line", () => {
    const files = collections.flatMap((c) => c.files ?? []);
    const forms = files.map((f) => f.fields);
    for (const f of files) {
      const data = JSON.parse(readFileSync(inContent(f.file), 'utf8')) as Record<string, unknown>;
      assert.equal(formFor(data, forms), f.fields, `${f.file} is written in its own form's order`);
      const written = jsonToFile(data, f.fields);
      assert.deepEqual(JSON.parse(written), data, f.file);
      const lines = jsonFieldLines(written);
      for (const key of Object.keys(data)) assert.ok(lines[key], `${f.file}: ${key} has its line`);
      assert.equal(jsonToFile(JSON.parse(written), f.fields), written, `${f.file}: saved again unchanged, it stays`);
    }
  });

  it("keys are written in the form's order at every depth; keys no field names keep their place after them", () => {
    const form: FieldOrder[] = [{ name: 'a' }, { name: 'list', fields: [{ name: 'x' }, { name: 'y' }] }];
    const out = inFormOrder({ extra: 1, list: [{ y: 1, x: 2 }], a: 3 }, form);
    assert.equal(JSON.stringify(out), '{"a":3,"list":[{"x":2,"y":1}],"extra":1}');
  });
});
