/**
 * What the content parsers made of a text, kept on disk under a hash of that very text (docs/development.md,
 * "Markdown and front matter"), so an entry can never be stale. Reads are synchronous (the loader is); new entries
 * are written in the background and awaited with flush(), each through a temporary file and a rename, since several
 * builds may share the folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The modules whose results are kept, and the lockfile that pins remark, remark-html, gray-matter and yaml. */
const PARSER_FILES = [
  new URL('./markdown.ts', import.meta.url),
  new URL('./frontMatter.ts', import.meta.url),
  new URL('./problems/lines.ts', import.meta.url),
  new URL('./parseCache.ts', import.meta.url),
  new URL('../../package-lock.json', import.meta.url),
];

let version: string | undefined;

/** A short hash of the parsers' code and versions: the name of the folder their results go in. */
export function parserVersion(): string {
  if (version === undefined) {
    const hash = createHash('sha256');
    for (const url of PARSER_FILES) {
      const file = fileURLToPath(url);
      hash.update(path.basename(file)).update('\0');
      if (existsSync(file)) hash.update(readFileSync(file));
      hash.update('\0');
    }
    version = `v-${hash.digest('hex').slice(0, 16)}`;
  }
  return version;
}

export const keyOf = (kind: string, input: string) => `${kind}-${createHash('sha1').update(input).digest('hex')}`;

export class ParseCache {
  /** This parser version's folder. */
  readonly dir: string;
  /** Entries parsed ahead on other threads (parseAhead.ts), as the JSON they were written as: read before the disk. */
  private readonly primed = new Map<string, string>();
  private pending: Promise<void>[] = [];
  private ready = false;
  /** Texts taken from the cache, and texts parsed (and kept) since this cache was made. */
  stats = { cached: 0, parsed: 0 };

  /** `root` holds one folder per parser version (.cache/markdown). */
  constructor(readonly root: string) {
    this.dir = path.join(root, parserVersion());
  }

  /** The value kept for `input`, or undefined (a missing or damaged entry is a miss). */
  get<T>(kind: string, input: string): T | undefined {
    const key = keyOf(kind, input);
    const primed = this.primed.get(key);
    if (primed !== undefined) {
      this.primed.delete(key);
      return JSON.parse(primed) as T;
    }
    try {
      const value = JSON.parse(readFileSync(path.join(this.dir, `${key}.json`), 'utf8')) as T;
      this.stats.cached++;
      return value;
    } catch {
      return undefined;
    }
  }

  /** Keeps `value` for `input`, written in the background. */
  set(kind: string, input: string, value: unknown): void {
    if (!this.ready) this.prepare();
    this.stats.parsed++;
    const file = path.join(this.dir, `${keyOf(kind, input)}.json`);
    const tmp = `${file}.${process.pid}.tmp`;
    // A failed write only costs a parse next time.
    this.pending.push(
      writeFile(tmp, JSON.stringify(value))
        .then(() => rename(tmp, file))
        .catch(() => {}),
    );
  }

  /** Whether `key`'s entry is on disk or parsed ahead (an entry being written in the background may be missed: it is parsed again). */
  has(key: string): boolean {
    return this.primed.has(key) || existsSync(path.join(this.dir, `${key}.json`));
  }

  /** An entry parsed on another thread, which wrote it to disk: read once, counted as parsed. */
  prime(key: string, json: string): void {
    this.primed.set(key, json);
    this.stats.parsed++;
  }

  /** Makes this version's folder (the first entry written does it otherwise). */
  ensureFolder(): void {
    if (!this.ready) this.prepare();
  }

  /** Waits for the entries set so far to be on disk. */
  async flush(): Promise<void> {
    const writes = this.pending;
    this.pending = [];
    await Promise.all(writes);
  }

  /** Makes this version's folder, removing the folders of other parser versions (their entries can never be read again). */
  private prepare(): void {
    this.ready = true;
    if (existsSync(this.dir)) return;
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.root)) {
      if (name !== path.basename(this.dir) && name.startsWith('v-'))
        this.pending.push(rm(path.join(this.root, name), { recursive: true, force: true }).catch(() => {}));
    }
  }
}
