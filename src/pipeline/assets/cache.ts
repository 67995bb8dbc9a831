/**
 * A build step's outputs kept between builds: while the files it read are unchanged (by content), its files are linked
 * in from the cache, so an unchanged site starts neither esbuild nor lightningcss.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from '../filesUnder.ts';
import { publish, writeAtomic } from '../writeFiles.ts';

interface Manifest<T> {
  key: string;
  /**
   * Each input file, relative to the cache folder, with the hash of its content when the step ran. Relative, so a
   * cache restored into another checkout (a CI cache, a copied folder) compares that checkout's files, never the old one's.
   */
  inputs: Record<string, string>;
  /** Output files, relative to the step's output folder. */
  files: string[];
  result: T;
}

const hashOf = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 20);

function hashInput(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await publish(from, to);
}

/**
 * Runs `make` into a fresh folder unless a cached run with the same `key`
 * read inputs that are all unchanged; either way the step's files end up in
 * `outDir` and its result is returned. `make` reports the files it read.
 */
export async function cachedStep<T>(opts: {
  cacheDir: string;
  name: string;
  /** Everything besides the inputs' contents the outputs depend on (tool version, options, file lists). */
  key: string;
  outDir: string;
  make: (into: string) => Promise<{ result: T; inputs: string[] }>;
}): Promise<T> {
  const stepDir = path.join(opts.cacheDir, opts.name);
  const manifestFile = path.join(opts.cacheDir, `${opts.name}.json`);
  if (existsSync(manifestFile)) {
    try {
      const m = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest<T>;
      const fresh =
        m.key === opts.key &&
        Object.entries(m.inputs).every(([file, hash]) => hashInput(path.resolve(opts.cacheDir, file)) === hash);
      if (fresh && m.files.every((f) => existsSync(path.join(stepDir, f)))) {
        await Promise.all(m.files.map((f) => linkOrCopy(path.join(stepDir, f), path.join(opts.outDir, f))));
        return m.result;
      }
    } catch {
      // A damaged manifest is a cache miss.
    }
  }
  const tmp = `${stepDir}.${process.pid}-${Date.now()}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  const { result, inputs } = await opts.make(tmp);
  const files = filesUnder(tmp);
  const manifest: Manifest<T> = {
    key: opts.key,
    inputs: Object.fromEntries(inputs.map((f) => [path.relative(opts.cacheDir, f), hashInput(f) ?? ''])),
    files,
    result,
  };
  // Several builds may share the cache: the step's folder and manifest are replaced whole.
  const old = `${stepDir}.${process.pid}-${Date.now()}.old`;
  if (existsSync(stepDir)) await rename(stepDir, old).catch(() => {});
  await rename(tmp, stepDir).catch(async () => {
    await rm(tmp, { recursive: true, force: true });
  });
  await rm(old, { recursive: true, force: true });
  await writeAtomic(manifestFile, JSON.stringify(manifest));
  await Promise.all(
    files.map((f) => linkOrCopy(path.join(existsSync(stepDir) ? stepDir : tmp, f), path.join(opts.outDir, f))),
  );
  return result;
}

/** A key from any values (tool versions, options, file lists). */
export const stepKey = (...parts: unknown[]): string => hashOf(JSON.stringify(parts));
