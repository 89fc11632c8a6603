/**
 * Free start times: the one definition of a slot that booking, the pages and the bench share. For duration d, buffer
 * b and step (the rule's slotStepMinutes, else d), a start instant s is listed under date D when, for one working
 * interval [i0, i1) of D (local times turned into instants with the master's zone; an overnight interval ends on the
 * next date; 24:00 is the next midnight):
 *   1. i0 <= s and s + d <= i1;
 *   2. s is a candidate of that interval: i0 + k·step (k = 0, 1, …), or the end of a busy period
 *      (an appointment's [start, end + its buffer) or a block) with i0 < end < i1;
 *   3. [s, s + d + b) overlaps no appointment period and [s, s + d) overlaps no block;
 *   4. s >= now + minNotice, and D <= (the master's date at now) + horizonDays.
 * Steps and durations are real elapsed minutes: on a DST night an interval is as long as the clock says
 * it really lasts. Empty or inverted busy periods (end <= start) are ignored. A date whose intervals
 * overlap as instants (possible only around a DST change) lists each start once.
 *
 * How: busy periods are widened by b at their start ([s, s+d+b) meets [a0, a1) exactly when [s, s+d)
 * meets [a0 - b, a1)), sorted and merged once; each interval is converted to instants once (two cached
 * offset lookups per end) and swept against the merged periods, gap by gap. In a free gap [g0, g1) the
 * slots are g0 when it is a busy end (a gap starting after i0 always starts at one), then the grid
 * points from max(g0, now + notice) while s + d <= g1. No Date object and no string per candidate.
 */
import { dateOfDay, dayNumber } from './calendar-date';
import { intervalEnd } from './clock-text';
import type { DaySlots, Period, SlotQuery } from './slot-types';
import { intervalsForDay } from './work-intervals';
import { zoneClock } from './zone';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Disjoint, non-touching busy periods sorted by start, as two parallel arrays. */
interface Busy {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
}

function requireWholeMinutes(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}`);
  return value * MINUTE;
}

/** Appointments widened by the buffer at their start, plus blocks; sorted once, then merged. */
export function mergeBusy(appointments: readonly Period[], blocks: readonly Period[], bufferMs: number): Busy {
  const raw: [number, number][] = [];
  for (const a of appointments) if (a.end > a.start) raw.push([a.start - bufferMs, a.end]);
  for (const k of blocks) if (k.end > k.start) raw.push([k.start, k.end]);
  raw.sort((x, y) => x[0] - y[0]);
  const starts = new Float64Array(raw.length);
  const ends = new Float64Array(raw.length);
  let n = 0;
  for (const [start, end] of raw) {
    if (n > 0 && start <= ends[n - 1]) {
      if (end > ends[n - 1]) ends[n - 1] = end;
    } else {
      starts[n] = start;
      ends[n] = end;
      n++;
    }
  }
  return { starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
}

/** Index of the first busy period that ends after `t`. */
function firstEndingAfter(ends: Float64Array, t: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ends[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Appends the slots of the working interval [i0, i1) to `out`, ascending. */
function sweepInterval(
  out: number[],
  i0: number,
  i1: number,
  busy: Busy,
  duration: number,
  step: number,
  earliest: number,
): void {
  const { starts, ends } = busy;
  const n = starts.length;
  let j = firstEndingAfter(ends, i0);
  let g0 = i0;
  for (;;) {
    if (j < n && starts[j] <= g0) {
      g0 = ends[j++];
      continue;
    }
    if (g0 + duration > i1) return;
    const g1 = j < n && starts[j] < i1 ? starts[j] : i1;
    const last = g1 - duration;
    const from = g0 > earliest ? g0 : earliest;
    if (from <= last) {
      const offGrid = (g0 - i0) % step !== 0;
      if (offGrid && g0 >= earliest) out.push(g0);
      for (let s = i0 + Math.ceil((from - i0) / step) * step; s <= last; s += step) out.push(s);
    }
    if (g1 >= i1) return;
    g0 = ends[j++];
  }
}

/** Sorts and de-duplicates when a date's intervals produced starts out of order (DST overlaps). */
function ascendingUnique(slots: number[]): number[] {
  let sorted = true;
  for (let i = 1; i < slots.length; i++) {
    if (slots[i] <= slots[i - 1]) {
      sorted = false;
      break;
    }
  }
  if (sorted) return slots;
  slots.sort((a, b) => a - b);
  return slots.filter((s, i) => i === 0 || s !== slots[i - 1]);
}

/** One entry per date from q.from to q.to inclusive (none when from > to); see the module comment. */
export function computeSlots(q: SlotQuery): DaySlots[] {
  const { schedule, rules } = q;
  const duration = requireWholeMinutes('durationMinutes', q.durationMinutes, 1);
  const step = requireWholeMinutes('slotStepMinutes', rules.slotStepMinutes ?? q.durationMinutes, 1);
  const buffer = requireWholeMinutes('bufferMinutes', rules.bufferMinutes, 0);
  const earliest = q.now + requireWholeMinutes('minNoticeMinutes', rules.minNoticeMinutes, 0);
  const clock = zoneClock(schedule.timeZone);
  const lastBookable = clock.dayAt(q.now) + rules.horizonDays;
  const first = dayNumber(q.from);
  const last = dayNumber(q.to);
  const busy = mergeBusy(q.appointments, q.blocks, buffer);
  const days: DaySlots[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOfDay(day);
    let slots: number[] = [];
    if (day <= lastBookable) {
      const intervals = intervalsForDay(schedule, date, day);
      const midnight = day * DAY;
      for (const interval of intervals) {
        const i1 = clock.wallToInstant(midnight + intervalEnd(interval) * MINUTE);
        if (i1 <= earliest) continue;
        const i0 = clock.wallToInstant(midnight + interval[0] * MINUTE);
        if (i1 - i0 >= duration) sweepInterval(slots, i0, i1, busy, duration, step, earliest);
      }
      if (intervals.length > 1) slots = ascendingUnique(slots);
    }
    days.push({ date, slots });
  }
  return days;
}

export interface AnyMasterDay {
  date: string;
  slots: { start: number; masterIds: number[] }[];
}

/**
 * The salon's "any master" view: per date, every start offered by at least one master, ascending, with
 * the ids (ascending) of the masters free then. Dates ascending; a date missing for some master counts as
 * no slots for them.
 */
export function mergeAnyMaster(perMaster: readonly { masterId: number; days: readonly DaySlots[] }[]): AnyMasterDay[] {
  const byDate = new Map<string, Map<number, number[]>>();
  const masters = [...perMaster].sort((a, b) => a.masterId - b.masterId);
  for (const { masterId, days } of masters) {
    for (const { date, slots } of days) {
      let starts = byDate.get(date);
      if (!starts) byDate.set(date, (starts = new Map<number, number[]>()));
      for (const start of slots) {
        const ids = starts.get(start);
        if (!ids) starts.set(start, [masterId]);
        else if (ids[ids.length - 1] !== masterId) ids.push(masterId);
      }
    }
  }
  return [...byDate.keys()].sort().map((date) => {
    const starts = byDate.get(date)!;
    const keys = [...starts.keys()].sort((a, b) => a - b);
    return { date, slots: keys.map((start) => ({ start, masterIds: starts.get(start)! })) };
  });
}
