/**
 * The JSON Schemas editors get in VS Code: generated from the zod schemas,
 * committed up to date, mapped in .vscode/settings.json, and every shipped
 * JSON content file valid against its own.
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
  it('cover every JSON file in content/ (each page copy file included)', () => {
    const files = new Set(schemas.map((s) => s.file));
    for (const f of filesUnder(path.join(ROOT, 'content')).filter((f) => f.endsWith('.json')))
      assert.ok(files.has(`content/${f}`), f);
  });

  for (const s of schemas) {
    it(`${s.schemaFile} matches the zod schema (else run npm run schemas)`, () => {
      assert.equal(read(s.schemaFile), jsonSchemaText(s.schema, s.file));
    });

    it(`${s.file} validates against its JSON Schema`, () => {
      const validate = ajv.compile(JSON.parse(read(s.schemaFile)));
      const ok = validate(JSON.parse(read(s.file)));
      assert.ok(ok, ajv.errorsText(validate.errors));
    });
  }

  it('.vscode/settings.json maps each content file to its schema', () => {
    const settings = JSON.parse(read('.vscode/settings.json')) as { 'json.schemas': unknown };
    assert.deepEqual(settings['json.schemas'], vscodeSchemaSettings(schemas));
  });

  it('flags a misspelt key and a wrong type, as the build does', () => {
    const site = schemas.find((s) => s.file === 'content/site.json')!;
    const validate = ajv.compile(JSON.parse(read(site.schemaFile)));
    const data = JSON.parse(read(site.file)) as Record<string, any>;
    assert.equal(validate({ ...data, tagline: undefined, taglne: 'typo' }), false);
    assert.ok(
      validate.errors!.some(
        (e) =>
          e.keyword === 'additionalProperties' &&
          (e.params as { additionalProperty: string }).additionalProperty === 'taglne',
      ),
    );
    assert.equal(validate({ ...data, prices: { ...data.prices, perPerson: '40' } }), false);
    assert.ok(validate.errors!.some((e) => e.instancePath === '/prices/perPerson' && e.keyword === 'type'));
  });

  it("shows each field's documentation (descriptions reach the schema)", () => {
    const site = JSON.parse(read('schemas/site.schema.json')) as {
      properties: Record<string, { description?: string; properties?: Record<string, { description?: string }> }>;
    };
    assert.match(site.properties.prices.properties!.perPerson.description ?? '', /\{perPerson\}/);
  });
});
