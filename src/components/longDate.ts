/**
 * "March 14, 2025" from a content day ("2025-03-14"): the en-US long date,
 * written from the day's own digits, so neither the build machine's time
 * zone nor its locale data can move or reword it (and thousands of posts
 * cost no date parsing).
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
