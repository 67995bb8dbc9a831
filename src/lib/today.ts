/** The company's "today" in site.json's timeZone (when a dated post is published); SITE_TODAY or --today sets it. */
export const TODAY_ENV = 'SITE_TODAY';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function dayIn(timeZone: string, instant: number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `given` (an option or SITE_TODAY) when it names a day, else today in the zone; a malformed value is refused rather than ignored. */
export function today(timeZone: string, given: string | undefined = process.env[TODAY_ENV]): string {
  if (given === undefined || given === '') return dayIn(timeZone);
  if (!DAY.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`)))
    throw new Error(`${TODAY_ENV} / --today must be a day written YYYY-MM-DD (got "${given}")`);
  return given;
}
