/**
 * JSON Schemas of the JSON content files, generated from the zod schemas, so
 * an editor in VS Code gets completion, each field's description and red
 * squiggles before building. `npm run schemas` writes them to schemas/ and
 * maps them in .vscode/settings.json; a test fails when they are stale.
 */
import { z } from 'zod';
import { JSON_FILES } from './collections.ts';

export interface JsonContentSchema {
  /** The content file, relative to the project root, e.g. "content/site.json". */
  file: string;
  /** Where its JSON Schema is written, relative to the project root. */
  schemaFile: string;
  schema: z.ZodType;
}

/** Every JSON file of content/ (collections.ts), with where its JSON Schema is written. */
export function jsonContentSchemas(): JsonContentSchema[] {
  return JSON_FILES.map(({ name, schema }) => ({
    file: `content/${name}`,
    schemaFile: `schemas/${name.replace(/\.json$/, '.schema.json')}`,
    schema,
  }));
}

/** The JSON Schema text of one zod schema: draft-07 (what VS Code reads), describing what an editor writes. */
export function jsonSchemaText(schema: z.ZodType, title: string): string {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  return JSON.stringify({ title, ...json }, null, 2) + '\n';
}

/** .vscode/settings.json's schema mapping for these files. */
export function vscodeSchemaSettings(schemas: JsonContentSchema[]): { fileMatch: string[]; url: string }[] {
  return schemas.map((s) => ({ fileMatch: [`/${s.file}`], url: `./${s.schemaFile}` }));
}
