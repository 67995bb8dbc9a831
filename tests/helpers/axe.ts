/**
 * axe-core on a page: its source evaluated in the page once per document,
 * then axe.run over the document (or the part `include` names). This is what
 * @axe-core/playwright did too, except that it opened a new page for every
 * check to merge the results of frames, which cost most of the time; the
 * site's frames are third parties', unreachable in the tests anyway.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every violation, one line per element: "rule (impact): target — what to fix"; `include`, a selector, checks only that part. */
export async function axeViolations(page: Page, opts: { include?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(SOURCE);
  // A string, not a function: the page has none of the helpers the test runner's compiler may wrap a function in.
  const run = `(async () => {
    const options = { resultTypes: ['violations'] };
    const context = ${opts.include ? JSON.stringify({ include: [opts.include] }) : 'document'};
    const result = await window.axe.run(context, options);
    return result.violations.flatMap((v) => v.nodes.map((n) => v.id + ' (' + (v.impact || 'n/a') + '): ' + n.target.join(' ') + ' — ' + ((n.failureSummary || '').split('\\n').slice(1).join(' ').trim() || v.help)));
  })()`;
  return (await page.evaluate(run)) as string[];
}
