/**
 * Packages the site does not need (tools/audit/, bench/eleventy/, observatory/, lint/, cms/) have folders and pinned
 * lockfiles of their own, so its `npm ci` stays lean; each is installed on first use and when its lockfile changes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './root.ts';

export const CMS_DIR = path.join(ROOT, 'tools', 'cms');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CI_ARGS = ['ci', '--no-audit', '--no-fund', '--ignore-scripts'];
const stampOf = (dir: string) => path.join(dir, 'node_modules', '.installed-from');
const isCurrent = (dir: string, digest: string) =>
  existsSync(stampOf(dir)) && readFileSync(stampOf(dir), 'utf8') === digest;

/** Says it installs when `dir`'s node_modules is not installed from its lockfile, and gives the lockfile's digest. */
function staleDigest(dir: string, how: string): string | undefined {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  if (isCurrent(dir, digest)) return undefined;
  console.log(`Installing the tools of ${path.relative(process.cwd(), dir) || dir}${how} (first run only)…`);
  return digest;
}

/** npm ci into a folder of its own, swapped in whole: npm ci empties node_modules first, so two processes installing
 * at once (npm test and a dev server, two test workers) would load from each other's half-made tree. */
const stage = (dir: string) => {
  const tmp = mkdtempSync(path.join(dir, '.install-'));
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(dir, file), path.join(tmp, file));
  return tmp;
};

function installed(dir: string, tmp: string, digest: string, status: number | null): void {
  try {
    if (status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${status})`);
    writeFileSync(stampOf(tmp), digest);
    // Another process may have swapped in the same tree meanwhile.
    if (isCurrent(dir, digest)) return;
    if (existsSync(path.join(dir, 'node_modules'))) renameSync(path.join(dir, 'node_modules'), path.join(tmp, 'old'));
    renameSync(path.join(tmp, 'node_modules'), path.join(dir, 'node_modules'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Installs `dir`'s package from its lockfile when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled(dir: string): void {
  const digest = staleDigest(dir, '');
  if (!digest) return;
  const tmp = stage(dir);
  installed(dir, tmp, digest, spawnSync(npm, CI_ARGS, { cwd: tmp, stdio: 'inherit' }).status);
}

/** ensureInstalled without holding the process: for a server that keeps answering meanwhile (npm run dev). */
export async function ensureInstalledInBackground(dir: string): Promise<void> {
  const digest = staleDigest(dir, ' in the background');
  if (!digest) return;
  const tmp = stage(dir);
  const status = await new Promise<number | null>((resolve) =>
    spawn(npm, CI_ARGS, { cwd: tmp, stdio: 'ignore', shell: process.platform === 'win32' })
      .on('close', resolve)
      .on('error', () => resolve(null)),
  );
  installed(dir, tmp, digest, status);
}
