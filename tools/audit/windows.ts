/** The windows of Lantern's simulated HTTP/2 connection a largest paint's bytes fill; each later one a round trip. */
import { fileOf, type LcpElement } from './lcpElement.ts';
import type { RunSummary } from './lighthouse.ts';

const SEGMENT = 1460;
/** Lighthouse's mobile preset (simulated throttling). */
export const RTT_MS = 150;
const THROUGHPUT_KBPS = 1638.4;
const INITIAL_SEGMENTS = 10;
const MAX_SEGMENTS = Math.floor((((THROUGHPUT_KBPS * 1024) / 8) * (RTT_MS / 1000)) / SEGMENT);
export const FIRST_WINDOW = INITIAL_SEGMENTS * SEGMENT;
/** The most any window holds. */
export const LATER_WINDOW = MAX_SEGMENTS * SEGMENT;

/** How many windows `bytes` on a fresh connection fill: the first comes with the first byte. */
export function windowsFor(bytes: number): number {
  let segments = INITIAL_SEGMENTS;
  let sent = segments * SEGMENT;
  let windows = 1;
  while (sent < bytes) {
    segments = Math.min(MAX_SEGMENTS, segments * 2);
    sent += segments * SEGMENT;
    windows++;
  }
  return windows;
}

/** The document's bytes and, when the largest paint is a photo, that photo's, as one run transferred them. */
export function bytesBeforePaint(run: RunSummary, el: LcpElement): number {
  const doc = run.requests[0]?.transferSize ?? 0;
  if (el.kind !== 'photo') return doc;
  const photo = run.requests.find((r) => r.resourceType === 'Image' && fileOf(r.url) === el.file);
  return doc + (photo?.transferSize ?? 0);
}
