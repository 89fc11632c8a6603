// A master's working time on one date, from their schedule and overrides (the API's own rule for which
// intervals a date has, src/time-core/work-intervals.ts), and how that time is split into free, booked and
// blocked stretches. Times are minutes since the master's local midnight (0..1440).
import type { ClockInterval, OverrideResponse, ScheduleResponse } from '@api/schedules/schedules.contract';
import { corePattern, toWorkIntervals } from '@api/schedules/schedule-pattern';
import { formatClock, MINUTES_PER_DAY } from '@api/time-core/clock-text';
import { intervalsOfDate } from '@api/time-core/work-intervals';
import { zonedMinutes } from '@api/time-core/zone';
import { addDays, zonedDate } from '../../lib/zoned-time';

/** [start, end) in minutes since the date's local midnight. */
export type Stretch = [start: number, end: number];

export type DayHours =
  /** No schedule set yet (nothing is offered to clients). */
  | { kind: 'unset' }
  /** A day off (by the pattern, or an override of []). */
  | { kind: 'off'; override: boolean }
  /** Working intervals as the schedule writes them ('22:00'–'02:00' runs overnight). */
  | { kind: 'work'; intervals: readonly ClockInterval[]; override: boolean };

/** The date's own intervals: its override, else the pattern's. */
function intervalsOf(schedule: ScheduleResponse, overrides: OverrideResponse[], date: string) {
  const override = overrides.find((o) => o.date === date)?.intervals;
  const pattern = corePattern(schedule.pattern, (day) => day);
  return { intervals: intervalsOfDate(pattern, override, date), override: override !== undefined };
}

export function dayHours(schedule: ScheduleResponse, overrides: OverrideResponse[], date: string): DayHours {
  if (!schedule.configured) return { kind: 'unset' };
  const { intervals, override } = intervalsOf(schedule, overrides, date);
  return intervals.length === 0 ? { kind: 'off', override } : { kind: 'work', intervals, override };
}

/** The date's intervals in minutes. */
const minutesOf = (schedule: ScheduleResponse, overrides: OverrideResponse[], date: string) =>
  toWorkIntervals(intervalsOf(schedule, overrides, date).intervals);

/**
 * The working stretches that fall on `date`: its own intervals (an overnight one up to midnight), and the
 * part after midnight of the previous date's overnight interval. Sorted, merged.
 */
export function workStretches(schedule: ScheduleResponse, overrides: OverrideResponse[], date: string): Stretch[] {
  if (!schedule.configured) return [];
  const own = minutesOf(schedule, overrides, date).map(([s, e]): Stretch => [s, e <= s ? MINUTES_PER_DAY : e]);
  const carried = minutesOf(schedule, overrides, addDays(date, -1))
    .filter(([s, e]) => e <= s)
    .map(([, e]): Stretch => [0, e]);
  return merge([...carried, ...own].filter(([s, e]) => e > s));
}

/** Sorted and merged (touching stretches join). */
export function merge(stretches: Stretch[]): Stretch[] {
  const sorted = [...stretches].sort((a, b) => a[0] - b[0]);
  const out: Stretch[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** The part of [startsAt, endsAt) that lies on `date` in `zone`, in minutes (null: none of it). */
export function stretchOn(startsAt: string, endsAt: string, date: string, zone: string): Stretch | null {
  const at = (iso: string) => {
    const d = zonedDate(iso, zone);
    if (d < date) return 0;
    if (d > date) return MINUTES_PER_DAY;
    return zonedMinutes(Date.parse(iso), zone);
  };
  const s = at(startsAt);
  const e = at(endsAt);
  return e > s ? [s, e] : null;
}

/** `from` without the parts covered by `minus`. */
export function subtract(from: Stretch[], minus: Stretch[]): Stretch[] {
  let rest = from;
  for (const [ms, me] of merge(minus)) {
    rest = rest.flatMap(([s, e]): Stretch[] => {
      if (me <= s || ms >= e) return [[s, e]];
      const parts: Stretch[] = [];
      if (ms > s) parts.push([s, ms]);
      if (me < e) parts.push([me, e]);
      return parts;
    });
  }
  return rest;
}

export type BandKind = 'free' | 'booked' | 'blocked' | 'off';

/**
 * The day from its first to its last working or busy minute, cut into pieces: booked (a live booking), blocked
 * (a block), free (working time left) and off (a break, or a booking outside working time shows as booked).
 */
export function band(work: Stretch[], booked: Stretch[], blocked: Stretch[]): { kind: BandKind; at: Stretch }[] {
  const all = [...work, ...booked, ...blocked];
  if (all.length === 0) return [];
  const points = [...new Set(all.flat())].sort((a, b) => a - b);
  const inside = (list: Stretch[], m: number) => list.some(([s, e]) => m >= s && m < e);
  const pieces: { kind: BandKind; at: Stretch }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [s, e] = [points[i], points[i + 1]];
    let kind: BandKind = 'off';
    if (inside(booked, s)) kind = 'booked';
    else if (inside(blocked, s)) kind = 'blocked';
    else if (inside(work, s)) kind = 'free';
    const last = pieces[pieces.length - 1];
    if (last && last.kind === kind) last.at[1] = e;
    else pieces.push({ kind, at: [s, e] });
  }
  return pieces;
}

export const stretchText = ([s, e]: Stretch) => `${formatClock(s)}–${formatClock(e)}`;
