/**
 * How the dev server's build process is set up. Kept apart from the build
 * process itself so the server (and tests) can name the same options without
 * loading the whole build.
 */
import path from 'node:path';

export interface WorkerOptions {
  root: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
}

/** The options `npm run dev` starts its build process with. */
export function workerOptions(o: { root: string; contentDir: string; outDir: string }): WorkerOptions {
  return { root: o.root, contentDir: o.contentDir, outDir: o.outDir, cacheDir: path.join(o.root, '.cache', 'images') };
}
