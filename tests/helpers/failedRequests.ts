/**
 * The requests of a page that got an answer of 400 or more, or none, each with
 * its address: Chromium's console says only "Failed to load resource: … 404",
 * which names no address, so a test that fails on console errors reports these
 * beside them. A request cut short because the page moved on (net::ERR_ABORTED)
 * is no failure.
 */
import type { Page } from 'playwright-core';

export function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) failed.push(`${why} ${r.method()} ${r.url()}`);
  });
  return failed;
}
