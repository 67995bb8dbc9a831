/**
 * A new post's number, given on its first save so the editor never picks
 * one: the moment it was first saved in the company's time zone, written
 * YYYYMMDDHHmmss (its address is /blog/20261127193005). Two posts would share
 * one only if first saved in the same second, which the pull request's check
 * reports as a duplicate id.
 */
import { dayIn } from '../../lib/today.ts';

export function newPostId(timeZone: string, instant: number = Date.now()): number {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return Number(dayIn(timeZone, instant).replace(/-/g, '') + time.replace(/:/g, ''));
}
