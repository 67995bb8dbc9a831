/**
 * npm run observatory [-- --out DIR] [--meta-only] (docs/deploying.md): the MDN HTTP Observatory's tests and scoring,
 * offline, on the preview server's answer as if from the site's https address; http redirects as every host does.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { flag, ROOT } from '../cli.ts';
import { serve } from '../../dev/preview.ts';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { ensureInstalled } from '../../dev/toolPackages.ts';

const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));
const metaOnly = process.argv.includes('--meta-only');
if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no site: run npm run build first`);

ensureInstalled(import.meta.dirname);
const pkg = path.join(import.meta.dirname, 'node_modules', '@mdn', 'mdn-http-observatory');
// Its install script fetches the HSTS preload list; installed without scripts, the list is empty: the domain is on none.
const preload = path.join(pkg, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) {
  mkdirSync(path.dirname(preload), { recursive: true });
  writeFileSync(preload, '{}');
}
const from = (rel: string) => import(path.join(pkg, 'src', rel));
const { ALL_TESTS } = await from('constants.js');
const { Requests } = await from('types.js');
const { parseHttpEquivHeaders } = await from('retriever/utils.js');
const { getGradeForScore, getScoreModifier } = await from('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await from('grader/charts.js');

const host = new URL(loadSiteContent(path.join(ROOT, 'content')).site.url).hostname;
const { server, url } = await serve({ dir: outDir });
try {
  const res = await fetch(`${url}/`);
  const html = await res.text();
  const headers: Record<string, string> = metaOnly
    ? { 'content-type': res.headers.get('content-type') ?? 'text/html' }
    : Object.fromEntries(res.headers);

  const https = new URL(`https://${host}/`);
  const response = {
    status: 200,
    headers,
    data: html,
    verified: true,
    httpEquiv: parseHttpEquivHeaders(html, https.href),
  };
  const requests = new Requests(host);
  Object.assign(requests.responses, { auto: response, https: response, http: response });
  requests.responses.httpRedirects = [
    { url: new URL(`http://${host}/`), status: 301 },
    { url: https, status: 200 },
  ];
  requests.responses.httpsRedirects = requests.responses.httpRedirects;
  requests.responses.cors = null;
  requests.resources.path = html;
  requests.session = { url: https, jar: undefined };

  // As the Observatory's scanner adds them up: every modifier counts, bonuses only once the rest reaches its minimum.
  let withExtraCredit = 100;
  let uncurved = 100;
  const rows: string[] = [];
  for (const test of ALL_TESTS) {
    const result = test(requests);
    const modifier: number = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    rows.push(`  ${String(modifier > 0 ? `+${modifier}` : modifier).padStart(4)}  ${result.result}`);
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  console.log(
    `MDN HTTP Observatory (algorithm of @mdn/mdn-http-observatory), ${metaOnly ? 'the <meta> policy alone, no headers' : 'the headers the hosts send'}, ${path.relative(ROOT, outDir) || outDir}/ as https://${host}/:`,
  );
  console.log(rows.join('\n'));
  console.log(`score ${score}, grade ${grade}`);
} finally {
  server.close();
}
