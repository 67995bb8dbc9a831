/** A temporary folder holding `files` (text, bytes or JSON, by path inside it), removed when the test process ends. */
import { after } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

export function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folder-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(
      path.join(dir, name),
      typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data),
    );
  }
  return dir;
}
