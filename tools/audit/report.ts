/** The audit's reports: tables and missed budgets on the console, reports/audit.json, docs/performance-audit.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { floorKind } from './floors.ts';
import { describe } from './lcpElement.ts';
import type { Category } from './lighthouse.ts';
import { BUDGET_LCP_RATIO, type ProtocolResult, type RouteResult } from './measure.ts';
import { median, ROOT, tableLines } from '../cli.ts';
import type { Protocol } from './servers.ts';
import { FIRST_WINDOW, LATER_WINDOW, RTT_MS } from './windows.ts';
import type { SimulatedWait } from './simulation.ts';

const LIGHTHOUSE_VERSION = '12.8.2';

const PROTOCOL_NAME: Record<Protocol, string> = {
  h2: 'HTTP/2 over TLS, brotli',
  http1: 'HTTP/1.1 without TLS, gzip (the preview server)',
};
const kb = (n: number) => (n / 1024).toFixed(1);

/** The route, what it measures and the budgets align left. */
const table = (rows: Record<string, string>[]) => tableLines(rows, (i, n) => i <= 1 || i === n - 1);

/** The route's simulated wait after its HTML against its floor's: "150+310 / 0+38". */
function waitCell(r: RouteResult): string {
  const one = (w?: SimulatedWait) => (w ? `${Math.round(w.network)}+${Math.round(w.mainThread)}` : '?');
  return `${one(r.simulated.route)} / ${one(r.simulated.floor)}`;
}

function rowsOf(p: ProtocolResult): Record<string, string>[] {
  return p.results.map((r) => {
    const score = (c: Category) =>
      r.median.adjusted[c] !== r.median.scores[c] ? `${r.median.adjusted[c]}*` : String(r.median.scores[c]);
    const varied =
      new Set(r.elements).size > 1
        ? ` (varied: ${r.elements.length - r.elements.filter((k) => k === r.element.key).length} of ${r.elements.length} runs)`
        : '';
    const missed = r.budgets.filter((b) => !b.ok).map((b) => b.name);
    return {
      route: r.route,
      'largest paint': describe(r.element) + varied,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      '×floor': (r.median.lcp / r.median.floorLcp).toFixed(2),
      '×bare': (r.median.lcp / p.bareLcp).toFixed(2),
      windows: `${r.windows.route}/${r.windows.floor}`,
      'after HTML: net+cpu ms': waitCell(r),
      'TBT ms': String(Math.round(r.median.tbt)),
      CLS: r.median.cls.toFixed(3),
      'doc KB': kb(r.median.documentBytes),
      'HTML+CSS gz': kb(r.bytes.firstFlight),
      'JS KB': kb(r.bytes.jsGzip),
      'img KB': kb(r.median.imageBytes),
      budgets: !r.budgets.length ? '-' : missed.length ? `MISSED: ${missed.join(', ')}` : 'ok',
    };
  });
}

function docsPage(runs: number, benchmarkIndex: number, measured: ProtocolResult[]): string {
  const out = [
    '<!-- Written by `npm run audit` (tools/audit/report.ts) after a run over every route; edits here are overwritten. -->',
    '',
    '# LCP per route, against its own floor',
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'}, ${new Date().toISOString().slice(0, 10)}`,
    `(host CPU benchmark index ${Math.round(benchmarkIndex)}). Only ratios are kept: the times themselves depend on the machine.`,
    '',
    'Each route is measured against **its own floor**, served by the same server in the same run,',
    "its runs taken between the route's (route, floor, route, floor…):",
    '',
    "- when the route's largest paint is a photo, the floor is a page with one heading, one paragraph and",
    '  that photo: the same `<picture>` (sources, `srcset`, `sizes`), preloaded at high priority, shown at the',
    '  same size on the screen;',
    '- when it is a text, the floor is a bare page with that text in the same element;',
    "- the bare page (one heading, one paragraph, nothing else) is every route's second reference.",
    '',
    `The budget is **LCP at most ${BUDGET_LCP_RATIO}× the route's own floor**; what a route costs over it is what the page`,
    'adds around its largest element (its HTML and CSS, scripts, other images, and the work to draw them).',
    'The largest paint is the element Lighthouse reports (`largest-contentful-paint-element`), found again',
    'in the built page (`tools/audit/lcpElement.ts`); the floors are made by `tools/audit/floors.ts`.',
    '',
    "**Windows** counts what Lighthouse's simulation charges before the largest paint can start, for the route",
    "and for its floor (`tools/audit/windows.ts`): over HTTP/2 it sends a page's requests one after another on one",
    `connection, the first ${FIRST_WINDOW.toLocaleString('en-US')} bytes with the first byte, then per ${RTT_MS} ms round trip a window twice the last, up to ${LATER_WINDOW.toLocaleString('en-US')} bytes. The count is of`,
    'the HTML and, when the largest paint is a photo, that photo (as transferred). A route that fills one window',
    'more than its floor starts its largest paint a round trip later than the floor, before anything else it does.',
    '',
    "**After HTML** is what the simulation itself waited on once the route's HTML had arrived, route / floor",
    '(`tools/audit/simulation.ts`, medians): milliseconds until the last request it counted arrived (network) and',
    'milliseconds of main-thread work, as Lighthouse slows it down. It counts every request that finished before the',
    'recorded largest paint except low-priority images, and the task during which such a request was sent.',
  ];
  for (const p of measured) {
    const budgeted = p.protocol === 'h2';
    out.push(
      '',
      `## ${PROTOCOL_NAME[p.protocol]}${budgeted ? ', as the hosts serve the site: budgeted' : ': for comparison, budgets nothing'}`,
      '',
      '| route | largest paint: what the route measures | floor | LCP ÷ its floor | LCP ÷ the bare page | windows: route / floor | after HTML, network + main thread ms: route / floor |' +
        (budgeted ? ' budget |' : ''),
      '|---|---|---|---:|---:|---:|---:|' + (budgeted ? '---|' : ''),
    );
    for (const r of p.results) {
      const varied =
        new Set(r.elements).size > 1
          ? ` (${r.elements.filter((k) => k === r.element.key).length} of ${r.elements.length} runs)`
          : '';
      const cells = [
        `\`${r.route}\``,
        describe(r.element).replace(/\|/g, '\\|') + varied,
        floorKind(r.element),
        `${(r.median.lcp / r.median.floorLcp).toFixed(2)}×`,
        `${(r.median.lcp / p.bareLcp).toFixed(2)}×`,
        `${r.windows.route} / ${r.windows.floor}`,
        waitCell(r),
        ...(budgeted ? [r.budgets.find((b) => b.name === 'LCP')?.ok ? 'met' : '**missed**'] : []),
      ];
      out.push(`| ${cells.join(' | ')} |`);
    }
  }
  return out.join('\n') + '\n';
}

/** Prints and writes the reports (the docs' page only after a run over every route); returns how many routes missed. */
export function writeReports(runs: number, complete: boolean, measured: ProtocolResult[]): number {
  const all = measured.flatMap((p) => [...p.bareRuns, ...p.results.flatMap((r) => [...r.runs, ...r.floorRuns])]);
  const bench = median(all.map((s) => s.benchmarkIndex).filter(Number.isFinite));
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'}; HTML+CSS and JS are gzip -9 of the built files, doc KB and img KB as transferred`,
  );
  console.log(
    `Host CPU benchmark index (Lighthouse): ${Math.round(bench)}${bench < 1000 ? ' — a slow or busy machine: TBT and the metrics it feeds are inflated' : ''}`,
  );
  for (const p of measured) {
    console.log(
      `\n${PROTOCOL_NAME[p.protocol]}: each route's LCP ÷ its own floor (budget ${BUDGET_LCP_RATIO}×${p.protocol === 'h2' ? '' : ', not applied here'}) and ÷ the bare page`,
    );
    for (const line of table(rowsOf(p))) console.log(line);
  }
  if (measured.some((p) => p.results.some((r) => r.exempt.length)))
    console.log(
      '* SEO without audits that fail by design there: http-status-code on the not-found page (it answers 404), is-crawlable on noindex pages.',
    );

  const misses = measured.flatMap((p) => p.results.filter((r) => r.budgets.some((b) => !b.ok)));
  for (const r of misses) {
    const missed = r.budgets.filter((b) => !b.ok).map((b) => `${b.name} (${b.detail})`);
    console.log(`\n${r.route} missed: ${missed.join('; ')}`);
    const ordered = r.failing
      .filter((x) => !r.exempt.includes(x.id))
      .sort((a, b) => Number(b.weight > 0) - Number(a.weight > 0));
    for (const f of ordered) {
      const kind = f.weight > 0 ? (f.category === 'performance' ? 'metric' : 'scored') : 'diagnostic';
      console.log(
        `  ${f.category}/${f.id} [${kind}, ${f.runs}/${runs} runs] ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}`,
      );
      for (const item of f.items) console.log(`      ${item}`);
    }
  }

  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const json = {
    date: new Date().toISOString(),
    lighthouse: LIGHTHOUSE_VERSION,
    runs,
    benchmarkIndex: bench,
    budgetLcpRatio: BUDGET_LCP_RATIO,
    protocols: measured.map((p) => ({ protocol: p.protocol, bareLcp: p.bareLcp, table: rowsOf(p), routes: p.results })),
  };
  writeFileSync(path.join(ROOT, 'reports', 'audit.json'), JSON.stringify(json, null, 2) + '\n');
  if (complete) writeFileSync(path.join(ROOT, 'docs', 'performance-audit.md'), docsPage(runs, bench, measured));
  const docs = complete
    ? 'Wrote docs/performance-audit.md.'
    : 'docs/performance-audit.md left as it was: a run over some routes only (--routes).';
  console.log(
    `\nWrote reports/audit.json. ${docs} ${misses.length ? `${misses.length} route${misses.length === 1 ? '' : 's'} missed a budget.` : 'Every route met every budget.'}`,
  );
  return misses.length;
}
