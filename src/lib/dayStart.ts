/** When a day begins in a time zone, ISO 8601 with its offset: a post's date as search engines ask for it. */

/** One formatter per zone: making one costs far more than using it, and every post's page asks. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes (New York in summer: -240). */
function offsetMinutes(instant: number, timeZone: string): number {
  if (!formatters.has(timeZone))
    formatters.set(
      timeZone,
      new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', timeZoneName: 'longOffset' }),
    );
  // "2026, GMT-04:00": format() is several times quicker than formatToParts(), and the offset ends the text.
  const name = formatters.get(timeZone)!.format(instant);
  const m = /GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!m) throw new Error(`No UTC offset for time zone ${timeZone} (got "${name}")`);
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

export function dayStart(day: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new Error(`Not a day: ${day}`);
  // The offset at local midnight: first guess from UTC midnight, then read again at the local midnight that guess gives
  // (clocks change in the small hours, so the second reading is the day's own).
  const guess = offsetMinutes(utcMidnight, timeZone);
  const offset = offsetMinutes(utcMidnight - guess * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T00:00:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
