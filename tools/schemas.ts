/** npm run schemas: writes every committed file code generates (`npm test` fails while one is stale). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './cli.ts';
import { jsonContentSchemas, jsonSchemaText, vscodeSchemaSettings } from '../src/content/load/collections.ts';
import { withFactTable } from '../src/content/facts/tokens.ts';
import { vercelConfig } from '../src/pipeline/host/files.ts';

const schemas = jsonContentSchemas();
for (const s of schemas) {
  const out = path.join(ROOT, s.schemaFile);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, jsonSchemaText(s.schema, s.file));
}
const settingsFile = path.join(ROOT, '.vscode', 'settings.json');
const settings = existsSync(settingsFile)
  ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>)
  : {};
settings['json.schemas'] = vscodeSchemaSettings(schemas);
mkdirSync(path.dirname(settingsFile), { recursive: true });
writeFileSync(settingsFile, JSON.stringify(settings, null, 2) + '\n');
const editing = path.join(ROOT, 'docs', 'editing.md');
writeFileSync(editing, withFactTable(readFileSync(editing, 'utf8')));
writeFileSync(path.join(ROOT, 'vercel.json'), vercelConfig());
console.log(
  `Wrote ${schemas.length} JSON Schemas to schemas/, mapped them in .vscode/settings.json, the fact tokens' table in docs/editing.md, and vercel.json.`,
);
