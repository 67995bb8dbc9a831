/**
 * Saving an entry unchanged in the CMS changes no file once the CMS has written it: its writer (keys in the form's
 * order, JSON indented by two spaces, front matter as the yaml package writes it) gives back, byte for byte, what
 * it wrote. A file an editor wrote by hand may differ in format only on its first save (tests/client/formats.test.ts
 * proves every field, body and line number survive that); `npm run new` already writes this format
 * (tests/tools/new.test.ts). The browser test (tests/e2e/cms.test.ts) saves some entries through the forms; this
 * proves it for every file, whatever the content holds.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formFor,
  frontMatterFromFile,
  frontMatterToFile,
  jsonToFile,
  type FieldOrder,
} from '../../../src/client/admin/formats.ts';
import { cmsConfig } from '../../../src/pipeline/admin/config.ts';
import { jsonContentSchemas } from '../../../src/content/jsonSchemas.ts';
import { CONTENT, content } from '../../helpers/site.ts';

type Collection = {
  label: string;
  folder?: string;
  fields?: FieldOrder[];
  files?: { file: string; fields: FieldOrder[] }[];
};
const inContent = (rel: string) => path.join(CONTENT, rel.replace(/^content\//, ''));
const jsonFiles = new Map(
  jsonContentSchemas().map((s) => [s.file, JSON.parse(readFileSync(inContent(s.file), 'utf8')) as unknown]),
);
const { collections } = cmsConfig({ content: content(), jsonFiles, contentFolder: 'content' }) as {
  collections: Collection[];
};

const jsonForms = collections.flatMap((c) => (c.files ?? []).map((f) => f.fields));

const save = (text: string, fields: FieldOrder[] | undefined) =>
  fields
    ? frontMatterToFile(frontMatterFromFile(text), fields)
    : jsonToFile(JSON.parse(text), formFor(JSON.parse(text), jsonForms));

describe('every file of content/, once saved by the CMS, is saved again unchanged byte for byte', () => {
  for (const c of collections) {
    it(`${c.label}: each file written by the CMS comes back the same when saved again`, () => {
      const files = [
        ...(c.folder
          ? readdirSync(inContent(c.folder))
              .filter((n) => n.endsWith('.md'))
              .map((f) => ({
                name: f,
                text: readFileSync(path.join(inContent(c.folder!), f), 'utf8'),
                fields: c.fields,
              }))
          : []),
        // The form the CMS picks for the data, as src/client/admin/main.ts does.
        ...(c.files ?? []).map((f) => ({
          name: f.file,
          text: readFileSync(inContent(f.file), 'utf8'),
          fields: undefined,
        })),
      ];
      const changed = files.filter(({ text, fields }) => {
        const once = save(text, fields);
        return save(once, fields) !== once;
      });
      assert.deepEqual(
        changed.map((f) => f.name),
        [],
      );
    });
  }
});
