/** The not-found page follows a pattern redirect on hosts without rules, or logs the unknown path. */
import { matchRedirect, type RedirectRule } from '../../lib/redirects.ts';
import { $ } from './dom.ts';

export function notFound(): void {
  if (document.body.dataset.page !== 'not-found') return;
  const table = $('#redirect-table');
  const rules: RedirectRule[] = table ? JSON.parse(table.textContent ?? '[]') : [];
  const to = matchRedirect(rules, location.pathname);
  if (to) {
    location.replace(to + location.search + location.hash);
    return;
  }
  console.log(`Page not found: ${location.pathname}`);
}
