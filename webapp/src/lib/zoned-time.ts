// Wall-clock dates and times in a given IANA zone (a master's), whatever the browser's zone is. Calendar
// dates are 'YYYY-MM-DD' strings and clock times 'HH:MM'. The date arithmetic, the zone clock and its
// daylight-saving rule are the API's own (src/time-core), so a time the mini app sends is read back the
// same; what is here is only what a browser adds (its own zone, date pickers, the interface language).
import { addDays, dayNumber, daysBetween, pad2, weekdayIndex } from '@api/time-core/calendar-date';
import { formatClock, parseClock } from '@api/time-core/clock-text';
import {
  formatInstant,
  isTimeZone,
  localToInstant,
  zoneClock,
  zonedDate as coreZonedDate,
  zonedMinutes,
} from '@api/time-core/zone';

export { addDays, daysBetween, weekdayIndex };

const MINUTE = 60_000;
const DAY = 86_400_000;

const toInstant = (instant: number | string) => (typeof instant === 'string' ? Date.parse(instant) : instant);

/** True when the zone is an IANA name the clock can use. */
export function isKnownZone(zone: string): boolean {
  return isTimeZone(zone);
}

/** The zone's offset from UTC in minutes at an instant (+180 for Moscow). */
export function offsetMinutes(zone: string, instant: number): number {
  return Math.round(zoneClock(zone).offsetAt(instant) / MINUTE);
}

/** 'UTC+3', 'UTC+5:30', 'UTC-4' for the zone now. */
export function zoneOffsetLabel(zone: string, now: number = Date.now()): string {
  const m = offsetMinutes(zone, now);
  const h = Math.trunc(Math.abs(m) / 60);
  const rest = Math.abs(m) % 60;
  return `UTC${m < 0 ? '-' : '+'}${h}${rest ? `:${pad2(rest)}` : ''}`;
}

/** The calendar date of an instant (epoch ms or ISO 8601) in the zone: the mini app's one zonedDate. */
export function zonedDate(instant: number | string, zone: string): string {
  return coreZonedDate(toInstant(instant), zone);
}

/** '2030-01-15T10:00:00+10:00' in 'Asia/Vladivostok' -> { date: '2030-01-15', time: '10:00' }. */
export function zonedParts(iso: string, zone: string): { date: string; time: string } {
  return { date: zonedDate(iso, zone), time: clockIn(iso, zone) };
}

/** 'HH:MM' of an instant in the zone. */
export function clockIn(instant: number | string, zone: string): string {
  return formatClock(zonedMinutes(toInstant(instant), zone));
}

/** Today's date in the zone. */
export function todayIn(zone: string, now: number = Date.now()): string {
  return zonedDate(now, zone);
}

/** The browser's zone (a first guess before an answer names the master's). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
}

/**
 * The browser's local date of a Date object ('YYYY-MM-DD'), as date pickers hand them out; without one,
 * the device's today. The mini app's one local-date helper.
 */
export function localDateOf(d: Date = new Date()): string {
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** A Date at the browser's local midnight of a 'YYYY-MM-DD' (for date pickers and calendars). */
export function localDateFrom(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/**
 * The instant of a wall-clock date and 'HH:MM' in the zone, as ISO 8601 with the zone's offset
 * ('2026-12-01T09:00:00+10:00'); a time repeated or skipped by a clock change is read as the API reads it.
 */
export function isoInZone(date: string, time: string, zone: string): string {
  const minutes = parseClock(time);
  if (minutes === null) throw new RangeError(`Not a clock time: ${JSON.stringify(time)}`);
  return formatInstant(localToInstant(date, minutes, zone), zone);
}

/** A calendar date as a Date at its UTC midnight, for Intl to name it (with timeZone 'UTC'). */
const utcMidnight = (date: string) => new Date(dayNumber(date) * DAY);

/** Day and short month of a calendar date in the interface language ('1 дек.', 'Dec 1'). */
export function formatDayMonth(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcMidnight(date),
  );
}

/** Short weekday of a calendar date in the interface language ('пн', 'Mon'). */
export function formatWeekday(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(utcMidnight(date));
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The first and last dates of the month holding `date`: the mini app's one month-bounds function. */
export function monthRange(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = date.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad2(m + 1)}-01`;
  return { from, to: addDays(next, -1) };
}

/** '2030-01-15' -> '15.01.2030' (the Russian form, whatever the interface language). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
