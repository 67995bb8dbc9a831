/**
 * Every file under a folder, as posix paths inside it, sorted. Links are
 * followed: a test's copy of content/ links each photo instead of copying it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel))
    .sort()
    .flatMap((name) => {
      const child = path.posix.join(rel, name);
      return statSync(path.join(dir, child)).isDirectory() ? filesUnder(dir, child) : [child];
    });
}
