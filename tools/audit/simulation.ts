/** What the simulated LCP waited on after the HTML, read from Lantern's node timings (docs/performance.md). */
import { fileOf } from './lcpElement.ts';
import { median } from '../cli.ts';

export interface SimNode {
  type: string;
  request?: { url: string; priority: string; resourceType?: string; transferSize?: number };
  isMainDocument?: () => boolean;
}
export type SimTimings = Map<SimNode, { startTime: number; endTime: number }>;

export interface SimulatedWait {
  /** Milliseconds after the end of the HTML: to the estimate's end, to the last counted request's, of main-thread work. */
  afterHtml: number;
  network: number;
  mainThread: number;
  /** The counted requests that ended last, by file name (the optimistic graph's). */
  last: string[];
}

const GRAPHS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'] as const;

/** A low-priority image never sets the estimate's end (Lantern's own rule). */
const counts = (n: SimNode) =>
  !(n.type === 'network' && n.request?.resourceType === 'Image' && /^(Low|VeryLow)$/.test(n.request.priority));

function one(timings: SimTimings) {
  const entries = [...timings.entries()];
  const doc = entries.find(([n]) => n.type === 'network' && n.isMainDocument?.());
  if (!doc) return undefined;
  const htmlEnd = doc[1].endTime;
  const network = entries.filter(([n]) => n.type === 'network' && n !== doc[0] && counts(n));
  const end = Math.max(htmlEnd, ...entries.filter(([n]) => counts(n)).map(([, t]) => t.endTime));
  const netEnd = Math.max(htmlEnd, ...network.map(([, t]) => t.endTime));
  const mainThread = entries
    .filter(([n, t]) => n.type === 'cpu' && t.endTime > htmlEnd)
    .reduce((ms, [, t]) => ms + (t.endTime - Math.max(t.startTime, htmlEnd)), 0);
  const last =
    netEnd > htmlEnd
      ? network.filter(([, t]) => t.endTime === netEnd).map(([n]) => fileOf(n.request!.url) || n.request!.url)
      : [];
  return { afterHtml: end - htmlEnd, network: netEnd - htmlEnd, mainThread, last };
}

const combine = (waits: SimulatedWait[], last: string[]): SimulatedWait => ({
  afterHtml: median(waits.map((w) => w.afterHtml)),
  network: median(waits.map((w) => w.network)),
  mainThread: median(waits.map((w) => w.mainThread)),
  last,
});

/** The wait after the HTML, the mean of the LCP simulations Lighthouse ran last; undefined when they are not there. */
export function simulatedWait(all: ReadonlyMap<string, SimTimings>): SimulatedWait | undefined {
  const graphs = GRAPHS.map((label) => all.get(label)).map((t) => t && one(t));
  return graphs.every((g) => g !== undefined) ? combine(graphs, graphs[0].last) : undefined;
}

/** The median of each figure over runs (the last requests of the run whose wait is that median); undefined when no run had one. */
export function medianWait(waits: (SimulatedWait | undefined)[]): SimulatedWait | undefined {
  const have = waits.filter((w) => w !== undefined).sort((a, b) => a.afterHtml - b.afterHtml);
  return have.length ? combine(have, have[Math.floor((have.length - 1) / 2)].last) : undefined;
}

export function describeWait(w: SimulatedWait | undefined): string {
  if (!w) return 'not simulated';
  return `network ${Math.round(w.network)} ms${w.last.length ? ` (${w.last.join(', ')})` : ''}, main thread ${Math.round(w.mainThread)} ms`;
}
