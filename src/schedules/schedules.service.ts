import { DomainError } from '../common/domain-error';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databaseKnowsZone } from '../database/database-zones';
import { AGENDA_PLANNER, type AgendaPlanner } from './agenda-planner';
import type { User } from '../users/entities/user.entity';
import { CLOCK, Clock } from '../common/clock';
import { assertDateRange, fieldErrors } from './date-range';
import { DateRangeQueryDto, OverrideDto, ScheduleDto } from './dto/schedule.dto';
import { MasterAccess, MasterTarget } from '../access/master-access';
import { SCHEDULE_MSG } from './schedule-messages';
import { ClockInterval, emptyWeek, parseIntervals, parsePattern } from './schedule-pattern';
import type { MessageResponse, OverrideListResponse, OverrideResponse, ScheduleResponse } from './schedules.contract';

/** What GET answers before the first PUT, and what an absent rule in a PUT becomes. */
export const DEFAULT_RULES: Omit<ScheduleResponse, 'master_id' | 'configured' | 'time_zone' | 'pattern'> = {
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
  reminder_minutes: [1440, 120],
  agenda_time: null,
};

/** A stored schedule as COLUMNS reads it: the answer without whose it is and whether it was ever saved. */
type ScheduleRow = Omit<ScheduleResponse, 'master_id' | 'configured'>;

const COLUMNS = `time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days, buffer_minutes,
  cancel_cutoff_hours, reminder_minutes, agenda_time`;

// Reminder lead times and the agenda time are kept when a PUT leaves them out (a schedule editor that does
// not know them must not reset them). updated_at is the clock's: the reminder triggers plan from it.
const UPSERT_SQL = `
  INSERT INTO master_schedules (master_id, ${COLUMNS}, updated_at, created_at)
  VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, COALESCE($9::int[], '{1440,120}'), $10, $12, $12)
  ON CONFLICT (master_id) DO UPDATE SET
    time_zone = EXCLUDED.time_zone, pattern = EXCLUDED.pattern, slot_step_minutes = EXCLUDED.slot_step_minutes,
    min_notice_minutes = EXCLUDED.min_notice_minutes, horizon_days = EXCLUDED.horizon_days,
    buffer_minutes = EXCLUDED.buffer_minutes, cancel_cutoff_hours = EXCLUDED.cancel_cutoff_hours,
    reminder_minutes = COALESCE($9::int[], master_schedules.reminder_minutes),
    agenda_time = CASE WHEN $11 THEN EXCLUDED.agenda_time ELSE master_schedules.agenda_time END,
    updated_at = EXCLUDED.updated_at
  RETURNING ${COLUMNS}`;

/** A master's working time: the schedule (zone, pattern, booking rules) and date overrides. */
@Injectable()
export class SchedulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: MasterAccess,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly modules: ModuleRef,
  ) {}

  private planner: AgendaPlanner | null = null;

  async get(caller: User, ref: string): Promise<ScheduleResponse> {
    const target = await this.access.resolve(caller, ref);
    if (!target.configured) return defaultSchedule(target);
    const [row]: ScheduleRow[] = await this.db.query(`SELECT ${COLUMNS} FROM master_schedules WHERE master_id = $1`, [
      target.masterId,
    ]);
    return row ? toResponse(target.masterId, row) : defaultSchedule(target);
  }

  async put(caller: User, ref: string, dto: ScheduleDto): Promise<ScheduleResponse> {
    const target = await this.access.resolve(caller, ref);
    const pattern = parsePattern(dto.pattern);
    if (!pattern.value) throw fieldErrors(pattern.errors);
    // Node knows the zone (the DTO's check); the database must too, or its reads in that zone would fail
    if (dto.time_zone !== undefined && !(await databaseKnowsZone(this.db, dto.time_zone))) {
      throw fieldErrors([{ loc: ['body', 'time_zone'], msg: SCHEDULE_MSG.timeZoneUnknown }]);
    }
    const now = this.clock.now();
    const row = await this.db.transaction(async (m) => {
      const [saved]: ScheduleRow[] = await m.query(UPSERT_SQL, [
        target.masterId,
        dto.time_zone ?? target.defaultTimeZone,
        JSON.stringify(pattern.value),
        dto.slot_step_minutes === undefined ? DEFAULT_RULES.slot_step_minutes : dto.slot_step_minutes,
        dto.min_notice_minutes ?? DEFAULT_RULES.min_notice_minutes,
        dto.horizon_days ?? DEFAULT_RULES.horizon_days,
        dto.buffer_minutes ?? DEFAULT_RULES.buffer_minutes,
        dto.cancel_cutoff_hours ?? DEFAULT_RULES.cancel_cutoff_hours,
        dto.reminder_minutes ?? null,
        dto.agenda_time ?? null,
        dto.agenda_time !== undefined,
        new Date(now).toISOString(),
      ]);
      this.planner ??= this.modules.get<AgendaPlanner>(AGENDA_PLANNER, { strict: false });
      await this.planner.plan(m, target.masterId, saved.agenda_time, saved.time_zone, now);
      return saved;
    });
    return toResponse(target.masterId, row);
  }

  async putOverride(caller: User, ref: string, date: string, dto: OverrideDto): Promise<OverrideResponse> {
    const target = await this.access.resolve(caller, ref);
    const intervals = parseIntervals(dto.intervals, ['body', 'intervals']);
    if (!intervals.value) throw fieldErrors(intervals.errors);
    await this.db.query(
      `INSERT INTO schedule_overrides (master_id, date, intervals) VALUES ($1, $2::date, $3::jsonb)
       ON CONFLICT (master_id, date) DO UPDATE SET intervals = EXCLUDED.intervals, updated_at = now()`,
      [target.masterId, date, JSON.stringify(intervals.value)],
    );
    return { date, intervals: intervals.value };
  }

  async deleteOverride(caller: User, ref: string, date: string): Promise<MessageResponse> {
    const target = await this.access.resolve(caller, ref);
    // a DELETE through TypeORM answers [rows, count]; counted in a SELECT the answer is plain rows
    const [{ n }]: { n: number }[] = await this.db.query(
      `WITH d AS (DELETE FROM schedule_overrides WHERE master_id = $1 AND date = $2::date RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
      [target.masterId, date],
    );
    if (n === 0) throw new DomainError('override_not_found');
    return { message: SCHEDULE_MSG.overrideDeleted };
  }

  async listOverrides(caller: User, ref: string, q: DateRangeQueryDto): Promise<OverrideListResponse> {
    const target = await this.access.resolve(caller, ref);
    assertDateRange(q.from, q.to);
    const rows: { date: string; intervals: ClockInterval[] }[] = await this.db.query(
      `SELECT date::text AS date, intervals FROM schedule_overrides
        WHERE master_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY date`,
      [target.masterId, q.from, q.to],
    );
    return { overrides: rows.map((r) => ({ date: r.date, intervals: r.intervals })) };
  }
}

function toResponse(masterId: number, row: ScheduleRow): ScheduleResponse {
  return {
    master_id: masterId,
    configured: true,
    time_zone: row.time_zone,
    pattern: row.pattern,
    slot_step_minutes: row.slot_step_minutes,
    min_notice_minutes: row.min_notice_minutes,
    horizon_days: row.horizon_days,
    buffer_minutes: row.buffer_minutes,
    cancel_cutoff_hours: row.cancel_cutoff_hours,
    reminder_minutes: row.reminder_minutes,
    agenda_time: row.agenda_time,
  };
}

function defaultSchedule(target: MasterTarget): ScheduleResponse {
  return {
    master_id: target.masterId,
    configured: false,
    time_zone: target.defaultTimeZone,
    pattern: emptyWeek(),
    ...DEFAULT_RULES,
    reminder_minutes: [...DEFAULT_RULES.reminder_minutes],
  };
}
