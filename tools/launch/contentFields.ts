/**
 * Every value an editor wrote in content/, flattened to one field each:
 * JSON as it is, Markdown's front matter through the build's own reader
 * (src/content/frontMatter.ts) and its body as a field of its own. Nothing is
 * validated here (the build does that): the checklist reads whatever is there,
 * so it also works on a site that does not build yet. Photos are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/content/frontMatter.ts';
import { eachLeaf } from '../../src/content/load/walk.ts';

export type Scalar = string | number | boolean | null;

export interface Field {
  /** "fareharbor.shortname", "stops.0.title", "body" */
  path: string;
  value: Scalar;
}

export interface ContentFile {
  /** its path inside content/, posix: "tours/brooklyn-heights.md" */
  name: string;
  fields: Field[];
  /** Markdown only: the body and the file line it starts after */
  body?: { text: string; offset: number };
}

export interface Unreadable {
  name: string;
  message: string;
}

/** Scalars of a parsed value, each with its dotted path. */
export function flatten(value: unknown): Field[] {
  const out: Field[] = [];
  eachLeaf(value, (leaf, at) => out.push({ path: at.join('.'), value: leaf as Scalar }));
  return out;
}

/** The JSON and Markdown files under `contentDir`, sorted; content/images holds photos and its README only. */
function textFiles(contentDir: string, rel = ''): string[] {
  return readdirSync(path.join(contentDir, rel), { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && !(rel === '' && e.name === 'images'))
    .flatMap((e) => {
      const name = path.posix.join(rel, e.name);
      if (e.isDirectory()) return textFiles(contentDir, name);
      return /\.(json|md)$/.test(e.name) ? [name] : [];
    })
    .sort();
}

export function readContent(contentDir: string): { files: ContentFile[]; unreadable: Unreadable[] } {
  const files: ContentFile[] = [];
  const unreadable: Unreadable[] = [];
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
