/**
 * Decap CMS's prebuilt bundle for /admin/. The package pulls in hundreds more, so only its tarball is fetched (`npm
 * pack`, on first use), checked against the pinned hash, and the browser's files kept in .cache/decap-cms-{version}/.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const DECAP_VERSION = '3.16.3';
/** The tarball's dist.integrity as the registry published it (`npm view decap-cms@3.16.3 dist.integrity`). */
export const DECAP_INTEGRITY =
  'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

/** What the browser loads: the bundle, its lazily loaded chunks and WebAssembly, and the licence notice (no source maps, no second copy named cms.js). */
const WANTED = /^package\/dist\/((\d+\.)?decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

export const DECAP_SCRIPT = 'decap-cms.js';

/** Files of a tar archive (ustar: 512-byte headers, contents padded to 512 bytes). */
function* tarFiles(tar: Buffer): Generator<{ name: string; data: Buffer }> {
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    const field = (from: number, len: number) => header.toString('utf8', from, from + len).replace(/\0.*$/s, '');
    const name = field(0, 100);
    if (!name) return;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const type = field(156, 1);
    if (type === '0' || type === '')
      yield { name: prefix ? `${prefix}/${name}` : name, data: tar.subarray(at + 512, at + 512 + size) };
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

export function checkIntegrity(tgz: Buffer, integrity: string = DECAP_INTEGRITY): void {
  const got = `sha512-${createHash('sha512').update(tgz).digest('base64')}`;
  if (got !== integrity)
    throw new Error(
      `decap-cms@${DECAP_VERSION}'s tarball does not match its pinned integrity hash (expected ${integrity}, got ${got}): refusing to publish it`,
    );
}

export function ensureDecap(cacheRoot: string): string {
  const dir = path.join(cacheRoot, `decap-cms-${DECAP_VERSION}`);
  if (existsSync(path.join(dir, DECAP_SCRIPT))) return dir;
  console.log(`Fetching Decap CMS ${DECAP_VERSION}'s browser bundle for /admin/ (first build only)…`);
  const work = mkdtempSync(path.join(tmpdir(), 'decap-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawnSync(npm, ['pack', `decap-cms@${DECAP_VERSION}`, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    const tgzName = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (run.status !== 0 || !tgzName)
      throw new Error(
        `could not fetch decap-cms@${DECAP_VERSION} with npm pack (exit ${run.status}): ${run.stderr.trim()}\n/admin/ needs it once; the build keeps it in ${dir}.`,
      );
    const tgz = readFileSync(path.join(work, tgzName));
    checkIntegrity(tgz);
    const stage = path.join(work, 'files');
    mkdirSync(stage);
    for (const f of tarFiles(gunzipSync(tgz))) {
      const m = WANTED.exec(f.name);
      if (m) writeFileSync(path.join(stage, m[1]), f.data);
    }
    mkdirSync(cacheRoot, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    // Whole or not at all: a build stopped half-way fetches again.
    renameSync(stage, dir);
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
