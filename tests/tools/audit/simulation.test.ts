/** What the simulated LCP waited on after the HTML, from Lantern's node timings; the windows a route's bytes fill. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeWait,
  medianWait,
  simulatedWait,
  type SimNode,
  type SimTimings,
} from '../../../tools/audit/simulation.ts';
import { bytesBeforePaint, FIRST_WINDOW, LATER_WINDOW, windowsFor } from '../../../tools/audit/windows.ts';
import type { RunSummary } from '../../../tools/audit/lighthouse.ts';
import type { LcpElement } from '../../../tools/audit/lcpElement.ts';

const net = (url: string, priority: string, resourceType: string, main = false): SimNode => ({
  type: 'network',
  request: { url: `https://127.0.0.1:1${url}`, priority, resourceType },
  isMainDocument: () => main,
});
const graph = (rows: [SimNode, number, number][]): SimTimings =>
  new Map(rows.map(([n, startTime, endTime]) => [n, { startTime, endTime }]));
const doc = net('/blog', 'VeryHigh', 'Document', true);
const hero = net('/img/hero-960.avif', 'High', 'Image');
/** The wait over an optimistic and a pessimistic graph (the same one unless told). */
const waitOver = (optimistic: SimTimings, pessimistic = optimistic) =>
  simulatedWait(
    new Map([
      ['optimisticLargestContentfulPaint', optimistic],
      ['pessimisticLargestContentfulPaint', pessimistic],
    ]),
  )!;

describe('what the simulated largest paint waited on', () => {
  it('measures from the end of the HTML to the last counted request and the main-thread work after it; a low-priority image never counts', () => {
    const g = graph([
      [doc, 0, 750],
      [{ type: 'cpu' }, 700, 800],
      [hero, 750, 900],
      [{ type: 'cpu' }, 800, 850],
    ]);
    assert.deepEqual(waitOver(g), { afterHtml: 150, network: 150, mainThread: 100, last: ['hero-960.avif'] });
    // A low-priority image shares the connection but never sets the end; any other request does.
    const lowImage = graph([
      [doc, 0, 750],
      [net('/img/card-480.avif', 'Low', 'Image'), 750, 1200],
      [net('/assets/enhance.js', 'Low', 'Script'), 750, 900],
    ]);
    assert.deepEqual(waitOver(lowImage), { afterHtml: 150, network: 150, mainThread: 0, last: ['enhance.js'] });
  });

  it('is the mean of the optimistic and pessimistic graphs, and nothing without both', () => {
    const optimistic = graph([[doc, 0, 750]]);
    const pessimistic = graph([
      [doc, 0, 750],
      [hero, 750, 1050],
    ]);
    const w = waitOver(optimistic, pessimistic);
    assert.deepEqual([w.network, w.last], [150, []], 'the optimistic graph waited on no request');
    assert.equal(simulatedWait(new Map([['optimisticLargestContentfulPaint', optimistic]])), undefined);
    assert.equal(describeWait(undefined), 'not simulated');
  });

  it('the median of runs takes each figure’s median, and names the requests of the middle run', () => {
    const w = (afterHtml: number, last: string) => ({
      afterHtml,
      network: afterHtml,
      mainThread: afterHtml / 2,
      last: [last],
    });
    assert.deepEqual(medianWait([w(300, 'c'), undefined, w(100, 'a'), w(200, 'b')]), w(200, 'b'));
    assert.equal(medianWait([undefined]), undefined);
    assert.equal(describeWait(w(150, 'hero.avif')), 'network 150 ms (hero.avif), main thread 75 ms');
  });
});

describe('windows of the simulated connection', () => {
  it('counts the first window (ten segments), then windows twice as large as the last, up to the largest', () => {
    const counts = [1, FIRST_WINDOW, FIRST_WINDOW + 1, 3 * FIRST_WINDOW, 3 * FIRST_WINDOW + 1].map(windowsFor);
    assert.deepEqual(counts, [1, 1, 2, 2, 3], 'the second window is twice the first');
    assert.equal(windowsFor(3 * FIRST_WINDOW + LATER_WINDOW), 3);
    assert.equal(windowsFor(3 * FIRST_WINDOW + 2 * LATER_WINDOW + 1), 5, 'then the largest window each round trip');
    // The first window is ten segments, the largest what 1.6 Mbps holds in a 150 ms round trip.
    assert.deepEqual([FIRST_WINDOW, LATER_WINDOW], [14_600, 21 * 1460]);
  });

  it('adds the largest photo to the document, by its file, and nothing else', () => {
    const requests = [
      ['/blog', 'Document', 10_000],
      ['/assets/enhance.js', 'Script', 3_000],
      ['/img/hero-960.avif', 'Image', 11_000],
      ['/img/logo-120.avif', 'Image', 1_700],
    ].map(([url, resourceType, transferSize]) => ({ url: `https://127.0.0.1:1${url}`, resourceType, transferSize }));
    const run = { requests } as unknown as RunSummary;
    assert.equal(bytesBeforePaint(run, { kind: 'photo', file: 'hero-960.avif' } as LcpElement), 21_000);
    assert.equal(bytesBeforePaint(run, { kind: 'text', tag: 'p', text: 'Hello' } as LcpElement), 10_000);
  });
});
