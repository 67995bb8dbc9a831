/** For tools/bench and tools/test, which name their packages' folders from here; each tool of its own names its folder. */
import path from 'node:path';

export { CMS_DIR, ensureInstalled, ensureInstalledInBackground } from '../dev/toolPackages.ts';
export const ELEVENTY_DIR = path.join(import.meta.dirname, 'bench', 'eleventy');
