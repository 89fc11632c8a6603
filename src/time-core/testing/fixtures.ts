/** Test support: short ways to write schedules and queries, and to read slots back as local clock text. */
import { WEEKDAY_KEYS } from '../calendar-date';
import { parseClock } from '../clock-text';
import type { BookingRules, DaySlots, SlotQuery, WorkInterval, WorkPattern, WorkSchedule } from '../slot-types';
import { formatInstant } from '../zone';

export type ClockPair = readonly [string, string];

const clock = (text: string): number => {
  const m = parseClock(text);
  if (m === null) throw new Error(`bad clock text in a test: ${text}`);
  return m;
};

export const intervals = (...pairs: ClockPair[]): WorkInterval[] => pairs.map(([a, b]) => [clock(a), clock(b)]);

export type Weekday = (typeof WEEKDAY_KEYS)[number];

export function weekly(week: Partial<Record<Weekday, ClockPair[]>>): WorkPattern {
  return { type: 'weekly', week: WEEKDAY_KEYS.map((day) => intervals(...(week[day] ?? []))) };
}

export function cycle(anchorDate: string, days: ClockPair[][]): WorkPattern {
  return { type: 'cycle', anchorDate, days: days.map((pairs) => intervals(...pairs)) };
}

export function schedule(
  timeZone: string,
  pattern: WorkPattern,
  overrides: Record<string, ClockPair[]> = {},
): WorkSchedule {
  return {
    timeZone,
    pattern,
    overrides: new Map(Object.entries(overrides).map(([date, pairs]) => [date, intervals(...pairs)])),
  };
}

export const DEFAULT_RULES: BookingRules = {
  slotStepMinutes: null,
  minNoticeMinutes: 0,
  horizonDays: 60,
  bufferMinutes: 0,
};

/** A query with no busy time, no notice, a 60-day horizon and 60-minute service unless given. */
export function query(
  sched: WorkSchedule,
  from: string,
  to: string,
  now: string,
  more: Partial<Omit<SlotQuery, 'rules' | 'schedule' | 'from' | 'to' | 'now'>> & { rules?: Partial<BookingRules> } = {},
): SlotQuery {
  return {
    schedule: sched,
    appointments: [],
    blocks: [],
    durationMinutes: 60,
    ...more,
    rules: { ...DEFAULT_RULES, ...more.rules },
    from,
    to,
    now: Date.parse(now),
  };
}

/** [start, end) from two ISO texts. */
export const period = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });

/** Slots as { date: ['09:00', …] } in the zone's local time (a slot on the next date gets a '+1'). */
export function localTimes(days: readonly DaySlots[], zone: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { date, slots } of days) {
    out[date] = slots.map((s) => {
      const text = formatInstant(s, zone);
      return text.slice(0, 10) === date ? text.slice(11, 16) : `${text.slice(11, 16)}+1`;
    });
  }
  return out;
}

/** Slots as full ISO texts with the zone's offset, per date. */
export function isoTimes(days: readonly DaySlots[], zone: string): Record<string, string[]> {
  return Object.fromEntries(days.map(({ date, slots }) => [date, slots.map((s) => formatInstant(s, zone))]));
}
