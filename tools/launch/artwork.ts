/** The template's artwork in content/images by its bytes (placeholder-artwork.json), whatever its name; located photos. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasGpsPosition } from '../../src/lib/gps.ts';
import { markdownImages } from '../../src/content/markdown.ts';
import { type ContentFile, visibleFiles } from './contentFields.ts';
import type { Finding } from './values.ts';

const IMAGE = /\.(jpe?g|png|webp|avif)$/i;
const RECORD = path.join(import.meta.dirname, 'placeholder-artwork.json');

const imageFiles = (imagesDir: string) => visibleFiles(imagesDir).filter((f) => IMAGE.test(f));

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export function placeholderHashes(): Set<string> {
  return new Set(
    Object.values((JSON.parse(readFileSync(RECORD, 'utf8')) as { images: Record<string, string> }).images),
  );
}

/** Where content shows each photo: its path as a field's whole value, or in a Markdown image. */
function imageUses(files: ContentFile[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (src: string, where: string) => uses.set(src, [...(uses.get(src) ?? []), where]);
  for (const file of files) {
    const at = (field: string) => `content/${file.name}: ${field}`;
    for (const { path: field, value } of file.fields) {
      if (typeof value !== 'string') continue;
      if (IMAGE.test(value) && !/\s/.test(value)) add(value, at(field));
      else if (value.includes('![')) for (const img of markdownImages(value)) add(img.url, at(field));
    }
    if (file.body?.text.includes('!['))
      for (const img of markdownImages(file.body.text)) add(img.url, at(`line ${file.body.offset + img.line}`));
  }
  return uses;
}

/** "content/tours/a.md: image, hero.image; content/gallery.json: tour.0.src", at most a few. */
function usesText(uses: string[]): string {
  const byFile = new Map<string, string[]>();
  for (const use of uses) {
    const [file, field] = use.split(': ') as [string, string];
    byFile.set(file, [...(byFile.get(file) ?? []), field]);
  }
  const shown = [...byFile].slice(0, 3).map(([file, fields]) => `${file}: ${fields.join(', ')}`);
  return shown.join('; ') + (byFile.size > 3 ? `; and ${byFile.size - 3} more files` : '');
}

const photoFinding = (group: Finding['group'], name: string, why: string): Finding => ({
  group,
  file: `content/images/${name}`,
  field: '',
  why,
});

export function artworkFindings(contentDir: string, files: ContentFile[], hashes: ReadonlySet<string>): Finding[] {
  const imagesDir = path.join(contentDir, 'images');
  const uses = imageUses(files);
  return imageFiles(imagesDir)
    .filter((name) => hashes.has(sha256(readFileSync(path.join(imagesDir, name)))))
    .map((name) => {
      const shown = uses.get(name);
      return photoFinding('artwork', name, `placeholder artwork${shown ? ` (shown by ${usesText(shown)})` : ''}`);
    });
}

/** The photos under content/images whose EXIF records a GPS position (one sharp cannot read is the build's to report). */
export async function locationFindings(contentDir: string): Promise<Finding[]> {
  const imagesDir = path.join(contentDir, 'images');
  const names = imageFiles(imagesDir);
  const read = (name: string) =>
    sharp(path.join(imagesDir, name))
      .metadata()
      .catch(() => undefined);
  const metadata = await Promise.all(names.map(read));
  return names
    .filter((_, i) => hasGpsPosition(metadata[i]?.exif))
    .map((name) => photoFinding('location', name, 'records where it was taken (a GPS position)'));
}
