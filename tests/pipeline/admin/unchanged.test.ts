/**
 * Saving an entry unchanged in the CMS changes no file: every file of content/
 * an editor edits is already written exactly as the CMS writes it (its keys in
 * the form's order, JSON indented by two spaces, front matter as the yaml
 * package writes it). The browser test (tests/e2e/cms.test.ts) saves some
 * entries through the forms; this proves it for every file.
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

describe('every file of content/ is in the format the CMS writes', () => {
  for (const c of collections) {
    it(`${c.label}: each file, saved unchanged, is written back byte for byte`, () => {
      const changed: string[] = [];
      if (c.folder) {
        for (const f of readdirSync(inContent(c.folder)).filter((n) => n.endsWith('.md'))) {
          const text = readFileSync(path.join(inContent(c.folder), f), 'utf8');
          if (frontMatterToFile(frontMatterFromFile(text), c.fields!) !== text) changed.push(f);
        }
      }
      for (const f of c.files ?? []) {
        const text = readFileSync(inContent(f.file), 'utf8');
        // The form the CMS picks for the data, as src/client/admin/main.ts does.
        const data = JSON.parse(text) as unknown;
        if (jsonToFile(data, formFor(data, jsonForms)) !== text) changed.push(f.file);
      }
      assert.deepEqual(changed, []);
    });
  }
});
