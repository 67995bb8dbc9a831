/**
 * npm run schemas: writes the JSON Schemas of the JSON content files
 * (schemas/) and maps them in .vscode/settings.json, keeping any other
 * settings there. Run it after changing src/content/schema.ts; `npm test`
 * fails while the committed schemas are stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonContentSchemas, jsonSchemaText, vscodeSchemaSettings } from '../src/content/jsonSchemas.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemas = jsonContentSchemas();
for (const s of schemas) {
  const out = path.join(ROOT, s.schemaFile);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, jsonSchemaText(s.schema, s.file));
}
const settingsFile = path.join(ROOT, '.vscode', 'settings.json');
const settings = existsSync(settingsFile) ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>) : {};
settings['json.schemas'] = vscodeSchemaSettings(schemas);
mkdirSync(path.dirname(settingsFile), { recursive: true });
writeFileSync(settingsFile, JSON.stringify(settings, null, 2) + '\n');
console.log(`Wrote ${schemas.length} JSON Schemas to schemas/ and mapped them in .vscode/settings.json.`);
