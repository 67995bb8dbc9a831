/** Dates computed in the visitor's browser, so they never go stale between builds: the urgency month, the footer year. */
import { urgencyMessage } from '../../lib/urgency.ts';
import { $$ } from './dom.ts';

export function dates(): void {
  const now = new Date();
  for (const el of $$('[data-urgency]')) el.textContent = urgencyMessage(el.dataset.urgency ?? '', now);
  for (const el of $$('[data-year]')) el.textContent = String(now.getFullYear());
}
