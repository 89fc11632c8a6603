import { DataSource } from 'typeorm';
import { addDays } from '../../src/time-core/calendar-date';
import { zonedDate } from '../../src/time-core/zone';
import type { ClockInterval, StoredPattern, StoredWeeklyPattern, WeekKey } from '../../src/schedules/schedule-pattern';

/** Working time written straight to the database (the API under test is not used to build it). */

export interface ScheduleFields {
  timeZone?: string;
  pattern?: StoredPattern;
  slotStepMinutes?: number | null;
  minNoticeMinutes?: number;
  horizonDays?: number;
  bufferMinutes?: number;
  cancelCutoffHours?: number;
}

/** A weekly pattern; days not given are off. */
export function weeklyPattern(week: Partial<Record<WeekKey, ClockInterval[]>>): StoredWeeklyPattern {
  return { type: 'weekly', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...week } };
}

/** Monday to Friday 09:00–18:00 unless told otherwise. */
export const WEEKDAYS_9_TO_18: StoredWeeklyPattern = {
  type: 'weekly',
  week: {
    mon: [['09:00', '18:00']],
    tue: [['09:00', '18:00']],
    wed: [['09:00', '18:00']],
    thu: [['09:00', '18:00']],
    fri: [['09:00', '18:00']],
    sat: [],
    sun: [],
  },
};

export async function makeSchedule(db: DataSource, masterId: number, f: ScheduleFields = {}): Promise<void> {
  await db.query(
    `INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days,
                                   buffer_minutes, cancel_cutoff_hours)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)`,
    [
      masterId,
      f.timeZone ?? 'Europe/Moscow',
      JSON.stringify(f.pattern ?? WEEKDAYS_9_TO_18),
      f.slotStepMinutes === undefined ? 30 : f.slotStepMinutes,
      f.minNoticeMinutes ?? 0,
      f.horizonDays ?? 365,
      f.bufferMinutes ?? 0,
      f.cancelCutoffHours ?? 3,
    ],
  );
}

export async function makeOverride(
  db: DataSource,
  masterId: number,
  date: string,
  intervals: ClockInterval[],
): Promise<void> {
  await db.query(`INSERT INTO schedule_overrides (master_id, date, intervals) VALUES ($1, $2::date, $3::jsonb)`, [
    masterId,
    date,
    JSON.stringify(intervals),
  ]);
}

export async function makeBlock(
  db: DataSource,
  masterId: number,
  startsAt: string,
  endsAt: string,
  note: string | null = null,
): Promise<number> {
  const [row]: { id: number }[] = await db.query(
    `INSERT INTO schedule_blocks (master_id, starts_at, ends_at, note) VALUES ($1, $2, $3, $4) RETURNING id`,
    [masterId, startsAt, endsAt, note],
  );
  return row.id;
}

/** A live (or cancelled) appointment as a booking would store it: occupied until its end plus the buffer. */
export async function makeBusy(
  db: DataSource,
  masterId: number,
  startsAt: string,
  endsAt: string,
  opts: { bufferMinutes?: number; status?: 'planned' | 'completed' | 'cancelled' } = {},
): Promise<number> {
  const [row]: { id: number }[] = await db.query(
    `INSERT INTO appointments (master_id, starts_at, ends_at, occupied_until, status, client_name)
     VALUES ($1, $2, $3, $3::timestamptz + make_interval(mins => $4), $5, 'Клиент') RETURNING id`,
    [masterId, startsAt, endsAt, opts.bufferMinutes ?? 0, opts.status ?? 'planned'],
  );
  return row.id;
}

/**
 * The dates (on `zone`'s clock) from today through the day `noticeMinutes` from `now`: the days a journey closes so
 * that a master's first free time is a working day's opening, hours after the notice. With those days open the
 * first time offered is the next step of the grid (or of the notice): it can pass between the page showing it and
 * the client confirming it, and the booking is then refused as a time no longer offered, at whatever hour the run
 * happens to be.
 */
export function datesNearNow(now: number, zone: string, noticeMinutes: number): string[] {
  const dates: string[] = [];
  const last = zonedDate(now + noticeMinutes * 60_000, zone);
  for (let date = zonedDate(now, zone); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Closes a master's `datesNearNow` by overrides with no working time. */
export async function closeDaysNearNow(
  db: DataSource,
  masterId: number,
  {
    zone = 'Europe/Moscow',
    noticeMinutes = 0,
    now = Date.now(),
  }: { zone?: string; noticeMinutes?: number; now?: number } = {},
): Promise<void> {
  for (const date of datesNearNow(now, zone, noticeMinutes)) await makeOverride(db, masterId, date, []);
}
