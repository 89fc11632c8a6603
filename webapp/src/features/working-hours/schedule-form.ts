// The editor's state of a schedule, its presets, and the way back to the API's body. Both pattern kinds are
// kept while editing, so switching between weekly and cycle loses nothing; only the chosen one is sent.
import type { ClockInterval, ScheduleRequest, ScheduleResponse, WeekKey } from '@api/schedules/schedules.contract';
import { corePattern, MAX_CYCLE_DAYS, MAX_INTERVALS_PER_DAY, WEEK_KEYS as WEEK } from '@api/schedules/schedule-pattern';
import { formatClock, MINUTES_PER_DAY, parseClock } from '@api/time-core/clock-text';
import { intervalsOfDate } from '@api/time-core/work-intervals';

/** The week Monday first, the longest cycle and the most intervals a day may have: the API's own. */
export { MAX_CYCLE_DAYS, WEEK };
export const MAX_INTERVALS = MAX_INTERVALS_PER_DAY;

export type PatternType = 'weekly' | 'cycle';

export interface ScheduleForm {
  time_zone: string;
  type: PatternType;
  week: Record<WeekKey, ClockInterval[]>;
  anchor_date: string;
  days: ClockInterval[][];
  slot_step_minutes: number | null;
  min_notice_minutes: number;
  horizon_days: number;
  buffer_minutes: number;
  cancel_cutoff_hours: number;
  /** Reminder lead times in minutes, longest first; [] = no reminders. */
  reminder_minutes: number[];
  /** 'HH:MM' the day's agenda goes to the master; null = off. */
  agenda_time: string | null;
}

/** At most this many reminder lead times (the API's limit). */
export const MAX_REMINDERS = 5;

/** Lead times longest first, without repeats. */
export const sortLeads = (list: number[]): number[] => [...new Set(list)].sort((a, b) => b - a);

const emptyWeek = (): Record<WeekKey, ClockInterval[]> => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});

const copy = (list: ClockInterval[]): ClockInterval[] => list.map(([s, e]) => [s, e]);

/** The form for a schedule as GET answers it; `today` (the master's) anchors a cycle made from scratch. */
export function scheduleToForm(s: ScheduleResponse, today: string): ScheduleForm {
  const week = emptyWeek();
  let anchor = today;
  let days: ClockInterval[][] = [[['10:00', '22:00']], [['10:00', '22:00']], [], []];
  if (s.pattern.type === 'weekly') {
    for (const key of WEEK) week[key] = copy(s.pattern.week[key] ?? []);
  } else {
    anchor = s.pattern.anchor_date;
    days = s.pattern.days.map(copy);
  }
  return {
    time_zone: s.time_zone,
    type: s.pattern.type,
    week,
    anchor_date: anchor,
    days,
    slot_step_minutes: s.slot_step_minutes,
    min_notice_minutes: s.min_notice_minutes,
    horizon_days: s.horizon_days,
    buffer_minutes: s.buffer_minutes,
    cancel_cutoff_hours: s.cancel_cutoff_hours,
    reminder_minutes: sortLeads(s.reminder_minutes ?? []),
    agenda_time: s.agenda_time ?? null,
  };
}

/** The PUT body: the chosen pattern and every rule. */
export function formToRequest(f: ScheduleForm): ScheduleRequest {
  const pattern: ScheduleRequest['pattern'] =
    f.type === 'weekly'
      ? {
          type: 'weekly',
          week: Object.fromEntries(WEEK.map((k) => [k, copy(f.week[k])])) as Record<WeekKey, ClockInterval[]>,
        }
      : { type: 'cycle', anchor_date: f.anchor_date, days: f.days.map(copy) };
  return {
    time_zone: f.time_zone,
    pattern,
    slot_step_minutes: f.slot_step_minutes,
    min_notice_minutes: f.min_notice_minutes,
    horizon_days: f.horizon_days,
    buffer_minutes: f.buffer_minutes,
    cancel_cutoff_hours: f.cancel_cutoff_hours,
    reminder_minutes: sortLeads(f.reminder_minutes),
    agenda_time: f.agenda_time,
  };
}

export type PresetKey = '5/2' | '2/2' | '3/3';
export const PRESETS: PresetKey[] = ['5/2', '2/2', '3/3'];

/** 5/2: Monday to Friday 09:00–18:00. 2/2 and 3/3: shifts 10:00–22:00 from `today` on. */
export function applyPreset(f: ScheduleForm, preset: PresetKey, today: string): ScheduleForm {
  if (preset === '5/2') {
    const week = emptyWeek();
    for (const key of WEEK.slice(0, 5)) week[key] = [['09:00', '18:00']];
    return { ...f, type: 'weekly', week };
  }
  const n = preset === '2/2' ? 2 : 3;
  const shift: ClockInterval[] = [['10:00', '22:00']];
  const days = [...Array.from({ length: n }, () => copy(shift)), ...Array.from({ length: n }, () => [])];
  return { ...f, type: 'cycle', anchor_date: today, days };
}

/** The intervals the pattern gives a date (what the month view shows where no override is set). */
export function patternIntervals(f: ScheduleForm, date: string): readonly ClockInterval[] {
  const edited =
    f.type === 'weekly'
      ? corePattern({ type: 'weekly', week: f.week }, (day) => day)
      : corePattern({ type: 'cycle', anchor_date: f.anchor_date, days: f.days }, (day) => day);
  return intervalsOfDate(edited, undefined, date);
}

/** A sensible next interval: 09:00–18:00 on an empty day, else the hour after the last one ends. */
export function nextInterval(list: ClockInterval[]): ClockInterval {
  const last = list[list.length - 1];
  if (!last) return ['09:00', '18:00'];
  const start = parseClock(last[0]);
  const end = parseClock(last[1]);
  if (start === null || end === null || end <= start || end >= 23 * 60) return ['09:00', '18:00'];
  return [formatClock(end), formatClock(Math.min(end + 60, MINUTES_PER_DAY))];
}

export type FieldErrors = Record<string, string>;

/**
 * A 422's items by field: loc ["body","pattern","week","mon"] -> 'pattern.week.mon'. Only items of a field
 * the editor shows are kept; `rest` holds the others (shown in a toast).
 */
export function fieldErrors(detail: unknown, shown: (key: string) => boolean): { fields: FieldErrors; rest: number } {
  const fields: FieldErrors = {};
  let rest = 0;
  if (!Array.isArray(detail)) return { fields, rest: 1 };
  for (const item of detail as { loc?: unknown; msg?: unknown }[]) {
    const loc = Array.isArray(item?.loc) ? (item.loc as unknown[]).map(String) : [];
    const key = (loc[0] === 'body' ? loc.slice(1) : loc).join('.');
    const msg = typeof item?.msg === 'string' ? item.msg : '';
    if (key && msg && shown(key)) fields[key] ??= msg;
    else rest += 1;
  }
  return { fields, rest };
}

/** The fields whose server errors the editor shows in place. */
export function isShownField(key: string): boolean {
  return (
    /^(time_zone|slot_step_minutes|min_notice_minutes|horizon_days|buffer_minutes|cancel_cutoff_hours)$/.test(key) ||
    /^(reminder_minutes(\.\d+)?|agenda_time)$/.test(key) ||
    /^pattern(\.(type|week|anchor_date|days))?$/.test(key) ||
    /^pattern\.week\.(mon|tue|wed|thu|fri|sat|sun)$/.test(key) ||
    /^pattern\.days\.\d+$/.test(key)
  );
}
