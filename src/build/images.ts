/**
 * Source images in content/images become AVIF and WebP at a few widths.
 * Encoded files are cached in .cache/images by source hash and width, so an
 * unchanged image is never encoded twice, whatever else changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageVariant {
  width: number;
  url: string;
}

export interface ProcessedImage {
  src: string;
  /** Intrinsic size of the largest variant, for width/height attributes. */
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
  /** A WebP of middle width, for <img src> and scripts that swap images. */
  fallback: string;
}

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

export function widthsFor(src: string, sourceWidth: number): number[] {
  const folder = src.split('/')[0];
  const wanted = widthsByFolder[folder] ?? [480, 960];
  const fit = wanted.filter((w) => w <= sourceWidth);
  return fit.length ? fit : [sourceWidth];
}

interface CacheEntry {
  width: number;
  height: number;
}

/**
 * Several builds share the cache at once; a file written in place can be read
 * half-written by another build (empty JSON, a truncated image). Writing a
 * private temporary file and renaming it makes each entry appear whole.
 */
async function writeCacheFile(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function hashFile(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);
}

/** Runs `task` over items with at most `limit` in flight (sharp is CPU bound; two cores here). */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
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

export async function processImages(opts: {
  imagesDir: string;
  sources: Iterable<string>;
  outDir: string;
  cacheDir: string;
  urlBase?: string;
}): Promise<{ images: Map<string, ProcessedImage>; stats: ImageStats }> {
  const { imagesDir, outDir, cacheDir } = opts;
  const urlBase = opts.urlBase ?? '/img';
  await mkdir(cacheDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  const stats: ImageStats = { encoded: 0, reused: 0 };
  const sources = [...new Set(opts.sources)].sort();

  const results = await pool(sources, 3, async (src) => {
    const file = path.join(imagesDir, src);
    const hash = await hashFile(file);
    const metaFile = path.join(cacheDir, `${hash}.json`);
    let meta: CacheEntry;
    if (existsSync(metaFile)) meta = JSON.parse(await readFile(metaFile, 'utf8'));
    else {
      const m = await sharp(file).metadata();
      meta = { width: m.width ?? 0, height: m.height ?? 0 };
      await writeCacheFile(metaFile, JSON.stringify(meta));
    }
    const widths = widthsFor(src, meta.width);
    const base = src.replace(/\.[a-z]+$/, '').replace(/\//g, '-');
    const variants = { avif: [] as ImageVariant[], webp: [] as ImageVariant[] };
    for (const format of ['avif', 'webp'] as const) {
      for (const width of widths) {
        const cached = path.join(cacheDir, `${hash}-${width}.${format}`);
        if (existsSync(cached) && (await stat(cached)).size > 0) stats.reused++;
        else {
          const pipeline = sharp(file).resize({ width, withoutEnlargement: true });
          const buf =
            format === 'avif'
              ? await pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
              : await pipeline.webp({ quality: 72, effort: 3 }).toBuffer();
          await writeCacheFile(cached, buf);
          stats.encoded++;
        }
        const name = `${base}-${width}-${hash.slice(0, 8)}.${format}`;
        await copyFile(cached, path.join(outDir, name));
        variants[format].push({ width, url: `${urlBase}/${name}` });
      }
    }
    const largest = widths[widths.length - 1];
    const image: ProcessedImage = {
      src,
      width: largest,
      height: Math.round((meta.height * largest) / meta.width),
      avif: variants.avif,
      webp: variants.webp,
      fallback: variants.webp[Math.floor((variants.webp.length - 1) / 2)].url,
    };
    return image;
  });
  return { images: new Map(results.map((r) => [r.src, r])), stats };
}

/** Copies an image as it is (social cards must stay JPEG or PNG), hashed for caching. */
export async function copyOriginal(imagesDir: string, src: string, outDir: string, urlBase = '/img'): Promise<string> {
  const file = path.join(imagesDir, src);
  const ext = path.extname(src);
  const name = `${src.slice(0, -ext.length).replace(/\//g, '-')}-${(await hashFile(file)).slice(0, 8)}${ext}`;
  await mkdir(outDir, { recursive: true });
  await copyFile(file, path.join(outDir, name));
  return `${urlBase}/${name}`;
}
