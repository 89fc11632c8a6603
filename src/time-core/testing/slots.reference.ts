/**
 * Test support: the slot definition of slots.ts checked literally, one minute at a time. Slow (every
 * minute of every date's working span, every busy period for each), obviously correct, and sharing with
 * the real function only the date and zone helpers (which have their own tests). Exact only when busy
 * periods start and end on whole minutes, as the property tests generate them.
 */
import { addDays, daysBetween } from '../calendar-date';
import type { DaySlots, Period, SlotQuery } from '../slot-types';
import { intervalsForDate } from '../work-intervals';
import { localToInstant, zonedDate } from '../zone';

const MINUTE = 60_000;

const overlaps = (a0: number, a1: number, b0: number, b1: number): boolean => a0 < b1 && b0 < a1;
const live = (p: Period): boolean => p.end > p.start;

export function referenceSlots(q: SlotQuery): DaySlots[] {
  const zone = q.schedule.timeZone;
  const d = q.durationMinutes * MINUTE;
  const b = q.rules.bufferMinutes * MINUTE;
  const step = (q.rules.slotStepMinutes ?? q.durationMinutes) * MINUTE;
  const lastBookable = addDays(zonedDate(q.now, zone), q.rules.horizonDays);
  const appointments = q.appointments.filter(live);
  const blocks = q.blocks.filter(live);
  const busyEnds = [...appointments, ...blocks].map((p) => p.end);
  const out: DaySlots[] = [];
  for (let i = 0; i <= daysBetween(q.from, q.to); i++) {
    const date = addDays(q.from, i);
    const slots: number[] = [];
    out.push({ date, slots });
    if (daysBetween(date, lastBookable) < 0) continue;
    const intervals = intervalsForDate(q.schedule, date).map(([start, end]) => ({
      i0: localToInstant(date, start, zone),
      i1: localToInstant(date, end <= start ? end + 1440 : end, zone),
    }));
    if (intervals.length === 0) continue;
    const lo = Math.min(...intervals.map((x) => x.i0));
    const hi = Math.max(...intervals.map((x) => x.i1));
    for (let s = Math.floor(lo / MINUTE) * MINUTE; s < hi; s += MINUTE) {
      const inOneInterval = intervals.some(
        ({ i0, i1 }) =>
          i0 <= s &&
          s + d <= i1 &&
          ((s - i0) % step === 0 || busyEnds.some((end) => end === s && i0 < end && end < i1)),
      );
      const free =
        appointments.every((a) => !overlaps(s, s + d + b, a.start, a.end)) &&
        blocks.every((k) => !overlaps(s, s + d, k.start, k.end));
      if (inOneInterval && free && s >= q.now + q.rules.minNoticeMinutes * MINUTE) slots.push(s);
    }
  }
  return out;
}
