/** Every file under a folder, as posix paths, sorted; links followed (a test's content/ links its photos). */
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
