// The date ranges of /appointments/today, /appointments/month and /appointments (the coming weeks).
import { addDays, monthRange } from '../../lib/zoned-time';

export type Period = 'today' | 'month' | 'upcoming';

/** Days shown by /appointments (no period): today and the weeks after it. */
export const UPCOMING_DAYS = 30;

export function periodOf(param: string | undefined): Period {
  return param === 'today' || param === 'month' ? param : 'upcoming';
}

/** The dates (both included) of a period around `today`. */
export function periodRange(period: Period, today: string): { from: string; to: string } {
  if (period === 'today') return { from: today, to: today };
  if (period === 'month') return monthRange(today);
  return { from: today, to: addDays(today, UPCOMING_DAYS - 1) };
}

/** Whether a date lies in from..to ('YYYY-MM-DD' strings compare as dates). */
export function inRange(date: string, range: { from: string; to: string }): boolean {
  return date >= range.from && date <= range.to;
}
