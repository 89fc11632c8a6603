/**
 * When the weekly digest is due: Monday 09:00 in the business's zone. Plain functions (no Nest), used by the
 * switch (which plans the first one) and by the runner (which sends and plans the next).
 */
import { addDays, weekdayIndex } from '../../time-core/calendar-date';
import { localToInstant, zonedDate } from '../../time-core/zone';

/** Monday 09:00 local. */
export const DIGEST_MINUTES = 9 * 60;

export interface DigestWeek {
  /** The local Monday of the week that `nowMs` falls in (the key of a delivery). */
  monday: string;
  /** That Monday 09:00 in the zone. */
  dueMs: number;
  /** The next Monday 09:00. */
  nextDueMs: number;
}

export function digestWeek(nowMs: number, zone: string): DigestWeek {
  const today = zonedDate(nowMs, zone);
  const monday = addDays(today, -weekdayIndex(today));
  return {
    monday,
    dueMs: localToInstant(monday, DIGEST_MINUTES, zone),
    nextDueMs: localToInstant(addDays(monday, 7), DIGEST_MINUTES, zone),
  };
}

/** The first digest time at or after `nowMs` that has not been sent yet (this Monday's, or the next one). */
export function nextDigestDue(nowMs: number, zone: string): number {
  const w = digestWeek(nowMs, zone);
  return nowMs <= w.dueMs ? w.dueMs : w.nextDueMs;
}

/** Last week (Monday to Sunday) of the week starting `monday`: what its digest reports. */
export const reportedWeek = (monday: string) => ({ from: addDays(monday, -7), to: addDays(monday, -1) });
