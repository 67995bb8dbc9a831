/**
 * The record of the placeholder artwork this generator draws: for each file,
 * the hash of its drawing (the SVG markup) and of the bytes written. It is
 * committed beside the generator, so `npm run launch-check` can tell a
 * placeholder still in content/images from a photo the company put there
 * under the same name, without redrawing anything. The drawing's hash lets a
 * test prove the record current for every image in a fraction of a second;
 * redrawing every raster to compare bytes takes over half a minute.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MANIFEST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'manifest.json');

export interface ManifestEntry {
  /** sha-256 of the SVG markup the catalogue draws */
  drawing: string;
  /** sha-256 of the file written (JPEG or PNG) */
  file: string;
}

/** Image path under content/images -> its entry. */
export type Manifest = Record<string, ManifestEntry>;

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export function readManifest(file = MANIFEST_FILE): Manifest {
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { images: Manifest }).images;
}

/**
 * Writes the record: `made` replaces the entries of the images just drawn, and
 * only paths still in the catalogue are kept (a run with --only redraws some).
 */
export function writeManifest(made: Manifest, catalogue: readonly string[], file = MANIFEST_FILE): void {
  const before = readManifest(file);
  const images: Manifest = {};
  for (const image of [...catalogue].sort()) {
    const entry = made[image] ?? before[image];
    if (entry) images[image] = { drawing: entry.drawing, file: entry.file };
  }
  const about = 'Written by npm run placeholders: the hash of each placeholder image it draws into content/images, read by npm run launch-check.';
  // One line per image, so a redrawn image is a one-line change in review.
  const lines = Object.entries(images).map(([image, entry]) => `    ${JSON.stringify(image)}: ${JSON.stringify(entry)}`);
  writeFileSync(file, `{\n  "about": ${JSON.stringify(about)},\n  "images": {\n${lines.join(',\n')}\n  }\n}\n`);
}
