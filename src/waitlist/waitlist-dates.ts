import { addDays } from '../time-core/calendar-date';
import { zonedDate } from '../time-core/zone';

/** The earliest local date anywhere at an instant: zones reach 12 hours behind UTC, so one day before UTC's. */
export const earliestDateAt = (nowMs: number): string => addDays(zonedDate(nowMs, 'UTC'), -1);

/**
 * The entries still live at `nowMs`: their last date is not before today in their master's zone. Node's
 * zone data decides, as for every other conversion of the master's time.
 */
export function liveIn<T extends { to_date: string; time_zone: string }>(rows: readonly T[], nowMs: number): T[] {
  const today = new Map<string, string>();
  return rows.filter((r) => {
    let date = today.get(r.time_zone);
    if (date === undefined) today.set(r.time_zone, (date = zonedDate(nowMs, r.time_zone)));
    return r.to_date >= date;
  });
}
