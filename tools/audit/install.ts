/**
 * The audit's own dependencies (Lighthouse and its Chrome launcher, about
 * 190 MB) live in tools/audit/ with their own pinned lockfile, so `npm ci`
 * for the site and its tests stays lean. They are installed here on the
 * first `npm run audit`, and again whenever the lockfile changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

export const AUDIT_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Installs from the lockfile when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled(dir = AUDIT_DIR): void {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(dir, 'node_modules', '.installed-from');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log(`Installing the audit's tools into ${path.relative(process.cwd(), dir) || dir} (first run only)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${run.status})`);
  writeFileSync(stamp, digest);
}
