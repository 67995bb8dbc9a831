/**
 * What the parsers made of a text, on disk under the text's hash, so never stale. One file per content folder holds the
 * entries its last build used, read whole and written whole (by rename, as builds may share it): not thousands of files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
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

/** A hash of the parsers' code and versions: the folder their results go in. */
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

const keyOf = (kind: string, input: string) => `${kind}-${createHash('sha1').update(input).digest('hex')}`;

/** A content folder's file unused this long is removed when another is written (temporary folders leave them). */
const UNUSED_MS = 7 * 24 * 3600 * 1000;

export class ParseCache {
  readonly dir: string;
  private readonly file: string;
  /** The entries on disk, and those used or made since. */
  private kept?: Record<string, unknown>;
  private readonly used = new Map<string, unknown>();
  /** Texts taken from the cache, and texts parsed. */
  stats = { cached: 0, parsed: 0 };

  /** `root` holds one folder per parser version (.cache/markdown); `contentDir` names the file in it. */
  constructor(
    readonly root: string,
    contentDir = '',
  ) {
    this.dir = path.join(root, parserVersion());
    const name = createHash('sha1').update(path.resolve(contentDir)).digest('hex').slice(0, 16);
    this.file = path.join(this.dir, `${name}.json`);
  }

  private entries(): Record<string, unknown> {
    if (!this.kept) {
      try {
        this.kept = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
        // Its time says it is in use (see UNUSED_MS).
        const now = new Date();
        utimesSync(this.file, now, now);
      } catch {
        this.kept = {}; // missing or damaged: every text is parsed again, which is always correct
      }
    }
    return this.kept;
  }

  get<T>(kind: string, input: string): T | undefined {
    const key = keyOf(kind, input);
    const value = this.used.get(key) ?? this.entries()[key];
    if (value === undefined) return undefined;
    this.used.set(key, value);
    this.stats.cached++;
    return value as T;
  }

  set(kind: string, input: string, value: unknown): void {
    this.used.set(keyOf(kind, input), value);
    this.stats.parsed++;
  }

  /** Writes the entries used, when they differ from the file's. */
  async flush(): Promise<void> {
    const kept = this.entries();
    const same = this.used.size === Object.keys(kept).length && [...this.used.keys()].every((k) => k in kept);
    if (same) return;
    this.kept = Object.fromEntries(this.used);
    if (!existsSync(this.dir)) {
      mkdirSync(this.dir, { recursive: true });
      // Other parser versions' results can never be read again.
      for (const name of readdirSync(this.root))
        if (name !== path.basename(this.dir) && name.startsWith('v-'))
          await rm(path.join(this.root, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(this.dir)) {
      const other = path.join(this.dir, name);
      if (Date.now() - (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > UNUSED_MS)
        await rm(other, { force: true });
    }
    const tmp = `${this.file}.${process.pid}.tmp`;
    // A failed write only costs a parse next time.
    await writeFile(tmp, JSON.stringify(this.kept))
      .then(() => rename(tmp, this.file))
      .catch(() => {});
  }
}
