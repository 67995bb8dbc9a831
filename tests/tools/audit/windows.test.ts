/**
 * The audit counts the windows of Lighthouse's simulated HTTP/2 connection
 * that a route's HTML and largest photo fill, and its floor's: the first
 * window comes with the first byte, each later one costs a round trip.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bytesBeforePaint, FIRST_WINDOW, LATER_WINDOW, windowsFor } from '../../../tools/audit/windows.ts';
import type { RunSummary } from '../../../tools/audit/lighthouse.ts';
import type { LcpElement } from '../../../tools/audit/lcpElement.ts';

const run = (requests: { url: string; resourceType: string; transferSize: number }[]) =>
  ({
    requests: requests.map((r) => ({ ...r, resourceSize: r.transferSize, statusCode: 200, finished: true })),
  }) as unknown as RunSummary;

describe('windows of the simulated connection', () => {
  it('counts the first window (ten segments), then windows twice as large as the last, up to the largest', () => {
    assert.equal(windowsFor(1), 1);
    assert.equal(windowsFor(FIRST_WINDOW), 1);
    assert.equal(windowsFor(FIRST_WINDOW + 1), 2);
    assert.equal(windowsFor(3 * FIRST_WINDOW), 2, 'the second window is twice the first');
    assert.equal(windowsFor(3 * FIRST_WINDOW + 1), 3);
    assert.equal(windowsFor(3 * FIRST_WINDOW + LATER_WINDOW), 3);
    assert.equal(windowsFor(3 * FIRST_WINDOW + 2 * LATER_WINDOW + 1), 5, 'then the largest window each round trip');
    // The first window is ten segments, the largest what 1.6 Mbps holds in a 150 ms round trip.
    assert.equal(FIRST_WINDOW, 14_600);
    assert.equal(LATER_WINDOW, 21 * 1460);
  });

  it('adds the largest photo to the document, by its file, and nothing else', () => {
    const requests = [
      { url: 'https://127.0.0.1:1/blog', resourceType: 'Document', transferSize: 10_000 },
      { url: 'https://127.0.0.1:1/assets/enhance.js', resourceType: 'Script', transferSize: 3_000 },
      { url: 'https://127.0.0.1:1/img/hero-960.avif', resourceType: 'Image', transferSize: 11_000 },
      { url: 'https://127.0.0.1:1/img/logo-120.avif', resourceType: 'Image', transferSize: 1_700 },
    ];
    const photo = { kind: 'photo', file: 'hero-960.avif' } as LcpElement;
    const text = { kind: 'text', tag: 'p', text: 'Hello' } as LcpElement;
    assert.equal(bytesBeforePaint(run(requests), photo), 21_000);
    assert.equal(bytesBeforePaint(run(requests), text), 10_000);
  });
});
