/** "March 14, 2025" from "2025-03-14", written from its digits: no time zone or locale data can move or reword it. */
import { MONTHS } from '../lib/urgency.ts';

export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
