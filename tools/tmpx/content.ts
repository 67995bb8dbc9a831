import '../../src/pipeline/production.ts';
import { generateContentRoot } from '../bench/blog-generator.ts';
import { loadContent } from '../../src/content/loader.ts';
const root = generateContentRoot('/work/main', 3984);
for (let i = 0; i < 2; i++) { const t = performance.now(); loadContent(root.contentDir); console.log('load', Math.round(performance.now() - t)); }
root.cleanup();
