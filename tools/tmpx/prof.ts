import path from 'node:path';
import { generateContentRoot } from '../bench/blog-generator.ts';
import { build } from '../../build.ts';
const ROOT = '/work/main';
const root = generateContentRoot(ROOT, 984);
const t = performance.now();
const r = await build({ root: ROOT, contentDir: root.contentDir, outDir: path.join(root.dir, 'ours'), cacheDir: path.join(ROOT, '.cache', 'images'), quiet: true });
console.log('ours', Math.round(performance.now() - t), JSON.stringify(Object.fromEntries(Object.entries(r.timings).map(([k, v]) => [k, Math.round(v)]))));
root.cleanup();
