// The booking screens' date helpers, built on the shared zone clock (lib/zoned-time.ts, the API's own): dates and times in
// the master's zone (the answer's `time_zone`), whatever the browser's zone is.
import { pad2 } from '@api/time-core/calendar-date';
import { addDays, clockIn, dateIn, isoInZone, todayIn, weekdayIndex } from '../../lib/zoned-time';

export { addDays, todayIn };

/** '2030-01-15T10:00:00+10:00' in 'Asia/Vladivostok' -> { date: '2030-01-15', time: '10:00' }. */
export function zonedParts(iso: string, zone: string): { date: string; time: string } {
  return { date: dateIn(iso, zone), time: clockIn(iso, zone) };
}

/** The calendar date of an instant in `zone`. */
export function zonedDate(iso: string, zone: string): string {
  return dateIn(iso, zone);
}

export function zonedTime(iso: string, zone: string): string {
  return clockIn(iso, zone);
}

/** A wall-clock date and 'HH:MM' in `zone` as ISO 8601 with that zone's offset. */
export function zonedInstant(date: string, time: string, zone: string): string {
  return isoInZone(date, time, zone);
}

/** '2030-01-15' -> '15.01.2030' (the Russian form, whatever the interface language). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** The browser's zone (a first guess before an answer names the master's). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The first and last dates of the month holding `date`. */
export function monthRange(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = date.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad2(m + 1)}-01`;
  return { from, to: addDays(next, -1) };
}
