/** Every route over one server, each measured against its own floor, then its bytes and budgets. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { allowedOnLoad } from '../../src/lib/thirdPartyOnLoad.ts';
import { FIRST_FLIGHT_BUDGET } from '../../src/pipeline/budgets.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { median } from '../cli.ts';
import { isDataScript, openingTags, scripts } from '../html.ts';
import { BARE_PAGE, floorPage } from './floors.ts';
import { lcpElementOf, type LcpElement } from './lcpElement.ts';
import { byCategory, CATEGORIES, runLighthouse, type Category, type RunSummary } from './lighthouse.ts';
import { serveAudit, type AuditServer, type Protocol, type RunCertificate } from './servers.ts';
import { describeWait, medianWait } from './simulation.ts';
import { bytesBeforePaint, RTT_MS, windowsFor } from './windows.ts';

/** The LCP budget: a route at most this many times its own floor's LCP. */
export const BUDGET_LCP_RATIO = 1.15;

/** A path nothing answers: the server sends the not-found page with status 404. */
export const MISSING = '/this-cat-is-not-here';

interface Audit {
  runs: number;
  outDir: string;
  port: number;
  routes: string[];
  analytics: Parameters<typeof allowedOnLoad>[2];
}

type FailingAudit = RunSummary['failing'][number];
export type ProtocolResult = Awaited<ReturnType<typeof auditOver>>;
export type RouteResult = Awaited<ReturnType<typeof auditRoute>>;

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const progress = (what: string) => process.stdout.write(`\r${what}…`.padEnd(70));
const done = (what: string) => process.stdout.write(`\r${what}`.padEnd(70) + '\n');

function distGzip(outDir: string, urlPath: string): number {
  const file = path.join(outDir, decodeURIComponent(urlPath.split('?')[0]));
  return file.startsWith(outDir) && existsSync(file) ? gz(readFileSync(file)) : 0;
}

/** The floors are the audit's own pages, never crawled: is-crawlable does not count for them. */
const FLOOR_OPTIONS = { exempt: new Set(['is-crawlable']) };

/** The floor pages of one server: /__floor/{n} for each distinct element, made on first use; /__floor is the bare page. */
function floorPages() {
  const byKey = new Map<string, string>();
  const pages = new Map([['/__floor', BARE_PAGE]]);
  return {
    pathOf(el: LcpElement): string {
      if (!byKey.has(el.key)) {
        byKey.set(el.key, `/__floor/${byKey.size + 1}`);
        pages.set(byKey.get(el.key)!, floorPage(el));
      }
      return byKey.get(el.key)!;
    },
    html: (pathname: string) => pages.get(pathname),
  };
}
type Floors = ReturnType<typeof floorPages>;

function failingAudits(summaries: RunSummary[]): (FailingAudit & { runs: number })[] {
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (const f of summaries.flatMap((s) => s.failing)) {
    const prev = failing.get(`${f.category}/${f.id}`);
    failing.set(`${f.category}/${f.id}`, { ...(prev ?? f), runs: (prev?.runs ?? 0) + 1 });
  }
  return [...failing.values()];
}

export async function auditOver(audit: Audit, protocol: Protocol, certificate: RunCertificate) {
  const { runs, port } = audit;
  const floors = floorPages();
  const server = await serveAudit(protocol, audit.outDir, floors.html, certificate);
  try {
    const bareRuns: RunSummary[] = [];
    for (let i = 0; i < runs; i++) {
      progress(`[${protocol}] the bare page, run ${i + 1}/${runs}`);
      bareRuns.push(await runLighthouse(server.origin + '/__floor', port, FLOOR_OPTIONS));
    }
    const bareLcp = median(bareRuns.map((s) => s.lcp));
    const protocols = [...new Set(bareRuns.map((s) => s.requests[0]?.protocol ?? '?'))].join(', ');
    done(`[${protocol}] the bare page: LCP ${Math.round(bareLcp)} ms (${protocols})`);
    const results: RouteResult[] = [];
    const over = { audit, server, floors, budgeted: protocol === 'h2', bareLcp };
    for (const route of audit.routes) results.push(await auditRoute(route, over));
    return { protocol, bareLcp, bareRuns, results };
  } finally {
    await server.close();
  }
}

type Over = { audit: Audit; server: AuditServer; floors: Floors; budgeted: boolean; bareLcp: number };

async function auditRoute(route: string, over: Over) {
  const { audit, server, floors, budgeted, bareLcp } = over;
  const { runs, outDir, port } = audit;
  const { origin } = server;
  const file = route === MISSING ? '404.html' : outputFile(route);
  const html = readFileSync(path.join(outDir, file), 'utf8');
  const noindex = openingTags(html, 'meta').some(
    (m) => m.attrs.name === 'robots' && /noindex/i.test(m.attrs.content ?? ''),
  );
  const exempt = [...(route === MISSING ? ['http-status-code'] : []), ...(noindex ? ['is-crawlable'] : [])];
  const routeOptions = {
    exempt: new Set(exempt),
    // Offline, FareHarbor's allowed on-load requests fail and are logged; the not-found page logs its own 404 by design.
    ignoredConsole:
      route === '/tours' || route === '/booking'
        ? ['net::ERR_']
        : route === MISSING
          ? ['the server responded with a status of 404']
          : undefined,
    expectStatus404: route === MISSING,
  };
  // Route and floor in turn, so both see the same moment of a busy machine; each side's LCP the median of its runs.
  const summaries: RunSummary[] = [];
  const elements: LcpElement[] = [];
  const floorRuns: RunSummary[] = [];
  for (let i = 0; i < runs; i++) {
    progress(`[${server.protocol}] ${route} run ${i + 1}/${runs}`);
    const run = await runLighthouse(origin + route, port, routeOptions);
    summaries.push(run);
    elements.push(lcpElementOf(html, run.lcpNode));
    progress(`[${server.protocol}] ${route} run ${i + 1}/${runs}: its floor`);
    floorRuns.push(await runLighthouse(origin + floors.pathOf(elements[i]), port, FLOOR_OPTIONS));
  }
  // What the route measures: the element most runs found largest.
  const count = (e: LcpElement) => elements.filter((x) => x.key === e.key).length;
  const element = elements.reduce((best, e) => (count(e) > count(best) ? e : best));

  // The first flight from the built files (HTML, inline CSS, any blocking stylesheet); the rest as requested.
  const htmlGzip = gz(html);
  const cssLinks = openingTags(html.slice(0, html.indexOf('</head>')), 'link').filter(
    (l) =>
      (l.attrs.rel ?? '').split(/\s+/).includes('stylesheet') &&
      (!l.attrs.media || /^(all|screen)$/i.test(l.attrs.media)),
  );
  const cssGzip = cssLinks.reduce((n, l) => n + distGzip(outDir, l.attrs.href), 0);
  const sameOrigin = (u: string) => u.startsWith(origin + '/');
  const requested = (keep: (r: RunSummary['requests'][number]) => boolean) => [
    ...new Set(summaries.flatMap((s) => s.requests.filter(keep).map((r) => r.url))),
  ];
  const scriptUrls = requested((r) => r.resourceType === 'Script' && sameOrigin(r.url)).map((u) =>
    u.slice(origin.length),
  );
  const inlineJs = scripts(html)
    .filter((s) => s.attrs.src === undefined && !isDataScript(s))
    .reduce((n, s) => n + gz(s.body), 0);
  const jsGzip = scriptUrls.reduce((n, u) => n + distGzip(outDir, u), 0) + inlineJs;
  // The island runtime imports src/client/mount.tsx (React and the hydration code) only when an island hydrates.
  const hydratedOnLoad = scriptUrls.some((u) => /^\/assets\/chunks\/mount-[\w-]+\.js$/.test(u));
  const thirdParty = requested((r) => /^https?:/.test(r.url) && !sameOrigin(r.url));
  const unexpected = thirdParty.filter((u) => !allowedOnLoad(route, u, audit.analytics));
  const of = (figure: (s: RunSummary) => number) => median(summaries.map(figure));
  const m = {
    scores: byCategory((c) => of((s) => s.scores[c])),
    adjusted: byCategory((c) => of((s) => s.adjusted[c])),
    lcp: of((s) => s.lcp),
    floorLcp: median(floorRuns.map((r) => r.lcp)),
    tbt: of((s) => s.tbt),
    cls: of((s) => s.cls),
    imageBytes: of((s) => s.requests.filter((r) => r.resourceType === 'Image').reduce((n, r) => n + r.transferSize, 0)),
    documentBytes: of((s) => s.requests[0]?.transferSize ?? 0),
  };
  const ratio = m.lcp / m.floorLcp;
  // The HTML and largest photo of each run and of the floor run after it, in windows of the simulated connection.
  const routeBytes = median(summaries.map((s, i) => bytesBeforePaint(s, elements[i])));
  const floorBytes = median(floorRuns.map((s, i) => bytesBeforePaint(s, elements[i])));
  const windows = { route: windowsFor(routeBytes), floor: windowsFor(floorBytes), routeBytes, floorBytes };
  const behind = windows.route - windows.floor;
  const simulated = {
    route: medianWait(summaries.map((s) => s.simulated)),
    floor: medianWait(floorRuns.map((s) => s.simulated)),
  };
  const ms = (list: RunSummary[], figure: 'lcp' | 'tbt') => list.map((s) => Math.round(s[figure])).join(', ');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const budget = (name: string, ok: boolean, detail: string) => ({ name, ok, detail });
  const lcpDetail =
    `${ratio.toFixed(2)}× its floor (runs: ${ms(summaries, 'lcp')} ms against ${ms(floorRuns, 'lcp')} ms; budget ${BUDGET_LCP_RATIO}×)` +
    (behind > 0
      ? `; its HTML and largest photo (${kb(routeBytes)}) fill ${windows.route} windows of the simulated connection, the floor's (${kb(floorBytes)}) ${windows.floor}: ${behind * RTT_MS} ms behind before any other cost`
      : '') +
    `; after its HTML the simulated largest paint waited on ${describeWait(simulated.route)}, the floor's on ${describeWait(simulated.floor)}`;
  const raw = (c: Category) =>
    m.adjusted[c] !== m.scores[c] ? ` (raw ${m.scores[c]}, ${exempt.join(', ')} exempt)` : '';
  const hydrates = hydratedOnLoad ? ', an island hydrates during load: not budgeted' : '';
  const budgets = !budgeted
    ? []
    : [
        ...CATEGORIES.map((c) => budget(c, m.adjusted[c] === 100, `${m.adjusted[c]}${raw(c)}`)),
        budget('first flight', htmlGzip + cssGzip <= FIRST_FLIGHT_BUDGET, `${kb(htmlGzip + cssGzip)} HTML+CSS gzip`),
        budget('CLS', m.cls < 0.0005, m.cls.toFixed(3)),
        budget('LCP', ratio <= BUDGET_LCP_RATIO, lcpDetail),
        budget(
          'TBT',
          hydratedOnLoad || m.tbt === 0,
          `${Math.round(m.tbt)} ms (runs: ${ms(summaries, 'tbt')})${hydrates}`,
        ),
        budget(
          'third parties',
          !unexpected.length,
          unexpected.join(', ') || (thirdParty.length ? 'FareHarbor (allowed on this route) only' : 'none'),
        ),
      ];
  const missed = budgets.filter((b) => !b.ok);
  done(
    `[${server.protocol}] ${route}: ${ratio.toFixed(2)}× its floor, ${(m.lcp / bareLcp).toFixed(2)}× the bare page` +
      (budgeted
        ? `; ${CATEGORIES.map((c) => m.adjusted[c]).join('/')}${missed.length ? `  MISSED ${missed.map((b) => b.name).join(', ')}` : '  ok'}`
        : ''),
  );
  return {
    route,
    file,
    noindex,
    exempt,
    element,
    elements: elements.map((e) => e.key),
    runs: summaries,
    floorRuns,
    median: m,
    windows,
    simulated,
    bytes: { htmlGzip, cssGzip, firstFlight: htmlGzip + cssGzip, jsGzip, scripts: scriptUrls },
    hydratedOnLoad,
    thirdParty,
    budgets,
    failing: failingAudits(summaries),
  };
}
