/**
 * The JSON Schemas editors get in VS Code: generated from the zod schemas, committed up to date, mapped in
 * .vscode/settings.json, every shipped JSON content file valid against its own, and refusing what the build refuses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { jsonContentSchemas, jsonSchemaText, vscodeSchemaSettings } from '../../src/content/load/collections.ts';
import { ROOT } from '../helpers/site.ts';
import { filesUnder } from '../../src/pipeline/filesUnder.ts';

const schemas = jsonContentSchemas();
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
// VS Code checks "format": "email" itself; here the zod-generated pattern beside it does the work.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

describe('JSON Schemas of the content files', () => {
  it('cover every JSON file in content/ (each page copy file included), mapped in .vscode/settings.json', () => {
    const files = new Set(schemas.map((s) => s.file));
    for (const f of filesUnder(path.join(ROOT, 'content')).filter((f) => f.endsWith('.json')))
      assert.ok(files.has(`content/${f}`), f);
    const settings = JSON.parse(read('.vscode/settings.json')) as { 'json.schemas': unknown };
    assert.deepEqual(settings['json.schemas'], vscodeSchemaSettings(schemas));
  });

  for (const s of schemas)
    it(`${s.schemaFile} matches the zod schema (else run npm run schemas), and ${s.file} is valid against it`, () => {
      assert.equal(read(s.schemaFile), jsonSchemaText(s.schema, s.file));
      const validate = ajv.compile(JSON.parse(read(s.schemaFile)));
      assert.ok(validate(JSON.parse(read(s.file))), ajv.errorsText(validate.errors));
    });

  it("flags a misspelt key and a wrong type, as the build does, and shows each field's documentation", () => {
    const site = JSON.parse(read('schemas/site.schema.json'));
    const validate = ajv.compile(site);
    const data = JSON.parse(read('content/site.json')) as Record<string, any>;
    assert.equal(validate({ ...data, tagline: undefined, taglne: 'typo' }), false);
    assert.deepEqual(validate.errors!.map((e) => e.params.additionalProperty).filter(Boolean), ['taglne']);
    assert.equal(validate({ ...data, prices: { ...data.prices, perPerson: '40' } }), false);
    assert.ok(validate.errors!.some((e) => e.instancePath === '/prices/perPerson' && e.keyword === 'type'));
    assert.match(site.properties.prices.properties.perPerson.description, /\{perPerson\}/);
  });
});
