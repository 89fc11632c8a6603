import { addDays, dateOfDay } from '../time-core/calendar-date';
import { zonedDate } from '../time-core/zone';
import { type MasterBundle, masterDays } from '../schedules/master-days';

const MINUTE = 60_000;

/** A start the slot engine offers now, with the master's date it is listed under. */
export interface FreedSlot {
  date: string;
  start: number;
}

/**
 * The starts a freed range [startMs, endMs) made bookable for `durationMinutes`: the slots the engine
 * (the same one the public pages and the booking check use) offers now whose occupied range overlapped
 * the freed booking. A slot s was held back by a booking [a0, a1) exactly when [s, s + d + buffer)
 * overlapped [a0, a1 + buffer) (src/time-core/slots.ts, rule 3), so only those are new. Ascending.
 */
export function freedSlots(
  bundle: MasterBundle,
  durationMinutes: number,
  freed: { startMs: number; endMs: number },
  now: number,
): FreedSlot[] {
  const schedule = bundle.schedule;
  if (!schedule) return [];
  const zone = schedule.time_zone;
  const buffer = schedule.buffer_minutes * MINUTE;
  const reach = durationMinutes * MINUTE + buffer;
  const until = freed.endMs + buffer;
  // an overnight interval of the day before may hold the freed start
  const from = addDays(zonedDate(freed.startMs, zone), -1);
  const to = zonedDate(until, zone);
  const out: FreedSlot[] = [];
  for (const day of masterDays(bundle, durationMinutes, from, to, now)) {
    for (const start of day.slots) {
      if (start < until && start + reach > freed.startMs) out.push({ date: day.date, start });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The master's dates an entry must touch to be offered anything of a freed range (zones reach ±14 h). */
export function datesAround(freed: { startMs: number; endMs: number }): { lo: string; hi: string } {
  const DAY = 86_400_000;
  return { lo: dateOfDay(Math.floor(freed.startMs / DAY) - 2), hi: dateOfDay(Math.floor(freed.endMs / DAY) + 2) };
}

/** The first slot on the entry's dates. */
export function firstWithin(slots: FreedSlot[], from: string, to: string): FreedSlot | null {
  return slots.find((s) => s.date >= from && s.date <= to) ?? null;
}
