// One Eleventy build of the project in argv[2], in plain Node as its users run it: prints its times as one JSON line.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2]);
const started = performance.now();
const { Eleventy } = await import(
  pathToFileURL(path.join(import.meta.dirname, 'node_modules', '@11ty', 'eleventy', 'src', 'Eleventy.js')).href
);
process.chdir(dir);
const elev = new Eleventy('src', 'out', { configPath: path.join(dir, 'eleventy.config.mjs'), quietMode: true });
await elev.write();
const usage = process.resourceUsage();
console.log(
  JSON.stringify({
    ms: performance.now() - started,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    peakMB: Math.round(usage.maxRSS / 1024),
  }),
);
