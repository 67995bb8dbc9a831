/** The first-flight budget, TCP's initial window (docs/performance.md: going over is the editor's call, so the build only names the pages). */
export const FIRST_FLIGHT_BUDGET = 14 * 1024;

/** `firstFlight`: the page's first flight in bytes (gzip -9, inline CSS included); absent when the build did not measure. */
type FlightRow = { path: string; firstFlight?: number };

/** A note for the build's output naming every page over the budget, heaviest first; undefined when all fit. */
export function overBudgetNote(routes: FlightRow[]): string | undefined {
  const over = routes
    .filter((r): r is Required<FlightRow> => r.firstFlight !== undefined && r.firstFlight > FIRST_FLIGHT_BUDGET)
    .sort((a, b) => b.firstFlight - a.firstFlight);
  if (!over.length) return undefined;
  const list = over.map((r) => `${r.path} ${(r.firstFlight / 1024).toFixed(1)} KB`).join(', ');
  const pages = over.length === 1 ? '1 page is' : `${over.length} pages are`;
  return (
    `Note: ${pages} over the ${FIRST_FLIGHT_BUDGET / 1024} KB a phone receives in its first round trip (HTML with its CSS, gzipped): ${list}. ` +
    `${over.length === 1 ? 'It builds and works' : 'They build and work'}; on a slow connection ${over.length === 1 ? 'it draws' : 'they draw'} one round trip later. A long post or a long list on the page (quotes, photos, posts) is what weighs.`
  );
}
