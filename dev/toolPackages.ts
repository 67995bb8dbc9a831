/**
 * Packages the site does not need (tools/audit/, bench/eleventy/, observatory/, lint/, cms/) have folders and pinned
 * lockfiles of their own, so its `npm ci` stays lean; each is installed on first use and when its lockfile changes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './root.ts';

export const CMS_DIR = path.join(ROOT, 'tools', 'cms');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CI_ARGS = ['ci', '--no-audit', '--no-fund', '--ignore-scripts'];
const stampOf = (dir: string) => path.join(dir, 'node_modules', '.installed-from');

/** Says it installs when `dir`'s node_modules is not installed from its lockfile, and gives the lockfile's digest. */
function staleDigest(dir: string, how: string): string | undefined {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  if (existsSync(stampOf(dir)) && readFileSync(stampOf(dir), 'utf8') === digest) return undefined;
  console.log(`Installing the tools of ${path.relative(process.cwd(), dir) || dir}${how} (first run only)…`);
  return digest;
}

function installed(dir: string, digest: string, status: number | null): void {
  if (status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${status})`);
  writeFileSync(stampOf(dir), digest);
}

/** Installs `dir`'s package from its lockfile when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled(dir: string): void {
  const digest = staleDigest(dir, '');
  if (digest) installed(dir, digest, spawnSync(npm, CI_ARGS, { cwd: dir, stdio: 'inherit' }).status);
}

/** ensureInstalled without holding the process: for a server that keeps answering meanwhile (npm run dev). */
export async function ensureInstalledInBackground(dir: string): Promise<void> {
  const digest = staleDigest(dir, ' in the background');
  if (!digest) return;
  const status = await new Promise<number | null>((resolve) =>
    spawn(npm, CI_ARGS, { cwd: dir, stdio: 'ignore', shell: process.platform === 'win32' })
      .on('close', resolve)
      .on('error', () => resolve(null)),
  );
  installed(dir, digest, status);
}
