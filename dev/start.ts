/** npm start: build the site, then serve dist/ as a production host would. */
import { build } from '../build.ts';
import { serve } from './preview.ts';

const port = Number(process.env.PORT ?? 4321);
try {
  await build();
} catch (e) {
  console.error((e as Error).message ?? e);
  console.error('Build failed; not serving.');
  process.exit(1);
}
const { url } = await serve({ dir: 'dist', port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Serving dist/ at ${url}  (Ctrl+C to stop)`);
