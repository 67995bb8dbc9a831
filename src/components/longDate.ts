/**
 * "March 14, 2025" from a content day ("2025-03-14"). Read as UTC so the
 * build machine's time zone can never move the day.
 */
const formatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function longDate(isoDay: string): string {
  return formatter.format(new Date(`${isoDay}T00:00:00Z`));
}
