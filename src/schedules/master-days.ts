import { addDays, dateOfDay, dayNumber } from '../time-core/calendar-date';
import type { DaySlots, Period, WorkInterval } from '../time-core/slot-types';
import { computeSlots, mergeAnyMaster } from '../time-core/slots';
import { instantFormatter, zonedDate } from '../time-core/zone';
import { ClockInterval, toWorkIntervals, toWorkPattern } from './schedule-pattern';
import type { ScheduleResponse } from './schedules.contract';

/** What of a master's schedule decides their free times. */
export type SlotRules = Pick<
  ScheduleResponse,
  'time_zone' | 'pattern' | 'slot_step_minutes' | 'min_notice_minutes' | 'horizon_days' | 'buffer_minutes'
>;

/** One master's data for a slot read, as the one SQL statement returns it (instants in epoch ms). */
export interface MasterBundle {
  schedule: SlotRules | null;
  overrides: [date: string, intervals: ClockInterval[]][];
  blocks: [start: number, end: number][];
  /** Live appointments: [starts_at, max(occupied_until, ends_at + today's buffer)). */
  busy: [start: number, end: number][];
}

/** Public reads ask for these dates' neighbours too (zones up to ±14 h, overnight intervals). */
export function paddedInstants(from: string, to: string): { lo: number; hi: number } {
  const DAY = 86_400_000;
  return { lo: (dayNumber(from) - 2) * DAY, hi: (dayNumber(to) + 3) * DAY };
}

const toPeriods = (pairs: [number, number][]): Period[] => pairs.map(([start, end]) => ({ start, end }));

/** Start instants per date from..to (every date present; all empty without a schedule). */
export function masterDays(
  b: MasterBundle,
  durationMinutes: number,
  from: string,
  to: string,
  now: number,
): DaySlots[] {
  if (!b.schedule) {
    const days: DaySlots[] = [];
    for (let n = dayNumber(from); n <= dayNumber(to); n++) days.push({ date: dateOfDay(n), slots: [] });
    return days;
  }
  const s = b.schedule;
  return computeSlots({
    schedule: {
      timeZone: s.time_zone,
      pattern: toWorkPattern(s.pattern),
      overrides: new Map<string, readonly WorkInterval[]>(b.overrides.map(([d, list]) => [d, toWorkIntervals(list)])),
    },
    rules: {
      slotStepMinutes: s.slot_step_minutes,
      minNoticeMinutes: s.min_notice_minutes,
      horizonDays: s.horizon_days,
      bufferMinutes: s.buffer_minutes,
    },
    appointments: toPeriods(b.busy),
    blocks: toPeriods(b.blocks),
    durationMinutes,
    from,
    to,
    now,
  });
}

export function formatDays(days: DaySlots[], zone: string): { date: string; slots: string[] }[] {
  const format = instantFormatter(zone);
  return days.map((d) => ({ date: d.date, slots: d.slots.map((ms) => format(ms)) }));
}

/**
 * "Any master": every start offered by at least one master, with the masters free then, per date of the
 * organization's zone. Masters in the organization's zone are merged by their own dates; one in another
 * zone is computed a day wider on both sides and its starts are placed under the organization's dates.
 */
export function anyMasterDays(
  masters: { id: number; bundle: MasterBundle }[],
  orgZone: string,
  durationMinutes: number,
  from: string,
  to: string,
  now: number,
): { date: string; slots: { starts_at: string; master_ids: number[] }[] }[] {
  const perMaster = masters
    .filter((m) => m.bundle.schedule)
    .map((m) => {
      const sameZone = m.bundle.schedule!.time_zone === orgZone;
      const days = sameZone
        ? masterDays(m.bundle, durationMinutes, from, to, now)
        : rebucket(masterDays(m.bundle, durationMinutes, addDays(from, -1), addDays(to, 1), now), orgZone);
      return { masterId: m.id, days };
    });
  const merged = new Map(mergeAnyMaster(perMaster).map((d) => [d.date, d.slots]));
  const format = instantFormatter(orgZone);
  const out: { date: string; slots: { starts_at: string; master_ids: number[] }[] }[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const date = dateOfDay(n);
    const slots = merged.get(date) ?? [];
    out.push({
      date,
      slots: slots.map((s) => ({ starts_at: format(s.start), master_ids: s.masterIds })),
    });
  }
  return out;
}

/** The same starts, listed under their dates in `zone`. */
function rebucket(days: DaySlots[], zone: string): DaySlots[] {
  const byDate = new Map<string, number[]>();
  for (const day of days) {
    for (const ms of day.slots) {
      const date = zonedDate(ms, zone);
      const list = byDate.get(date);
      if (list) list.push(ms);
      else byDate.set(date, [ms]);
    }
  }
  return [...byDate].map(([date, slots]) => ({ date, slots }));
}
