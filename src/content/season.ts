/**
 * The season names a year ({seasonYear}) that nothing changes when the calendar turns: a build made after that year
 * tells the editor, who decides the next season (it still builds, as an unchanged site must).
 */
import type { Site } from './schema.ts';

/** A note for the build's output when the season's year is over by `year` (today's, in the company's time zone), else undefined. */
export function pastSeasonNote(season: Site['season'], year: number): string | undefined {
  if (season.year >= year) return undefined;
  return `Note: content/site.json season.year is ${season.year}, a year that is over; the announcement bar and the home page's urgency line still name it ("${season.name} ${season.year}"). Set the coming season there.`;
}
