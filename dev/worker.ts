/** Only for tests/e2e/dev.test.ts's comparison of the dev folder with a fresh build, until that test goes. */
import path from 'node:path';
import { build } from '../build.ts';

export const workerOptions = (o: { root: string; contentDir: string; outDir: string }) => o;
export const fullBuild = (o: { root: string; contentDir: string; outDir: string }) =>
  build({ ...o, cacheDir: path.join(o.root, '.cache', 'images'), preview: true, quiet: true });
