/**
 * The build: content/ -> validated collections -> rendered routes, island and
 * chrome bundles, CSS, images and host files, written to a temporary folder
 * and swapped into dist/ only when everything succeeded.
 *
 *   tsx build.ts            build dist/
 *   tsx build.ts --quiet    no per-route table
 *   tsx build.ts --out DIR  build somewhere else than dist/
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ContentError, loadContent, type Content } from './src/content/loader.ts';
import { staticRoutes } from './src/content/routes.ts';
import { processImages, copyOriginal, type ImageStats } from './src/build/images.ts';
import { buildCss } from './src/build/css.ts';
import { buildScripts } from './src/build/scripts.ts';
import { loadRoutes, outputFile } from './src/build/pages.ts';
import { renderPage } from './src/build/render.tsx';
import { netlifyHeaders, netlifyRedirects, redirectStub, robotsTxt, rssFeed, sitemapXml, stubPaths, vercelConfig } from './src/build/hostFiles.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  /** Project root holding content/, src/ and styles/. */
  root?: string;
  /** Where the site goes. */
  outDir?: string;
  cacheDir?: string;
  quiet?: boolean;
}

export interface RouteReport {
  path: string;
  file: string;
  htmlBytes: number;
  htmlGzip: number;
  cssGzip: number;
  islands: string[];
  noindex: boolean;
}

export interface BuildReport {
  content: Content;
  routes: RouteReport[];
  stubs: string[];
  ms: number;
  images: ImageStats;
  assets: { chrome: string; islands: string; css: Record<string, string>; bytes: Record<string, number> };
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

export async function build(opts: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const root = opts.root ?? here;
  const outDir = opts.outDir ?? path.join(root, 'dist');
  const cacheDir = opts.cacheDir ?? path.join(root, '.cache', 'images');
  const content = loadContent(path.join(root, 'content'));

  const tmp = path.join(path.dirname(outDir), `.dist-tmp-${process.pid}`);
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  try {
    const imagesDir = path.join(content.root, 'images');
    const imgOut = path.join(tmp, 'img');
    const assetsOut = path.join(tmp, 'assets');
    const [{ images, stats }, css, scripts, ogImage, favicon] = await Promise.all([
      processImages({ imagesDir, sources: [...content.images, 'brand/logo-mark.png'], outDir: imgOut, cacheDir }),
      buildCss(path.join(root, 'styles'), assetsOut),
      buildScripts(path.join(root, 'src'), assetsOut),
      copyOriginal(imagesDir, content.site.ogImage, imgOut),
      copyOriginal(imagesDir, 'brand/logo-mark.png', imgOut),
    ]);
    const assets = { css: css.urls, chrome: scripts.chrome, islands: scripts.islands, ogImage, favicon };

    const routes = await loadRoutes(path.join(root, 'src', 'pages'), content);
    const produced = new Set(routes.map((r) => r.path));
    const missing = [...staticRoutes, ...content.blog.map((b) => b.href), '/404'].filter((r) => !produced.has(r));
    if (missing.length) throw new Error(`No page module renders: ${missing.join(', ')}`);

    const reports: RouteReport[] = [];
    const cssGzip: Record<string, number> = {};
    for (const [name, url] of Object.entries(css.urls)) cssGzip[name] = gz(await readFile(path.join(tmp, url)));
    for (const route of routes) {
      const page = renderPage(route.module, { content, path: route.path, params: route.params }, { content, images, assets });
      const file = outputFile(route.path);
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), page.html);
      reports.push({
        path: route.path,
        file,
        htmlBytes: Buffer.byteLength(page.html),
        htmlGzip: gz(page.html),
        cssGzip: cssGzip.site + (route.module.css ?? []).reduce((n, c) => n + (cssGzip[c] ?? 0), 0),
        islands: page.islands,
        noindex: page.noindex,
      });
    }

    // Host files, all from the one redirect table and headers definition.
    const { site } = content;
    const stubs = stubPaths(content.redirects, [...produced]);
    for (const stub of stubs) {
      const file = path.join(tmp, stub.from.slice(1), 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, redirectStub(stub.to, site.url));
    }
    const indexable = reports.filter((r) => !r.noindex && r.path !== '/404');
    const lastmod = new Map(content.blog.map((b) => [b.href, b.date]));
    await Promise.all([
      writeFile(path.join(tmp, '_redirects'), netlifyRedirects(content.redirects)),
      writeFile(path.join(tmp, '_headers'), netlifyHeaders(site.formService.endpoint, [...reports.map((r) => (r.path === '/404' ? '/404.html' : r.path)), '/sitemap.xml', '/feed.xml', '/robots.txt'])),
      writeFile(path.join(tmp, 'vercel.json'), vercelConfig(content.redirects, site.formService.endpoint)),
      writeFile(path.join(tmp, 'robots.txt'), robotsTxt(site.url)),
      writeFile(path.join(tmp, 'sitemap.xml'), sitemapXml(site.url, indexable.map((r) => ({ path: r.path, lastmod: lastmod.get(r.path) })))),
      writeFile(path.join(tmp, 'feed.xml'), rssFeed(content)),
    ]);

    // Swap: the old dist/ stays whole until the new one is complete.
    const old = path.join(path.dirname(outDir), `.dist-old-${process.pid}`);
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(tmp, outDir);
    await rm(old, { recursive: true, force: true });

    const report: BuildReport = {
      content,
      routes: reports,
      stubs: stubs.map((s) => s.from),
      ms: performance.now() - started,
      images: stats,
      assets: { chrome: scripts.chrome, islands: scripts.islands, css: css.urls, bytes: scripts.bytes },
    };
    if (!opts.quiet) printReport(report);
    return report;
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);

function printReport(r: BuildReport): void {
  const rows = r.routes.map((x) => `  ${x.path.padEnd(34)} ${kb(x.htmlBytes)} ${kb(x.htmlGzip)} ${kb(x.htmlGzip + x.cssGzip)}  ${x.islands.join(', ')}`);
  console.log(`  ${'route'.padEnd(34)} ${'html'.padStart(6)} ${'gz'.padStart(6)} ${'+css'.padStart(6)}  islands   (KB)`);
  console.log(rows.join('\n'));
  const chromeKb = r.assets.bytes[r.assets.chrome] ?? 0;
  console.log(
    `Built ${r.routes.length} routes, ${r.stubs.length} redirect stubs, images ${r.images.encoded} encoded / ${r.images.reused} cached, chrome.js ${kb(chromeKb).trim()} KB, in ${(r.ms / 1000).toFixed(2)} s`,
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const quiet = argv.includes('--quiet');
  const out = argv.includes('--out') ? path.resolve(argv[argv.indexOf('--out') + 1]) : undefined;
  try {
    await build({ quiet, outDir: out });
  } catch (e) {
    if (e instanceof ContentError) {
      console.error(`Build stopped: ${e.message}\ndist/ was left as it was.`);
    } else {
      console.error('Build failed; dist/ was left as it was.\n', e);
    }
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
