const NAMES = 'January February March April May June July August September October November December';
/** The month names, January first. */
export const MONTHS = NAMES.split(' ');

/**
 * The hero urgency line's month: this one, or the next after the 15th, never one nearly over. From the visitor's
 * calendar, so it is computed in the browser (a build's value would go stale).
 */
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
