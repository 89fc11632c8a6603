import { addDays } from '../time-core/calendar-date';
import { instantFormatter, zonedDate } from '../time-core/zone';
import { masterDays, paddedInstants, type MasterBundle } from '../schedules/master-days';

/** How far ahead a favorite's next free time is looked for. */
export const NEXT_FREE_DAYS = 14;
const DAY = 86_400_000;

/**
 * The dates and instants the list statement reads schedules for: wide enough for [now, now + 14 days) in
 * any zone (local dates lie within a day of UTC's; overnight intervals reach back one more date).
 */
export function nextFreeWindow(now: number): { from: string; to: string; lo: number; hi: number } {
  const today = zonedDate(now, 'UTC');
  const from = addDays(today, -2);
  const to = addDays(today, NEXT_FREE_DAYS + 2);
  return { from, to, ...paddedInstants(from, to) };
}

/**
 * The master's first free start in [now, now + 14 days) for any of their services (one service per
 * distinct duration is enough: the slot engine depends on nothing else of a service), as ISO text in the
 * master's zone; null without a schedule, without services or without a free start. A coming group session
 * with a seat left (`sessions`, epoch ms in order) counts as a free time.
 */
export function nextFree(
  bundle: MasterBundle,
  durations: readonly number[],
  now: number,
  sessions: readonly number[] = [],
): string | null {
  if (!bundle.schedule) return null;
  const zone = bundle.schedule.time_zone;
  const from = zonedDate(now, zone);
  const to = addDays(from, NEXT_FREE_DAYS);
  // a group session with a seat left is a free time too
  let first = sessions.find((ms) => ms > now) ?? Infinity;
  for (const duration of durations) {
    const day = masterDays(bundle, duration, from, to, now).find((d) => d.slots.length > 0);
    if (day && day.slots[0] < first) first = day.slots[0];
  }
  return first < now + NEXT_FREE_DAYS * DAY ? instantFormatter(zone)(first) : null;
}
