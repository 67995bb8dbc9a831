/** Every value written in content/, a field each, unvalidated (the build does that), so it works on a broken site too. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { eachLeaf } from '../../src/content/load/walk.ts';
import { filesUnder } from '../../src/pipeline/filesUnder.ts';

export interface Field {
  /** "fareharbor.shortname", "stops.0.title", "body" */
  path: string;
  value: string | number | boolean | null;
}

export interface ContentFile {
  /** its path inside content/, posix: "tours/brooklyn-heights.md" */
  name: string;
  fields: Field[];
  /** Markdown only: the body and the file line it starts after */
  body?: { text: string; offset: number };
}

function flatten(value: unknown): Field[] {
  const out: Field[] = [];
  eachLeaf(value, (leaf, at) => out.push({ path: at.join('.'), value: leaf as Field['value'] }));
  return out;
}

/** The files under `dir` but hidden ones (an editor's or the system's). */
export const visibleFiles = (dir: string) =>
  filesUnder(dir).filter((f) => !f.split('/').some((p) => p.startsWith('.')));

/** The JSON and Markdown files under `contentDir`, sorted; content/images holds photos and its README only. */
const textFiles = (contentDir: string) =>
  visibleFiles(contentDir)
    .filter((f) => /\.(json|md)$/.test(f) && !f.startsWith('images/'))
    .sort();

export function readContent(contentDir: string) {
  const files: ContentFile[] = [];
  const unreadable: { name: string; message: string }[] = [];
  for (const name of textFiles(contentDir)) {
    const text = readFileSync(path.join(contentDir, name), 'utf8');
    if (name.endsWith('.json')) {
      try {
        files.push({ name, fields: flatten(JSON.parse(text)) });
      } catch (e) {
        unreadable.push({ name, message: `not valid JSON (${(e as Error).message})` });
      }
      continue;
    }
    const { file, error } = parseFrontMatter(text);
    if (!file) {
      unreadable.push({
        name,
        message: `${error?.path ? `${error.path}: ` : ''}${error?.message ?? 'cannot be read'}`,
      });
      continue;
    }
    files.push({ name, fields: flatten(file.data), body: { text: file.body, offset: file.bodyOffset } });
  }
  return { files, unreadable };
}
