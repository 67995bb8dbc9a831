/**
 * Tools that the site and its tests do not need live in their own folder
 * with their own pinned lockfile, so `npm ci` for the site stays lean:
 * Lighthouse (tools/audit/, about 190 MB), Eleventy for the bench's
 * comparison (tools/bench/eleventy/) and MDN's HTTP Observatory
 * (tools/observatory/, about 130 MB), the CMS's local backend for
 * npm run dev (tools/cms/, decap-server, about 12 MB) and Biome, the formatter
 * and linter (tools/lint/, about 100 MB, most of it its binary). Each is installed on
 * its first use, and again whenever its lockfile changed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const TOOLS = path.dirname(fileURLToPath(import.meta.url));
export const AUDIT_DIR = path.join(TOOLS, 'audit');
export const ELEVENTY_DIR = path.join(TOOLS, 'bench', 'eleventy');
export const OBSERVATORY_DIR = path.join(TOOLS, 'observatory');
export const CMS_DIR = path.join(TOOLS, 'cms');
export const LINT_DIR = path.join(TOOLS, 'lint');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CI_ARGS = ['ci', '--no-audit', '--no-fund', '--ignore-scripts'];

/** The lockfile's digest while `dir`'s node_modules is not installed from it, else undefined. */
function staleDigest(dir: string): string | undefined {
  const digest = createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');
  const stamp = path.join(dir, 'node_modules', '.installed-from');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest ? undefined : digest;
}

/** Installs `dir`'s package from its lockfile when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled(dir: string): void {
  const digest = staleDigest(dir);
  if (!digest) return;
  console.log(`Installing the tools of ${path.relative(process.cwd(), dir) || dir} (first run only)…`);
  const run = spawnSync(npm, CI_ARGS, { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${run.status})`);
  writeFileSync(path.join(dir, 'node_modules', '.installed-from'), digest);
}

/** ensureInstalled without holding the process: for a server that keeps answering meanwhile (npm run dev). */
export async function ensureInstalledInBackground(dir: string): Promise<void> {
  const digest = staleDigest(dir);
  if (!digest) return;
  console.log(
    `Installing the tools of ${path.relative(process.cwd(), dir) || dir} in the background (first run only)…`,
  );
  const status = await new Promise<number | null>((resolve) =>
    spawn(npm, CI_ARGS, { cwd: dir, stdio: 'ignore', shell: process.platform === 'win32' })
      .on('close', resolve)
      .on('error', () => resolve(null)),
  );
  if (status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${status})`);
  writeFileSync(path.join(dir, 'node_modules', '.installed-from'), digest);
}
