/** npm run audit [-- --routes /,/about] [--runs 3] [--out dist] [--no-build] [--http1]: see docs/performance.md. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../build.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { staticRoutes } from '../../src/pipeline/routes.ts';
import { flag, ROOT } from '../cli.ts';
import { ensureInstalled } from '../../dev/toolPackages.ts';
import { launchChrome } from './lighthouse.ts';
import { auditOver, MISSING, type ProtocolResult } from './measure.ts';
import { writeReports } from './report.ts';
import { makeCertificate } from './servers.ts';

ensureInstalled(import.meta.dirname);

const runs = Math.max(1, Number(flag('--runs') ?? 3));
const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));

if (!process.argv.includes('--no-build')) {
  process.stdout.write(`Building into ${outDir}… `);
  const r = await build({ outDir, quiet: true });
  console.log(`${r.routes.length} routes in ${(r.ms / 1000).toFixed(1)} s`);
} else if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${outDir} has no build; run without --no-build`);
  process.exit(1);
}

const content = loadSiteContent(path.join(ROOT, 'content'));
const allRoutes = [
  ...staticRoutes,
  ...content.tours.map((t) => t.href),
  content.blog[0].href,
  ...content.markdownPages.map((p) => p.href),
  MISSING,
];
const routes =
  flag('--routes')
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean) ?? allRoutes;

const certificate = await makeCertificate();
const chrome = await launchChrome(certificate.spki);

const audit = { runs, outDir, port: chrome.port, routes, analytics: content.site.analytics };
const measured: ProtocolResult[] = [];
try {
  for (const protocol of process.argv.includes('--http1') ? (['h2', 'http1'] as const) : (['h2'] as const))
    measured.push(await auditOver(audit, protocol, certificate));
} finally {
  await chrome.kill();
}

process.exitCode = writeReports(runs, !flag('--routes'), measured) ? 1 : 0;
