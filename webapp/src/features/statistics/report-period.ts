// The Statistics page's periods: this week (Monday to Sunday), this month, this quarter, or any range.
import { addDays, dayNumber, dateOfDay, weekdayIndex } from '@api/time-core/calendar-date';

export type PeriodKind = 'week' | 'month' | 'quarter' | 'custom';

export interface Range {
  from: string;
  to: string;
}

/** The calendar period of `kind` that holds `today` ('YYYY-MM-DD'). */
export function periodRange(kind: Exclude<PeriodKind, 'custom'>, today: string): Range {
  if (kind === 'week') {
    const from = addDays(today, -weekdayIndex(today));
    return { from, to: addDays(from, 6) };
  }
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const first = kind === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  const months = kind === 'month' ? 1 : 3;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const nextYear = first + months > 12 ? year + 1 : year;
  const nextMonth = ((first + months - 1) % 12) + 1;
  const next = `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`;
  return { from, to: dateOfDay(dayNumber(next) - 1) };
}

/** The change of `now` against `before` in percent, rounded; null when there is nothing to compare with. */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 100);
}
