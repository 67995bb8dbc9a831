/**
 * content/images become AVIF and WebP at a few widths, upright and without metadata (no GPS position or camera
 * details are published), cached in .cache/images under a key of the source's bytes and the pipeline version.
 * Unreadable sources stop the build with one ContentError naming them all.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import { ContentError, type Problem } from '../../content/load/loader.ts';
import type { ProcessedImage } from '../../contract/image.ts';
import { SITE_FILE } from '../../lib/sitePaths.ts';
import { hasGpsPosition } from '../../lib/gps.ts';
import { icoFromPng, PNG_SIGNATURE } from './ico.ts';
import { publish, writeAtomic } from '../writeFiles.ts';

/** A processed source: its file, the key of its outputs, its upright size, and whether its EXIF records a GPS position. */
export type ImageSource = { file: string; key: string; width: number; height: number; gps: boolean };

/** Part of every cache key and published name: bump it whenever the same source would come out differently. */
const PIPELINE_VERSION = 2;

/** Upright by EXIF orientation; damaged or cut-short pixel data refused, so no broken photo is published as a smear. */
export const decodeOptions: SharpOptions = { autoOrient: true, failOn: 'warning' };

export const IMG_URL = '/img';

/** Widths per folder: what each kind of image is shown at, times 1x and 2x. */
const widthsByFolder: Record<string, number[]> = {
  heroes: [640, 960, 1600],
  gallery: [400, 800],
  blog: [480, 960],
  tours: [480, 960],
  team: [320, 640],
  press: [400, 800],
  brand: [120, 360],
  adventure: [400],
  misc: [480, 960],
};

/** The folder's widths that the (upright) source can fill; never wider than the source. */
export function widthsFor(src: string, sourceWidth: number): number[] {
  const folder = src.split('/')[0];
  const wanted = widthsByFolder[folder] ?? [480, 960];
  const fit = wanted.filter((w) => w <= sourceWidth);
  return fit.length ? fit : [sourceWidth];
}

/** Cached so a warm build decodes nothing. */
type CacheEntry = Pick<ImageSource, 'width' | 'height' | 'gps'>;

const hash16 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Hashing every photo's bytes costs a build a few milliseconds. */
const outputKey = async (file: string) => hash16(`${PIPELINE_VERSION}:${hash16(await readFile(file))}`);

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'empty' | 'unknown';

const READABLE = 'JPEG, PNG, WebP or AVIF';
const formatNames: Partial<Record<SourceFormat, string>> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function sniffFormat(head: Buffer): SourceFormat {
  if (!head.length) return 'empty';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return isoMediaFormat(head);
  return 'unknown';
}

/** HEIF files name their kind by the ftyp box's brands; AVIF ones also list the generic mif1, so an AVIF brand wins. */
function isoMediaFormat(head: Buffer): SourceFormat {
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(head.toString('latin1', at, at + 4));
  const [major] = brands;
  if (avifBrands.has(major)) return 'avif';
  if (heicBrands.has(major) && major !== 'mif1' && major !== 'msf1') return 'heic';
  if (brands.some((b) => avifBrands.has(b))) return 'avif';
  if (brands.some((b) => heicBrands.has(b))) return 'heic';
  return 'unknown';
}

async function formatOf(file: string): Promise<SourceFormat> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return sniffFormat(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** A source sharp cannot (or must not) decode; its message is the editor's, one line. */
class UnreadableImage extends Error {}

function unreadableMessage(format: SourceFormat): string {
  if (format === 'heic')
    return 'cannot be read as an image (it looks like HEIC, the iPhone format): export or convert it to JPEG and refer to the .jpg';
  if (format === 'empty')
    return 'cannot be read as an image (the file is empty, perhaps an unfinished copy): copy the photo again';
  if (format === 'unknown')
    return `cannot be read as an image (it is not a ${READABLE} file, whatever its name says): save it as ${READABLE}`;
  return `cannot be read as an image (it looks like ${formatNames[format]} but is damaged or cut short): export it again as ${READABLE}`;
}

/**
 * Runs a sharp operation on a source, after refusing what is not one of the four formats the site publishes from. A
 * decoding failure becomes an editor's message; a system error (Node sets `code`) stays: no new export would fix it.
 */
export async function decoding<T>(file: string, run: () => Promise<T>): Promise<T> {
  const format = await formatOf(file);
  if (format === 'heic' || format === 'empty' || format === 'unknown')
    throw new UnreadableImage(unreadableMessage(format));
  try {
    return await run();
  } catch (e) {
    if (typeof (e as NodeJS.ErrnoException).code === 'string') throw e;
    throw new UnreadableImage(unreadableMessage(format));
  }
}

/** Any error but an unreadable source is thrown on. */
function unreadableIssue(src: string, e: unknown): Problem {
  if (!(e instanceof UnreadableImage)) throw e;
  return { file: path.posix.join('content/images', src.split(path.sep).join('/')), path: '', message: e.message };
}

export async function reportingUnreadable<T>(src: string, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (e) {
    throw new ContentError([unreadableIssue(src, e)]);
  }
}

/** Runs `task` on `items`, at most `limit` at once; after a failure no new item starts (the build stops at it). */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      out[i] = await task(items[i]).catch((e: unknown) => {
        failed = true;
        throw e;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export type ImageStats = { encoded: number; reused: number };

/** The cache file `name`, made by `make` unless a build already left it there whole. */
export async function cached(cacheDir: string, name: string, make: () => Promise<Buffer>, stats?: ImageStats) {
  const file = path.join(cacheDir, name);
  const hit = existsSync(file) && (await stat(file)).size > 0;
  if (!hit) await writeAtomic(file, await make());
  if (stats) stats[hit ? 'reused' : 'encoded']++;
  return file;
}

async function uprightSize(file: string, key: string, cacheDir: string): Promise<CacheEntry> {
  const metaFile = path.join(cacheDir, `${key}.json`);
  const entry = existsSync(metaFile) && (JSON.parse(await readFile(metaFile, 'utf8')) as CacheEntry);
  // An entry written before the GPS flag existed is read again once, then holds it.
  if (entry && entry.gps !== undefined) return entry;
  const m = await decoding(file, () => sharp(file, decodeOptions).metadata());
  const size: CacheEntry = { width: m.autoOrient.width, height: m.autoOrient.height, gps: hasGpsPosition(m.exif) };
  await writeAtomic(metaFile, JSON.stringify(size));
  return size;
}

export const GPS_NOTE =
  "this photo records where it was taken (a GPS position). The site's published sizes leave it out, but the repository keeps the original: replace it with a copy without location data (photos uploaded through the CMS are cleaned automatically)";

export function locatedPhotos(sources: ReadonlyMap<string, ImageSource>): Problem[] {
  return [...sources]
    .filter(([, source]) => source.gps)
    .map(([src]) => ({ file: `content/images/${src}`, path: '', message: GPS_NOTE }));
}

/** One variant. sharp writes no metadata unless asked, and converts to sRGB: nothing private is carried over. */
function encodeVariant(file: string, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const resized = sharp(file, decodeOptions).resize({ width, withoutEnlargement: true });
  const encoder =
    format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72, effort: 3 });
  return decoding(file, () => encoder.toBuffer());
}

/** Published into `outDir`, cached in `cacheDir`. */
export type Dirs = { outDir: string; cacheDir: string };
/** Files made from processed sources (processImages' `sources`). */
export type FromSources = Dirs & { sources: ReadonlyMap<string, ImageSource> };
type OneSource = Dirs & { imagesDir: string; src: string };
type Counted = Dirs & { stats: ImageStats };

/** A new source is a new name. */
function variantName(src: string, key: string, width: number, format: 'avif' | 'webp'): string {
  return `${src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-${width}-${key.slice(0, 8)}.${format}`;
}

async function publishVariants(src: string, source: ImageSource, format: 'avif' | 'webp', opts: Counted) {
  for (const width of widthsFor(src, source.width)) {
    const name = `${source.key}-${width}.${format}`;
    const made = await cached(opts.cacheDir, name, () => encodeVariant(source.file, width, format), opts.stats);
    await publish(made, path.join(opts.outDir, variantName(src, source.key, width, format)));
  }
}

async function processImage(job: Counted & { imagesDir: string }, src: string) {
  const file = path.join(job.imagesDir, src);
  const key = await outputKey(file);
  const size = await uprightSize(file, key, job.cacheDir);
  const source: ImageSource = { file, key, ...size };
  const widths = widthsFor(src, size.width);
  const variantsOf = (format: 'avif' | 'webp') =>
    widths.map((width) => ({ width, url: `${IMG_URL}/${variantName(src, key, width, format)}` }));
  const webp = variantsOf('webp');
  await publishVariants(src, source, 'webp', job);
  const largest = widths[widths.length - 1];
  const image: ProcessedImage = {
    src,
    width: largest,
    height: Math.round((size.height * largest) / size.width),
    avif: variantsOf('avif'),
    webp,
    fallback: webp[Math.floor((webp.length - 1) / 2)].url,
  };
  return { image, source };
}

/** Every source's WebP; AVIF, the far slower encode, only for what pages show through <picture> (makeAvif). */
export async function processImages(
  opts: Dirs & { imagesDir: string; sources: Iterable<string> },
): Promise<{ images: Map<string, ProcessedImage>; sources: Map<string, ImageSource>; stats: ImageStats }> {
  await mkdir(opts.cacheDir, { recursive: true });
  await mkdir(opts.outDir, { recursive: true });
  const job = { ...opts, stats: { encoded: 0, reused: 0 } };
  const sources = [...new Set(opts.sources)].sort();

  // Each unreadable source is noted and the others go on, so the editor learns of every bad file at once.
  const results = await pool(sources, 3, (src) => processImage(job, src).catch((e) => unreadableIssue(src, e)));
  const issues = results.filter((r): r is Problem => 'message' in r);
  if (issues.length) throw new ContentError(issues);
  const done = results as { image: ProcessedImage; source: ImageSource }[];
  return {
    images: new Map(done.map((r) => [r.image.src, r.image])),
    sources: new Map(done.map((r) => [r.image.src, r.source])),
    stats: job.stats,
  };
}

export async function makeAvif(srcs: Iterable<string>, opts: FromSources): Promise<ImageStats> {
  const stats: ImageStats = { encoded: 0, reused: 0 };
  await pool([...new Set(srcs)], 3, (src) => publishVariants(src, opts.sources.get(src)!, 'avif', { ...opts, stats }));
  return stats;
}

/** True when the cache holds an output of this very source (same bytes, same pipeline): it decoded whole once. */
async function decodedBefore(cacheDir: string, key: string, src: string): Promise<boolean> {
  if (existsSync(path.join(cacheDir, `${key}-original-${ORIGINAL_MAX}${path.extname(src).toLowerCase()}`))) return true;
  const metaFile = path.join(cacheDir, `${key}.json`);
  if (!existsSync(metaFile)) return false;
  try {
    const size = JSON.parse(await readFile(metaFile, 'utf8')) as CacheEntry;
    return existsSync(path.join(cacheDir, `${key}-${widthsFor(src, size.width)[0]}.webp`));
  } catch {
    return false; // an unreadable entry proves nothing: the source is decoded instead
  }
}

/**
 * The unreadable sources, as processImages reports them, encoding nothing: so a build whose content failed names
 * every bad photo too. Each source not decoded before is decoded small (a photo cut short has a sound header); a
 * missing file is left to the loader.
 */
export async function unreadableImages(
  opts: Omit<OneSource, 'outDir' | 'src'> & { sources: Iterable<string> },
): Promise<Problem[]> {
  const { imagesDir, cacheDir } = opts;
  await mkdir(cacheDir, { recursive: true });
  const sources = [...new Set(opts.sources)].filter((src) => existsSync(path.join(imagesDir, src))).sort();
  const found = await pool(sources, 2, async (src) => {
    const file = path.join(imagesDir, src);
    if (await decodedBefore(cacheDir, await outputKey(file), src)) return undefined;
    const decode = () => sharp(file, decodeOptions).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return decoding(file, decode)
      .then(() => undefined)
      .catch((e) => unreadableIssue(src, e));
  });
  return found.filter((i): i is Problem => i !== undefined);
}

/** A 12 MP phone photo published whole would only cost visitors' data. */
const ORIGINAL_MAX = 1200;

/** Re-encoded in the format its name says, which a host's Content-Type goes by. */
async function encodeOriginal(file: string, ext: string): Promise<Buffer> {
  const image = sharp(file, decodeOptions).resize(ORIGINAL_MAX, ORIGINAL_MAX, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (ext === '.png') {
    // A palette PNG (logos, the favicon) stays one: exact for its few colours, and a third smaller than truecolour.
    const { isPalette } = await image.metadata();
    return image.png({ compressionLevel: 9, palette: isPalette }).toBuffer();
  }
  if (ext === '.webp') return image.webp({ quality: 85 }).toBuffer();
  if (ext === '.avif') return image.avif({ quality: 60 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/** The largest a browser tab or bookmark shows at 1× and 1.5×. */
export const FAVICON_ICO_SIZE = 48;

/** `outDir`/favicon.ico: the icon padded (never cropped) into a square PNG in an ICO; after copyOriginal has checked it. */
export async function copyFaviconIco(opts: OneSource): Promise<void> {
  const file = path.join(opts.imagesDir, opts.src);
  const key = await outputKey(file);
  const made = await cached(opts.cacheDir, `${key}-favicon-${FAVICON_ICO_SIZE}.ico`, async () => {
    const png = await decoding(file, () =>
      sharp(file, decodeOptions)
        .resize(FAVICON_ICO_SIZE, FAVICON_ICO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    return icoFromPng(png, FAVICON_ICO_SIZE);
  });
  await publish(made, path.join(opts.outDir, SITE_FILE.favicon.slice(1)));
}

/** Publishes a source in its own format (the favicon), at its own size up to ORIGINAL_MAX, under a hashed name. */
export async function copyOriginal(opts: OneSource): Promise<string> {
  const { imagesDir, src, outDir, cacheDir } = opts;
  const file = path.join(imagesDir, src);
  const ext = path.extname(src).toLowerCase();
  const key = await outputKey(file);
  const made = await reportingUnreadable(src, () =>
    cached(cacheDir, `${key}-original-${ORIGINAL_MAX}${ext}`, () => decoding(file, () => encodeOriginal(file, ext))),
  );
  const name = `${src.slice(0, -ext.length).replace(/\//g, '-')}-${key.slice(0, 8)}${path.extname(src)}`;
  await mkdir(outDir, { recursive: true });
  await publish(made, path.join(outDir, name));
  return `${IMG_URL}/${name}`;
}
