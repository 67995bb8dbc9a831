/** Lighthouse 12 runs, reduced to what the budgets need: scores, metrics, the LCP element, requests, failing audits. */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import type { LcpNode } from './lcpElement.ts';
import { simulatedWait, type SimTimings } from './simulation.ts';

interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}
type LighthouseRun = (url: string, flags: unknown, config: unknown) => Promise<{ lhr: unknown } | undefined>;
// Installed in tools/audit/ on first use: names in variables, so a fresh clone's type-check never looks them up.
const LIGHTHOUSE = 'lighthouse';
const CHROME_LAUNCHER = 'chrome-launcher';
// Lantern (Lighthouse's simulation) keeps each simulation's node timings by name; the audit reads the LCP ones.
const LANTERN = '@paulirish/trace_engine/models/trace/lantern/lantern.js';
let lighthouse: LighthouseRun;
let simulations: Map<string, SimTimings>;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const byCategory = (score: (c: Category) => number) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>;

/** The parts of a Lighthouse result (LHR) read here. */
interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}
interface Lhr {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
}

interface NetworkRequest {
  url: string;
  protocol?: string;
  resourceType?: string;
  transferSize: number;
  resourceSize: number;
  statusCode: number;
  finished: boolean;
}

export type RunSummary = Awaited<ReturnType<typeof runLighthouse>>;

/** Chromium, headless, trusting the run's own certificate's key alone (the flag works in chrome-launcher's own profile). */
export async function launchChrome(trustSpki: string): Promise<LaunchedChrome> {
  lighthouse = ((await import(LIGHTHOUSE)) as { default: LighthouseRun }).default;
  const lantern = (await import(LANTERN)) as { Simulation: { Simulator: { allNodeTimings: Map<string, SimTimings> } } };
  simulations = lantern.Simulation.Simulator.allNodeTimings;
  const chromeLauncher = (await import(CHROME_LAUNCHER)) as { launch(opts: object): Promise<LaunchedChrome> };
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${trustSpki}`],
    logLevel: 'silent',
  });
}

function lcpNodeOf(lhr: Lhr): LcpNode | undefined {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items as
    | { items?: { node?: LcpNode }[] }[]
    | undefined;
  return tables?.[0]?.items?.[0]?.node;
}

/** A few of a failing audit's items, for the report: node selectors or snippets, URLs, texts. */
function itemsOf(audit: LhrAudit): string[] {
  const out: string[] = [];
  const items = audit.details?.items;
  for (const item of Array.isArray(items) ? items : []) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const text = node?.snippet ?? node?.selector ?? item.url ?? item.description ?? item.source ?? item.label;
    if (typeof text === 'string') out.push(text.slice(0, 160));
    if (out.length >= 4) break;
  }
  return out;
}

/** A category's score from its audits, leaving out `exempt` (Lighthouse's own weighting and rules). */
function scoreWithout(lhr: Lhr, category: Category, exempt: ReadonlySet<string>): number {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[category].auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || exempt.has(ref.id) || a.score === null || !ref.weight) continue;
    if (['notApplicable', 'manual', 'informative', 'error'].includes(a.scoreDisplayMode)) continue;
    sum += a.score * ref.weight;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : 100;
}

/** One run (mobile defaults, simulated throttling); `ignoredConsole`: console errors expected offline on this route. */
export async function runLighthouse(
  url: string,
  port: number,
  opts: { exempt?: ReadonlySet<string>; ignoredConsole?: string[]; expectStatus404?: boolean } = {},
) {
  const config = opts.ignoredConsole?.length
    ? {
        extends: 'lighthouse:default',
        audits: [{ path: 'errors-in-console', options: { ignoredPatterns: opts.ignoredConsole } }],
      }
    : undefined;
  // Lighthouse refuses a document that answers 404 unless told it is expected (the not-found page).
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ignoreStatusCode: !!opts.expectStatus404,
  };
  // A run now and then fails to record the trace (NO_NAVSTART, NO_FCP on a busy machine): try again.
  let lhr: Lhr | undefined;
  for (let attempt = 1; ; attempt++) {
    simulations.clear();
    const result = await lighthouse(url, flags as never, config as never);
    lhr = result?.lhr as unknown as Lhr | undefined;
    if (lhr && !lhr.runtimeError) break;
    const why = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${why}`);
    process.stderr.write(`\n  (retrying ${url}: ${why.split('.')[0]})\n`);
  }
  const exempt = opts.exempt ?? new Set<string>();
  const scores = byCategory((c) => Math.round((lhr.categories[c].score ?? 0) * 100));
  const adjusted = byCategory((c) => (exempt.size ? scoreWithout(lhr, c, exempt) : scores[c]));
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs.flatMap((ref) => {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) return [];
      if (['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) return [];
      // Performance metrics below 1 that do not cost a point are noise in the report.
      if (c === 'performance' && a.score >= 0.9 && scores[c] === 100) return [];
      // weight: in the category score (0: a diagnostic that explains a metric but costs nothing itself).
      const { id, title, score, displayValue } = a;
      return [{ category: c, weight: ref.weight, id, title, score, displayValue, items: itemsOf(a) }];
    }),
  );
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const network = lhr.audits['network-requests']?.details?.items;
  const requests = ((Array.isArray(network) ? network : []) as unknown as NetworkRequest[]).map((r) => ({
    url: r.url,
    protocol: r.protocol,
    resourceType: r.resourceType,
    transferSize: r.transferSize ?? 0,
    resourceSize: r.resourceSize ?? 0,
    statusCode: r.statusCode,
    finished: r.finished,
  }));
  return {
    /** 0-100; adjusted: without the audits `exempt` names (failing by design on this route). */
    scores,
    adjusted,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    lcpNode: lcpNodeOf(lhr),
    requests,
    failing,
    warnings: lhr.runWarnings ?? [],
    /** Lighthouse's measure of this machine's CPU speed: below ~1000 (a busy or slow host) TBT is inflated. */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    simulated: simulatedWait(simulations),
  };
}
