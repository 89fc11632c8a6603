import { isCalendarDate, WEEKDAY_KEYS } from '../time-core/calendar-date';
import { formatClock, intervalsProblem, parseClock } from '../time-core/clock-text';
import type { WorkInterval, WorkPattern } from '../time-core/slot-types';
import type { PatternOf } from '../time-core/work-intervals';
import type { FieldError } from '../common/validation.pipe';
import { SCHEDULE_MSG } from './schedule-messages';
import type {
  ClockInterval,
  StoredCyclePattern,
  StoredPattern,
  StoredWeeklyPattern,
  WeekKey,
} from './schedules.contract';

export type { ClockInterval, StoredPattern, StoredCyclePattern, StoredWeeklyPattern, WeekKey };

export const WEEK_KEYS: readonly WeekKey[] = WEEKDAY_KEYS;

export const MAX_INTERVALS_PER_DAY = 12;
export const MAX_CYCLE_DAYS = 28;

type Loc = (string | number)[];
type Parsed<T> = { value: T; errors: [] } | { value: null; errors: FieldError[] };

const fail = (loc: Loc, msg: string): { value: null; errors: FieldError[] } => ({
  value: null,
  errors: [{ loc, msg }],
});
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A weekly pattern with every day off: what GET answers before the first PUT. */
export function emptyWeek(): StoredWeeklyPattern {
  return { type: 'weekly', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
}

/**
 * One date's intervals: a list of ["HH:MM","HH:MM"] ('24:00' only as an end; an end not after its start
 * runs overnight), no two overlapping. Written back in canonical form ('9:00' -> '09:00'); every problem
 * is reported at `loc` (the day), as the mini app shows it next to that day.
 */
export function parseIntervals(raw: unknown, loc: Loc): Parsed<ClockInterval[]> {
  if (!Array.isArray(raw)) return fail(loc, SCHEDULE_MSG.intervalsNotList);
  if (raw.length > MAX_INTERVALS_PER_DAY) return fail(loc, SCHEDULE_MSG.tooManyIntervals);
  const minutes: WorkInterval[] = [];
  for (const item of raw) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string' || typeof item[1] !== 'string') {
      return fail(loc, SCHEDULE_MSG.intervalMalformed);
    }
    const start = parseClock(item[0]);
    const end = parseClock(item[1]);
    if (start === null || end === null) return fail(loc, SCHEDULE_MSG.intervalMalformed);
    minutes.push([start, end]);
  }
  const problem = intervalsProblem(minutes);
  if (problem) return fail(loc, problem);
  return { value: minutes.map(([s, e]) => [formatClock(s), formatClock(e)]), errors: [] };
}

/** The body's `pattern`, validated field by field (loc e.g. ["body","pattern","week","mon"]). */
export function parsePattern(raw: unknown, loc: Loc = ['body', 'pattern']): Parsed<StoredPattern> {
  if (!isPlainObject(raw)) return fail(loc, SCHEDULE_MSG.patternRequired);
  if (raw.type === 'weekly') return parseWeekly(raw, loc);
  if (raw.type === 'cycle') return parseCycle(raw, loc);
  return fail([...loc, 'type'], SCHEDULE_MSG.patternTypeInvalid);
}

function unknownKeys(raw: Record<string, unknown>, allowed: string[], loc: Loc): FieldError[] {
  return Object.keys(raw)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ loc: [...loc, k], msg: SCHEDULE_MSG.unknownField }));
}

function parseWeekly(raw: Record<string, unknown>, loc: Loc): Parsed<StoredPattern> {
  const errors = unknownKeys(raw, ['type', 'week'], loc);
  const week = raw.week ?? {};
  if (!isPlainObject(week)) return fail([...loc, 'week'], SCHEDULE_MSG.weekInvalid);
  errors.push(...unknownKeys(week, [...WEEK_KEYS], [...loc, 'week']).map((e) => ({ ...e, msg: SCHEDULE_MSG.dayKey })));
  const out = emptyWeek();
  for (const key of WEEK_KEYS) {
    if (week[key] === undefined) continue; // a missing day is a day off
    const day = parseIntervals(week[key], [...loc, 'week', key]);
    if (day.value) out.week[key] = day.value;
    else errors.push(...day.errors);
  }
  if (errors.length) return { value: null, errors };
  const spill = spillProblems(WEEK_KEYS.map((k) => out.week[k]));
  if (spill.length)
    return {
      value: null,
      errors: spill.map((i) => ({ loc: [...loc, 'week', WEEK_KEYS[i]], msg: SCHEDULE_MSG.overnightOverlap })),
    };
  return { value: out, errors: [] };
}

/**
 * Days (indexes) whose overnight interval runs into the next day's first hours while that day already
 * works then; the list wraps around (Sunday -> Monday, the cycle's last day -> its first).
 */
function spillProblems(days: ClockInterval[][]): number[] {
  const minutes = days.map(toWorkIntervals);
  const out: number[] = [];
  minutes.forEach((day, i) => {
    const next = minutes[(i + 1) % minutes.length];
    const spillEnd = Math.max(0, ...day.map(([start, end]) => (end <= start ? end : 0)));
    if (spillEnd > 0 && next.some(([start]) => start < spillEnd)) out.push(i);
  });
  return out;
}

function parseCycle(raw: Record<string, unknown>, loc: Loc): Parsed<StoredPattern> {
  const errors = unknownKeys(raw, ['type', 'anchor_date', 'days'], loc);
  if (typeof raw.anchor_date !== 'string' || !isCalendarDate(raw.anchor_date)) {
    errors.push({ loc: [...loc, 'anchor_date'], msg: SCHEDULE_MSG.dateInvalid });
  }
  const days: ClockInterval[][] = [];
  if (!Array.isArray(raw.days) || raw.days.length < 1 || raw.days.length > MAX_CYCLE_DAYS) {
    errors.push({ loc: [...loc, 'days'], msg: SCHEDULE_MSG.cycleLength });
  } else {
    raw.days.forEach((d: unknown, i) => {
      const day = parseIntervals(d, [...loc, 'days', i]);
      if (day.value) days.push(day.value);
      else errors.push(...day.errors);
    });
  }
  if (errors.length) return { value: null, errors };
  const spill = spillProblems(days);
  if (spill.length)
    return {
      value: null,
      errors: spill.map((i) => ({ loc: [...loc, 'days', i], msg: SCHEDULE_MSG.overnightOverlap })),
    };
  return { value: { type: 'cycle', anchor_date: raw.anchor_date as string, days }, errors: [] };
}

/** Stored intervals (already validated on write) as the slot engine's minutes. */
export function toWorkIntervals(intervals: readonly ClockInterval[]): WorkInterval[] {
  const out: WorkInterval[] = [];
  for (const [s, e] of intervals) {
    const start = parseClock(s);
    const end = parseClock(e);
    if (start !== null && end !== null) out.push([start, end]);
  }
  return out;
}

/**
 * A stored pattern (or the mini app's edited one) in the shape the core's date rule reads (weekday index
 * 0 = Monday), each day's intervals written by `day`.
 */
export function corePattern<I>(p: StoredPattern, day: (intervals: ClockInterval[]) => readonly I[]): PatternOf<I> {
  if (p.type === 'cycle') return { type: 'cycle', anchorDate: p.anchor_date, days: p.days.map(day) };
  return { type: 'weekly', week: WEEK_KEYS.map((k) => day(p.week[k] ?? [])) };
}

/** A stored pattern as the slot engine's (intervals in minutes). */
export function toWorkPattern(p: StoredPattern): WorkPattern {
  return corePattern(p, toWorkIntervals);
}
