/**
 * Which working intervals a date has: its override, else the weekly pattern or the shift cycle. One rule
 * for the slot engine (intervals in minutes) and the mini app's screens (intervals as 'HH:MM' text).
 */
import { dateOfDay, dayNumber, weekdayOfDay } from './calendar-date';
import type { WorkInterval, WorkSchedule } from './slot-types';

/**
 * A weekly pattern (index 0 = Monday) or a shift cycle whose day i is `anchorDate + i (+ k·days.length)`,
 * whatever one interval is written as.
 */
export type PatternOf<I> =
  | { readonly type: 'weekly'; readonly week: readonly (readonly I[])[] }
  | { readonly type: 'cycle'; readonly anchorDate: string; readonly days: readonly (readonly I[])[] };

const NONE: readonly never[] = [];

/**
 * The pattern's intervals for a day number (see calendar-date): the weekday of a weekly pattern, or
 * cycle day ((dayNo - anchor) mod n + n) mod n, so the cycle repeats backwards from its anchor too.
 */
export function patternIntervalsOfDay<I>(pattern: PatternOf<I>, dayNo: number): readonly I[] {
  if (pattern.type === 'weekly') return pattern.week[weekdayOfDay(dayNo)] ?? NONE;
  const n = pattern.days.length;
  if (n === 0) return NONE;
  const index = (((dayNo - dayNumber(pattern.anchorDate)) % n) + n) % n;
  return pattern.days[index] ?? NONE;
}

/**
 * The intervals of a date ('YYYY-MM-DD'): its override when it has one (an empty list is a day off),
 * else the pattern's. Throws a RangeError for a malformed date.
 */
export function intervalsOfDate<I>(
  pattern: PatternOf<I>,
  override: readonly I[] | undefined,
  date: string,
): readonly I[] {
  return override ?? patternIntervalsOfDay(pattern, dayNumber(date));
}

/**
 * The intervals of a date given both as text and as its day number (the slot loop has both; this
 * avoids parsing the date again).
 */
export function intervalsForDay(schedule: WorkSchedule, date: string, dayNo: number): readonly WorkInterval[] {
  return schedule.overrides.get(date) ?? patternIntervalsOfDay(schedule.pattern, dayNo);
}

/** The working intervals of a date ('YYYY-MM-DD'); throws a RangeError for a malformed date. */
export function intervalsForDate(schedule: WorkSchedule, date: string): readonly WorkInterval[] {
  const dayNo = dayNumber(date);
  return intervalsForDay(schedule, dateOfDay(dayNo), dayNo);
}
