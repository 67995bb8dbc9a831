/**
 * One route measured against its own floor: the route and the floor of the
 * element each run found largest are run in turn (route, floor, route,
 * floor…), so both see the same moment of a busy machine, and each side's
 * LCP is the median of its runs.
 */
import { floorPage } from './floors.ts';
import { lcpElementOf, type LcpElement } from './lcpElement.ts';
import type { RunSummary } from './lighthouse.ts';
import { median } from '../cli.ts';

/** The floor pages of one server, at /__floor/{n}, one per distinct element; /__floor is the bare page. */
export class FloorPages {
  private readonly byKey = new Map<string, string>();
  private readonly pages = new Map<string, string>();
  constructor(bare: string) {
    this.pages.set('/__floor', bare);
  }
  /** The address of the floor page of `el`, made on first use. */
  pathOf(el: LcpElement): string {
    let p = this.byKey.get(el.key);
    if (!p) {
      p = `/__floor/${this.byKey.size + 1}`;
      this.byKey.set(el.key, p);
      this.pages.set(p, floorPage(el));
    }
    return p;
  }
  /** For the server: the HTML at `pathname`, if it is a floor. */
  readonly html = (pathname: string) => this.pages.get(pathname);
}

export interface PairedRuns {
  runs: RunSummary[];
  /** The element each run found largest, in run order. */
  elements: LcpElement[];
  floorRuns: RunSummary[];
  /** The element most runs found largest: what the route measures. */
  element: LcpElement;
  lcp: number;
  floorLcp: number;
}

export type Run = (url: string) => Promise<RunSummary>;

/** `runs` runs of the route, each followed by a run of the floor of the element it found largest. */
export async function measurePaired(opts: {
  origin: string;
  route: string;
  html: string;
  runs: number;
  floors: FloorPages;
  runRoute: Run;
  runFloor: Run;
  progress: (what: string) => void;
}): Promise<PairedRuns> {
  const runs: RunSummary[] = [];
  const elements: LcpElement[] = [];
  const floorRuns: RunSummary[] = [];
  for (let i = 0; i < opts.runs; i++) {
    opts.progress(`${opts.route} run ${i + 1}/${opts.runs}`);
    const run = await opts.runRoute(opts.origin + opts.route);
    const el = lcpElementOf(opts.html, run.lcpNode);
    runs.push(run);
    elements.push(el);
    opts.progress(`${opts.route} run ${i + 1}/${opts.runs}: its floor`);
    floorRuns.push(await opts.runFloor(opts.origin + opts.floors.pathOf(el)));
  }
  const counts = new Map<string, number>();
  for (const e of elements) counts.set(e.key, (counts.get(e.key) ?? 0) + 1);
  const element = elements.reduce((best, e) => (counts.get(e.key)! > counts.get(best.key)! ? e : best));
  return {
    runs,
    elements,
    floorRuns,
    element,
    lcp: median(runs.map((r) => r.lcp)),
    floorLcp: median(floorRuns.map((r) => r.lcp)),
  };
}
