/**
 * Source images in content/images become AVIF and WebP at a few widths,
 * upright (EXIF orientation applied) and without metadata: no GPS position,
 * camera or editor details reach the published site. Encoded files are cached
 * in .cache/images under a key of the source's bytes and the pipeline version,
 * so an unchanged image is never encoded twice, whatever else changed.
 * A source that cannot be read stops the build with a ContentError naming
 * every such file at once.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import { ContentError, type Problem } from '../../content/load/loader.ts';
import type { ProcessedImage } from '../../contract/image.ts';
import { SITE_FILE } from '../../lib/sitePaths.ts';
import { icoFromPng } from './ico.ts';
import { publish, writeAtomic } from '../writeFiles.ts';

/** A source as the pipeline knows it once processed: where it is, the key of its outputs, its upright size. */
export interface ImageSource {
  file: string;
  key: string;
  width: number;
  height: number;
}

/**
 * Part of every cache key and published file name. Bump it whenever the same
 * source would come out differently, so neither the cache nor a browser keeps
 * serving what older code made. 2: auto-orient, strip metadata, re-encode originals.
 */
const PIPELINE_VERSION = 2;

/**
 * How every source is decoded: turned upright by its EXIF orientation, and
 * refused when its pixel data is damaged or cut short (sharp's strictest level,
 * so a broken photo is never published as a grey smear).
 */
export const decodeOptions: SharpOptions = { autoOrient: true, failOn: 'warning' };

/** Where the site serves its images from (dist/img). */
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

/** Upright size of a source, cached so a warm build decodes nothing. */
type CacheEntry = Pick<ImageSource, 'width' | 'height'>;

/** The key of a source's outputs: its bytes and the pipeline that encodes them. */
function outputKey(contentHash: string): string {
  return createHash('sha256').update(`${PIPELINE_VERSION}:${contentHash}`).digest('hex').slice(0, 16);
}

// Source hashes, remembered by file identity

interface RememberedHash {
  stamp: string;
  hash: string;
}

/** A file is "settled" once its last change is this far in the past (nanoseconds). */
const SETTLE_NS = 2_000_000_000n;

/**
 * Each source's content hash, remembered in the cache folder by the file's
 * identity (device, inode, size, mtime, ctime), so a warm build does not read
 * and hash every photo again. A file replaced by another of the same size
 * still changes inode or ctime (ctime cannot be set back, unlike mtime).
 * File timestamps are coarse (a clock tick), so a file changed moments ago
 * could change again without its stamp changing: like Git's racy-clean rule,
 * only a file whose ctime is SETTLE_NS older than the moment it was examined
 * is remembered.
 */
export class SourceHashes {
  private readonly added = new Map<string, RememberedHash>();

  private constructor(
    private readonly memoFile: string,
    private readonly known: Record<string, RememberedHash>,
    private readonly nowNs: () => bigint,
  ) {}

  static async load(
    cacheDir: string,
    nowNs: () => bigint = () => BigInt(Date.now()) * 1_000_000n,
  ): Promise<SourceHashes> {
    const memoFile = path.join(cacheDir, 'source-hashes-v1.json');
    return new SourceHashes(memoFile, await readMemo(memoFile), nowNs);
  }

  /** The content hash of `file`, read and computed only when its identity is not remembered. */
  async hash(file: string): Promise<string> {
    const abs = path.resolve(file);
    const examined = this.nowNs();
    const s = await stat(abs, { bigint: true });
    const stamp = `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
    const remembered = this.added.get(abs) ?? this.known[abs];
    if (remembered?.stamp === stamp) return remembered.hash;
    const hash = createHash('sha256')
      .update(await readFile(abs))
      .digest('hex')
      .slice(0, 16);
    if (s.ctimeNs < examined - SETTLE_NS) this.added.set(abs, { stamp, hash });
    return hash;
  }

  /** Writes what this run learnt, merged into the file as it is now (other builds write it too); forgets deleted files. */
  async save(): Promise<void> {
    if (!this.added.size) return;
    const merged = { ...(await readMemo(this.memoFile)), ...Object.fromEntries(this.added) };
    for (const file of Object.keys(merged)) if (!existsSync(file)) delete merged[file];
    await writeAtomic(this.memoFile, JSON.stringify(merged));
    this.added.clear();
  }
}

async function readMemo(memoFile: string): Promise<Record<string, RememberedHash>> {
  try {
    return JSON.parse(await readFile(memoFile, 'utf8')) as Record<string, RememberedHash>;
  } catch {
    return {}; // missing or unreadable: every source is hashed again, which is always correct
  }
}

// Recognising formats, and messages for editors

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'empty' | 'unknown';

const READABLE = 'JPEG, PNG, WebP or AVIF';
/** The names of the formats a damaged file can look like (the others have messages of their own). */
const formatNames: Partial<Record<SourceFormat, string>> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The format a file's first bytes announce, whatever its extension says. */
function sniffFormat(head: Buffer): SourceFormat {
  if (!head.length) return 'empty';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(pngSignature)) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return isoMediaFormat(head);
  return 'unknown';
}

/**
 * HEIF-family files name their kind by brands in the leading ftyp box: the
 * major brand, then compatible ones. AVIF files also list the generic mif1
 * brand, so an AVIF brand anywhere wins over the generic ones.
 */
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

async function readHead(file: string, bytes = 256): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A source sharp cannot (or must not) decode; its message is for the editor, one line. */
export class UnreadableImage extends Error {}

function unreadableMessage(format: SourceFormat): string {
  if (format === 'heic')
    return 'cannot be read as an image (it looks like HEIC, the iPhone format): export or convert it to JPEG and refer to the .jpg';
  if (format === 'empty')
    return 'cannot be read as an image (the file is empty, perhaps an unfinished copy): copy the photo again';
  if (format === 'unknown')
    return `cannot be read as an image (it is not a ${READABLE} file, whatever its name says): save it as ${READABLE}`;
  return `cannot be read as an image (it looks like ${formatNames[format]} but is damaged or cut short): export it again as ${READABLE}`;
}

/** Refuses, before decoding, what is not one of the four formats the site publishes from. */
async function assertReadableFormat(file: string): Promise<void> {
  const format = sniffFormat(await readHead(file));
  if (format === 'heic' || format === 'empty' || format === 'unknown')
    throw new UnreadableImage(unreadableMessage(format));
}

/**
 * Runs a sharp operation on a source. A decoding failure becomes an editor's
 * message; a system error (disk full, a missing folder: Node sets `code`) stays
 * what it is, since no editor can fix it by exporting the photo again.
 */
export async function decoding<T>(file: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (typeof (e as NodeJS.ErrnoException).code === 'string') throw e;
    throw new UnreadableImage(unreadableMessage(sniffFormat(await readHead(file))));
  }
}

/** An unreadable source as the loader's issues name it; any other error is thrown on. */
function unreadableIssue(src: string, e: unknown): Problem {
  if (!(e instanceof UnreadableImage)) throw e;
  return { file: path.posix.join('content/images', src.split(path.sep).join('/')), path: '', message: e.message };
}

/** Runs `make` on a source; a source that cannot be decoded stops the build with the editor's message. */
export async function reportingUnreadable<T>(src: string, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (e) {
    throw new ContentError([unreadableIssue(src, e)]);
  }
}

// Encoding, with the cache

/** Runs `task` over items with at most `limit` in flight (sharp is CPU bound; two cores here). */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface ImageStats {
  encoded: number;
  reused: number;
}

/** The cache file `name`, made by `make` unless a build already left it there whole. */
export async function cached(
  cacheDir: string,
  name: string,
  make: () => Promise<Buffer>,
  stats?: ImageStats,
): Promise<string> {
  const file = path.join(cacheDir, name);
  if (existsSync(file) && (await stat(file)).size > 0) {
    if (stats) stats.reused++;
    return file;
  }
  await writeAtomic(file, await make());
  if (stats) stats.encoded++;
  return file;
}

/** The upright size of a source: from the cache when known, else from its header (after checking its format). */
async function uprightSize(file: string, key: string, cacheDir: string): Promise<CacheEntry> {
  const metaFile = path.join(cacheDir, `${key}.json`);
  if (existsSync(metaFile)) return JSON.parse(await readFile(metaFile, 'utf8')) as CacheEntry;
  await assertReadableFormat(file);
  const m = await decoding(file, () => sharp(file, decodeOptions).metadata());
  const size: CacheEntry = { width: m.autoOrient.width, height: m.autoOrient.height };
  await writeAtomic(metaFile, JSON.stringify(size));
  return size;
}

/** One variant. sharp writes no metadata unless asked, and converts to sRGB: nothing private is carried over. */
function encodeVariant(file: string, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const pipeline = sharp(file, decodeOptions).resize({ width, withoutEnlargement: true });
  return decoding(file, () =>
    format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
      : pipeline.webp({ quality: 72, effort: 3 }).toBuffer(),
  );
}

interface ImageJob {
  imagesDir: string;
  outDir: string;
  cacheDir: string;
  hashes: SourceHashes;
  stats: ImageStats;
  avifOnDemand?: AvifDemand;
}

/**
 * AVIF only where a page shows it. Most images reach pages through
 * <picture>, AVIF first; the gallery's grid and lightbox use WebP alone, and
 * AVIF is by far the slower encode. Given a demand, an image's AVIF files are
 * made the first time something reads its `avif` variants (a component
 * rendering them), when the builder flushes the demand, which it does before
 * it writes the pages that name them.
 */
export class AvifDemand {
  readonly stats: ImageStats = { encoded: 0, reused: 0 };
  private readonly queued = new Set<string>();
  private pending: (() => Promise<void>)[] = [];

  want(id: string, encode: () => Promise<void>): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.pending.push(encode);
  }

  /** Encodes (or takes from the cache) and publishes every AVIF wanted since the last flush. */
  async flush(): Promise<void> {
    while (this.pending.length) await pool(this.pending.splice(0), 3, (encode) => encode());
  }
}

async function processImage(job: ImageJob, src: string): Promise<{ image: ProcessedImage; source: ImageSource }> {
  const file = path.join(job.imagesDir, src);
  const key = outputKey(await job.hashes.hash(file));
  const size = await uprightSize(file, key, job.cacheDir);
  const widths = widthsFor(src, size.width);
  const base = src.replace(/\.[a-z]+$/, '').replace(/\//g, '-');
  const nameOf = (width: number, format: 'avif' | 'webp') => `${base}-${width}-${key.slice(0, 8)}.${format}`;
  const make = async (format: 'avif' | 'webp', stats: ImageStats) => {
    for (const width of widths) {
      const made = await cached(
        job.cacheDir,
        `${key}-${width}.${format}`,
        () => encodeVariant(file, width, format),
        stats,
      );
      await publish(made, path.join(job.outDir, nameOf(width, format)));
    }
  };
  const variantsOf = (format: 'avif' | 'webp') =>
    widths.map((width) => ({ width, url: `${IMG_URL}/${nameOf(width, format)}` }));
  const webp = variantsOf('webp');
  const avif = variantsOf('avif');
  await make('webp', job.stats);
  const largest = widths[widths.length - 1];
  const image = {
    src,
    width: largest,
    height: Math.round((size.height * largest) / size.width),
    webp,
    fallback: webp[Math.floor((webp.length - 1) / 2)].url,
  } as ProcessedImage;
  const source: ImageSource = { file, key, ...size };
  const demand = job.avifOnDemand;
  if (!demand) {
    await make('avif', job.stats);
    return { image: { ...image, avif }, source };
  }
  Object.defineProperty(image, 'avif', {
    enumerable: true,
    get() {
      demand.want(path.join(job.outDir, nameOf(widths[0], 'avif')), () => make('avif', demand.stats));
      return avif;
    },
  });
  return { image, source };
}

export async function processImages(opts: {
  imagesDir: string;
  sources: Iterable<string>;
  outDir: string;
  cacheDir: string;
  /** Encode AVIF only when read (see AvifDemand); without it, every variant is made now. */
  avifOnDemand?: AvifDemand;
}): Promise<{ images: Map<string, ProcessedImage>; sources: Map<string, ImageSource>; stats: ImageStats }> {
  const { imagesDir, outDir, cacheDir } = opts;
  await mkdir(cacheDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  const job: ImageJob = {
    imagesDir,
    outDir,
    cacheDir,
    hashes: await SourceHashes.load(cacheDir),
    stats: { encoded: 0, reused: 0 },
    avifOnDemand: opts.avifOnDemand,
  };
  const sources = [...new Set(opts.sources)].sort();

  // Each unreadable source is noted and the others go on, so the editor learns of every bad file at once.
  const results = await pool(sources, 3, (src) => processImage(job, src).catch((e) => unreadableIssue(src, e)));
  await job.hashes.save();
  const issues = results.filter((r): r is Problem => 'message' in r);
  if (issues.length) throw new ContentError(issues);
  const done = results as { image: ProcessedImage; source: ImageSource }[];
  return {
    images: new Map(done.map((r) => [r.image.src, r.image])),
    sources: new Map(done.map((r) => [r.image.src, r.source])),
    stats: job.stats,
  };
}

// Checking sources without encoding them

/**
 * True when the cache holds an output of this very source (same bytes, same
 * pipeline): it was decoded whole once, so it can be read.
 */
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
 * The sources that cannot be read as an image, each as the same line the
 * image pipeline reports, without encoding anything: for a build whose
 * content already failed, so its one report also names every bad photo. A
 * source the cache shows was decoded before is skipped; any other is checked
 * by its first bytes, then decoded at a small size (a photo cut short passes
 * a look at its header, so only decoding finds it). A missing file is left to
 * the loader, which reports it.
 */
export async function unreadableImages(opts: {
  imagesDir: string;
  sources: Iterable<string>;
  cacheDir: string;
}): Promise<Problem[]> {
  const { imagesDir, cacheDir } = opts;
  await mkdir(cacheDir, { recursive: true });
  const hashes = await SourceHashes.load(cacheDir);
  const sources = [...new Set(opts.sources)].filter((src) => existsSync(path.join(imagesDir, src))).sort();
  const found = await pool(sources, 2, async (src): Promise<Problem | undefined> => {
    const file = path.join(imagesDir, src);
    try {
      if (await decodedBefore(cacheDir, outputKey(await hashes.hash(file)), src)) return undefined;
      await assertReadableFormat(file);
      await decoding(file, () => sharp(file, decodeOptions).resize(64, 64, { fit: 'inside' }).raw().toBuffer());
      return undefined;
    } catch (e) {
      return unreadableIssue(src, e);
    }
  });
  await hashes.save();
  return found.filter((i): i is Problem => i !== undefined);
}

/** No original is shown wider than 1200 px: a 12 MP phone photo published whole would only cost visitors' data. */
const ORIGINAL_MAX = 1200;

/**
 * The source re-encoded at full size in its own format (the favicon stays a
 * PNG), upright and without metadata; the format follows the file name,
 * which is what a host's Content-Type goes by.
 */
async function encodeOriginal(file: string, ext: string): Promise<Buffer> {
  const image = sharp(file, decodeOptions).resize({
    width: ORIGINAL_MAX,
    height: ORIGINAL_MAX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (ext === '.png') {
    // A palette PNG (logos, the favicon) stays one: exact for its few colours, and a third smaller than truecolour.
    const { isPalette } = await decoding(file, () => image.metadata());
    return decoding(file, () => image.png({ compressionLevel: 9, palette: isPalette }).toBuffer());
  }
  if (ext === '.webp') return decoding(file, () => image.webp({ quality: 85 }).toBuffer());
  if (ext === '.avif') return decoding(file, () => image.avif({ quality: 60 }).toBuffer());
  return decoding(file, () => image.jpeg({ quality: 85, mozjpeg: true }).toBuffer());
}

/** One source published from `imagesDir` into `outDir`, cached in `cacheDir`. */
type OneSource = { imagesDir: string; src: string; outDir: string; cacheDir: string };

/** The favicon's size in /favicon.ico: the largest a browser tab or bookmark shows at 1× and 1.5×. */
export const FAVICON_ICO_SIZE = 48;

/** The cache key of a source's outputs: its content hash (read from the cache's record of source hashes when the file is unchanged). */
async function sourceKey(file: string, cacheDir: string): Promise<string> {
  const hashes = await SourceHashes.load(cacheDir);
  const key = outputKey(await hashes.hash(file));
  await hashes.save();
  return key;
}

/**
 * Publishes `outDir`/favicon.ico from the icon's source: a square PNG of
 * FAVICON_ICO_SIZE px (padded, never cropped) inside an ICO, cached like
 * every other output. Called after the icon's original is published, which
 * reports an unreadable source in an editor's words.
 */
export async function copyFaviconIco(opts: OneSource): Promise<void> {
  const file = path.join(opts.imagesDir, opts.src);
  const key = await sourceKey(file, opts.cacheDir);
  const made = await cached(opts.cacheDir, `${key}-favicon-${FAVICON_ICO_SIZE}.ico`, async () => {
    await assertReadableFormat(file);
    const png = await decoding(file, () =>
      sharp(file, decodeOptions)
        .resize({
          width: FAVICON_ICO_SIZE,
          height: FAVICON_ICO_SIZE,
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    return icoFromPng(png, FAVICON_ICO_SIZE);
  });
  await publish(made, path.join(opts.outDir, SITE_FILE.favicon.slice(1)));
}

/** Publishes an image in its own format (the favicon; share cards are share.ts's), at its own size up to 1200 px, hashed for caching. */
export async function copyOriginal(opts: OneSource): Promise<string> {
  const { imagesDir, src, outDir, cacheDir } = opts;
  const file = path.join(imagesDir, src);
  const ext = path.extname(src).toLowerCase();
  const key = await sourceKey(file, cacheDir);
  const made = await reportingUnreadable(src, () =>
    cached(cacheDir, `${key}-original-${ORIGINAL_MAX}${ext}`, async () => {
      await assertReadableFormat(file);
      return encodeOriginal(file, ext);
    }),
  );
  const name = `${src.slice(0, -ext.length).replace(/\//g, '-')}-${key.slice(0, 8)}${path.extname(src)}`;
  await mkdir(outDir, { recursive: true });
  await publish(made, path.join(outDir, name));
  return `${IMG_URL}/${name}`;
}
