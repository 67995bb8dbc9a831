/**
 * Generates ORIGINAL placeholder raster artwork for the site (no photos, no
 * downloads). Every image is drawn here as an SVG string - stylised cats on
 * simple New York backdrops - and rasterised with sharp into content/images/.
 *
 *   npm run placeholders [-- [--out DIR] [--only PREFIX]]
 *
 *   --out DIR      write there instead of content/images (a relative DIR is
 *                  taken from the folder the command runs in: the repo root
 *                  under npm run)
 *   --only PREFIX  make only the images whose path starts with PREFIX,
 *                  e.g. "gallery/tour-0" or "brand/"
 *
 * Everything is deterministic: colours, layouts and poses come from a seeded
 * PRNG keyed by the image id, so running the script twice produces
 * byte-identical files. Every picture carries a small corner label
 * ("Placeholder · ...") so editors know it is meant to be replaced; the logos
 * are plain text instead. What to make is listed in catalogue.ts.
 *
 * Written into content/images (the default), it also records each image's
 * hashes in manifest.json, which `npm run launch-check` reads to list the
 * placeholders still in place. A run written elsewhere leaves the record as
 * it is: content/images did not change.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawJob, JOBS } from './catalogue.ts';
import { type Manifest, sha256, writeManifest } from './manifest.ts';
import { JPEG_BUDGET, JPEG_QUALITY, rasterise } from './rasterise.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT_IMAGES = path.join(ROOT, 'content', 'images');
const USAGE = 'usage: npm run placeholders [-- [--out DIR] [--only PREFIX]]';

interface Options {
  outDir: string;
  only: string;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { outDir: CONTENT_IMAGES, only: '' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag !== '--out' && flag !== '--only') fail(`unknown argument "${arg}"\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (!value) fail(`${flag} needs a value\n${USAGE}`);
    if (flag === '--out') o.outDir = path.resolve(value);
    else o.only = value;
  }
  return o;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const { outDir, only } = parseArgs(process.argv.slice(2));
  const selected = JOBS.filter((job) => job.file.startsWith(only));
  if (!selected.length) fail(`No image path starts with "${only}".`);
  const queue = [...selected];
  let total = 0;
  const big: string[] = [];
  const lowered: string[] = [];
  const made: Manifest = {};
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const svg = drawJob(job);
      const { buffer, quality } = await rasterise(svg, job.file, job.w, job.h);
      made[job.file] = { drawing: sha256(svg), file: sha256(buffer) };
      const out = path.join(outDir, job.file);
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, buffer);
      total += buffer.length;
      if (buffer.length > 60 * 1024) big.push(`${job.file} (${Math.round(buffer.length / 1024)} KB)`);
      if (quality !== undefined && quality < JPEG_QUALITY) lowered.push(`${job.file}@q${quality}`);
    }
  });
  await Promise.all(workers);
  if (outDir === CONTENT_IMAGES) writeManifest(made, JOBS.map((j) => j.file));
  const where = path.relative(ROOT, outDir).startsWith('..') ? outDir : path.relative(ROOT, outDir) || '.';
  console.log(`Wrote ${selected.length} placeholder images to ${where} (${(total / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  if (lowered.length) console.log(`Quality lowered to fit ${JPEG_BUDGET / 1024} KB: ${lowered.sort().join(', ')}`);
  if (big.length) console.log(`Still over 60 KB: ${big.sort().join(', ')}`);
}

await main();
