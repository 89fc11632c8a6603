// The Statistics page's periods: this week (Monday to Sunday), this month, this quarter, or any range.
import { pad2 } from '@api/time-core/calendar-date';
import { addDays, monthRange, weekStart } from '../../lib/zoned-time';

export type PeriodKind = 'week' | 'month' | 'quarter' | 'custom';

export interface Range {
  from: string;
  to: string;
}

/** The calendar period of `kind` that holds `today` ('YYYY-MM-DD'). */
export function periodRange(kind: Exclude<PeriodKind, 'custom'>, today: string): Range {
  if (kind === 'week') {
    const from = weekStart(today);
    return { from, to: addDays(from, 6) };
  }
  if (kind === 'month') return monthRange(today);
  // a quarter: from its first month's first day to its last month's last day
  const month = Number(today.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const from = `${today.slice(0, 4)}-${pad2(first)}-01`;
  return { from, to: monthRange(`${today.slice(0, 4)}-${pad2(first + 2)}-01`).to };
}

/** The change of `now` against `before` in percent, rounded; null when there is nothing to compare with. */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 100);
}
