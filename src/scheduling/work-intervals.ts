/** Which working intervals a date has: its override, else the weekly pattern or the shift cycle. */
import { dateOfDay, dayNumber, weekdayOfDay } from './calendar-date';
import type { WorkInterval, WorkSchedule } from './slot-types';

const NONE: readonly WorkInterval[] = [];

/**
 * The intervals of a date given both as text and as its day number (the slot loop has both; this
 * avoids parsing the date again). The override wins (an empty list is a day off); then the weekly
 * pattern's weekday; then cycle day ((dayNo - anchor) mod n + n) mod n, so the cycle repeats backwards
 * from its anchor too.
 */
export function intervalsForDay(schedule: WorkSchedule, date: string, dayNo: number): readonly WorkInterval[] {
  const override = schedule.overrides.get(date);
  if (override) return override;
  const pattern = schedule.pattern;
  if (pattern.type === 'weekly') return pattern.week[weekdayOfDay(dayNo)] ?? NONE;
  const n = pattern.days.length;
  if (n === 0) return NONE;
  const index = (((dayNo - dayNumber(pattern.anchorDate)) % n) + n) % n;
  return pattern.days[index] ?? NONE;
}

/** The working intervals of a date ('YYYY-MM-DD'); throws a RangeError for a malformed date. */
export function intervalsForDate(schedule: WorkSchedule, date: string): readonly WorkInterval[] {
  const dayNo = dayNumber(date);
  return intervalsForDay(schedule, dateOfDay(dayNo), dayNo);
}
