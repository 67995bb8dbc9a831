/**
 * The audit reads what Lighthouse's simulated LCP waited on after the HTML
 * from the simulation's own node timings: the round trips until the last
 * counted request, and the main-thread work, as the mean of its optimistic
 * and pessimistic graphs, with low-priority images left out as Lantern
 * leaves them out of its estimate.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeWait,
  medianWait,
  simulatedWait,
  type SimNode,
  type SimTimings,
} from '../../../tools/audit/simulation.ts';

const net = (url: string, priority: string, resourceType: string, main = false): SimNode => ({
  type: 'network',
  request: { url: `https://127.0.0.1:1${url}`, priority, resourceType },
  isMainDocument: () => main,
});
const cpu = (): SimNode => ({ type: 'cpu' });
const graph = (rows: [SimNode, number, number][]): SimTimings =>
  new Map(rows.map(([n, startTime, endTime]) => [n, { startTime, endTime }]));

const doc = net('/blog', 'VeryHigh', 'Document', true);
const hero = net('/img/hero-960.avif', 'High', 'Image');
const card = net('/img/card-480.avif', 'Low', 'Image');
const script = net('/assets/enhance.js', 'Low', 'Script');
/** The wait over an optimistic and a pessimistic graph (the same one unless told). */
const waitOver = (optimistic: SimTimings, pessimistic = optimistic) =>
  simulatedWait(
    new Map([
      ['optimisticLargestContentfulPaint', optimistic],
      ['pessimisticLargestContentfulPaint', pessimistic],
    ]),
  )!;

describe('what the simulated largest paint waited on', () => {
  it('measures from the end of the HTML: the last counted request, and the main-thread work after it', () => {
    const parse = cpu();
    const paint = cpu();
    const g = graph([
      [doc, 0, 750],
      [parse, 700, 800],
      [hero, 750, 900],
      [paint, 800, 850],
    ]);
    const w = waitOver(g);
    assert.deepEqual(w, { afterHtml: 150, network: 150, mainThread: 100, last: ['hero-960.avif'] });
  });

  it('a low-priority image shares the connection but never sets the end; any other request does', () => {
    const g = graph([
      [doc, 0, 750],
      [card, 750, 1200],
      [script, 750, 900],
    ]);
    const w = waitOver(g);
    assert.equal(w.network, 150);
    assert.equal(w.afterHtml, 150);
    assert.deepEqual(w.last, ['enhance.js']);
  });

  it('is the mean of the optimistic and pessimistic graphs, and nothing without both', () => {
    const optimistic = graph([[doc, 0, 750]]);
    const pessimistic = graph([
      [doc, 0, 750],
      [hero, 750, 1050],
    ]);
    const w = waitOver(optimistic, pessimistic);
    assert.equal(w.network, 150);
    assert.deepEqual(w.last, [], 'the optimistic graph waited on no request');
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
    assert.deepEqual(medianWait([w(300, 'c'), undefined, w(100, 'a'), w(200, 'b')]), {
      afterHtml: 200,
      network: 200,
      mainThread: 100,
      last: ['b'],
    });
    assert.equal(medianWait([undefined]), undefined);
    assert.equal(describeWait(w(150, 'hero.avif')), 'network 150 ms (hero.avif), main thread 75 ms');
  });
});
