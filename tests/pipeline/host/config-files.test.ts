import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { vercelConfig } from '../../../src/pipeline/host/files.ts';
import { securityHeaders } from '../../../src/pipeline/host/headers.ts';
import { ROOT, content } from '../../helpers/site.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const vercel = JSON.parse(read('vercel.json')) as {
  buildCommand: string;
  outputDirectory: string;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
/** A setting of netlify.toml's [build]. */
const netlify = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]+)"`, 'm').exec(read('netlify.toml'))?.[1];

describe("the repository's vercel.json", () => {
  it('is what the code generates (run npm run schemas when it is not)', () => {
    assert.equal(read('vercel.json'), vercelConfig());
  });

  it('names nothing that comes from content/: no old address, no form service', () => {
    const text = read('vercel.json');
    const c = content();
    for (const r of c.redirects) assert.ok(!text.includes(`"${r.from}"`), `names the old address ${r.from}`);
    assert.ok(!text.includes(new URL(c.site.formService.endpoint).host), 'names the form service');
  });

  // Each page's <meta> has the rest of its policy.
  it('sends the security headers, frame-ancestors and immutable caching', () => {
    const block = (source: string) =>
      Object.fromEntries((vercel.headers.find((h) => h.source === source)?.headers ?? []).map((h) => [h.key, h.value]));
    const all = block('/(.*)');
    for (const [name, value] of Object.entries(securityHeaders()))
      assert.equal(all[name], value, `vercel.json /(.*) ${name}`);
    assert.equal(all['Content-Security-Policy'], "frame-ancestors 'none'");
    for (const p of ['/assets/(.*)', '/img/(.*)'])
      assert.match(block(p)['Cache-Control'] ?? '', /max-age=31536000.*immutable/, `${p} is not immutable`);
  });
});

// That the build knows both hosts is hosts.test.ts's (parseHost).
it('vercel.json and netlify.toml each build for their own host into the dist/ they publish', () => {
  const built = [vercel.buildCommand, vercel.outputDirectory, netlify('command'), netlify('publish')];
  assert.deepEqual(built, ['npm run build -- --host vercel', 'dist', 'npm run build -- --host netlify', 'dist']);
});

describe('netlify.toml', () => {
  it("restores .cache/ before the build and saves it after, with the repository's build plugin", async () => {
    const dir = /\[\[plugins\]\]\s*package\s*=\s*"(\.\/[^"]+)"/.exec(read('netlify.toml'))?.[1];
    assert.ok(dir, 'a local plugin');
    assert.ok(existsSync(path.join(ROOT, dir, 'manifest.yml')), 'the plugin has its manifest');
    const plugin = (await import(pathToFileURL(path.join(ROOT, dir, 'index.js')).href)) as Record<
      string,
      (a: unknown) => Promise<void>
    >;
    const calls: string[] = [];
    const utils = {
      cache: {
        restore: async (p: string) => void calls.push(`restore ${p}`),
        save: async (p: string) => void calls.push(`save ${p}`),
      },
    };
    await plugin.onPreBuild({ utils });
    await plugin.onPostBuild({ utils });
    assert.deepEqual(calls, ['restore .cache', 'save .cache']);
  });
});
