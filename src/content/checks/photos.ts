/** Every photo content names, in a field or in Markdown, must exist under content/images. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Check, LoadedSite } from '../loaded.ts';
import { heldBack } from '../loaded.ts';

export interface PhotoRef {
  file: string;
  at: string;
  src: string;
  /** False for a post not published yet: its photos are checked, but not published before it is. */
  publish: boolean;
  exists: boolean;
}

const refsOfSite = new WeakMap<LoadedSite, PhotoRef[]>();

/** Every photo named, in the order the files are read; each file is looked for once, however many name it. */
export function photoRefs(site: LoadedSite): PhotoRef[] {
  let refs = refsOfSite.get(site);
  if (refs) return refs;
  const onDisk = new Map<string, boolean>();
  const lookUp = (src: string) => {
    if (!onDisk.has(src)) onDisk.set(src, existsSync(path.join(site.root, 'images', src)));
    return onDisk.get(src)!;
  };
  const named = (file: string, images: readonly { at: string; src: string }[], publish = true) =>
    images.map(({ at, src }) => ({ file, at, src, publish, exists: lookUp(src) }));
  refs = [
    ...site.json.flatMap(({ file, refs }) => (refs ? named(file, refs.images) : [])),
    ...[...site.tours, ...site.markdownPages].flatMap((entry) => named(entry.file, entry.images)),
    ...site.posts.flatMap((entry) => named(entry.file, entry.images, !heldBack(site, entry.item))),
    ...site.brokenBodies.flatMap((body) => named(body.file, body.images)),
  ];
  refsOfSite.set(site, refs);
  return refs;
}

/** The photos a build publishes: those that exist, named by what is published. */
export const publishedPhotos = (site: LoadedSite): string[] =>
  photoRefs(site)
    .filter((ref) => ref.exists && ref.publish)
    .map((ref) => ref.src);

export const photos: Check = (site) =>
  photoRefs(site)
    .filter((ref) => !ref.exists)
    .map(({ file, at, src }) => ({ file, path: at, message: `image "${src}" does not exist in content/images/` }));
