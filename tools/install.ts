/**
 * Tools that the site and its tests do not need live in their own folder
 * with their own pinned lockfile, so `npm ci` for the site stays lean:
 * Lighthouse (tools/audit/, about 190 MB), Eleventy for the bench's
 * comparison (tools/bench/eleventy/) and MDN's HTTP Observatory
 * (tools/observatory/, about 130 MB). Each is installed on its first use,
 * and again whenever its lockfile changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const TOOLS = path.dirname(fileURLToPath(import.meta.url));
export const AUDIT_DIR = path.join(TOOLS, 'audit');
export const ELEVENTY_DIR = path.join(TOOLS, 'bench', 'eleventy');
export const OBSERVATORY_DIR = path.join(TOOLS, 'observatory');

/** Installs `dir`'s package from its lockfile when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled(dir: string): void {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(dir, 'node_modules', '.installed-from');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log(`Installing the tools of ${path.relative(process.cwd(), dir) || dir} (first run only)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${run.status})`);
  writeFileSync(stamp, digest);
}
