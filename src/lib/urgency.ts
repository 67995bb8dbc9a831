/**
 * Hero urgency line: names the current month, or the next one once
 * the day of month is past 15, so the message never promotes a month that is
 * nearly over. Uses the visitor's local calendar, so call it in the browser
 * (a value computed at build time would go stale).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function urgencyMonth(date: Date): string {
  const month = date.getMonth();
  if (Number.isNaN(month)) throw new RangeError('urgencyMonth needs a valid Date');
  const index = date.getDate() > 15 ? (month + 1) % 12 : month;
  return MONTHS[index]!;
}

/** Replaces every `{month}` placeholder in the template. */
export function urgencyMessage(template: string, date: Date): string {
  return template.split('{month}').join(urgencyMonth(date));
}
