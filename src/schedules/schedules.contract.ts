/**
 * Shapes of the schedule and slot routes (the mini app imports these with `import type`). Instants are
 * ISO 8601 with the master's offset ('2026-12-01T09:00:00+03:00'); dates 'YYYY-MM-DD' are the master's.
 */

import type { WEEKDAY_KEYS } from '../time-core/calendar-date';

/** ["09:00", "18:00"]: local wall-clock text. An end not after its start runs overnight; "24:00" is a valid end. */
export type ClockInterval = [start: string, end: string];

/** 'mon' … 'sun'. */
export type WeekKey = (typeof WEEKDAY_KEYS)[number];

export interface StoredWeeklyPattern {
  type: 'weekly';
  /** Every key present in answers; a key missing from a request is a day off. */
  week: Record<WeekKey, ClockInterval[]>;
}

/** Day i of the cycle is anchor_date + i (+ k·days.length), forwards and backwards; 1..28 days. */
export interface StoredCyclePattern {
  type: 'cycle';
  anchor_date: string;
  days: ClockInterval[][];
}

/** The pattern as the API speaks it (and master_schedules.pattern stores it). */
export type StoredPattern = StoredWeeklyPattern | StoredCyclePattern;

/** PUT /api/schedules/{master}: the whole schedule. Absent rules take their defaults. */
export interface ScheduleRequest {
  time_zone?: string;
  pattern: StoredPattern;
  slot_step_minutes?: number | null;
  min_notice_minutes?: number;
  horizon_days?: number;
  buffer_minutes?: number;
  cancel_cutoff_hours?: number;
  /**
   * Reminder lead times in minutes before a booking ([1440, 120] = a day and two hours before; [] = none):
   * whole numbers 5..10080, at most 5, no repeats. Absent: kept as they are (the default on the first PUT).
   */
  reminder_minutes?: number[];
  /** 'HH:MM' in the schedule's zone: the day's agenda is sent to the master then; null = off. Absent: kept. */
  agenda_time?: string | null;
}

/** GET/PUT /api/schedules/{master}. */
export interface ScheduleResponse {
  master_id: number;
  /** false until the first PUT: defaults shown, and no slots are offered. */
  configured: boolean;
  time_zone: string;
  pattern: StoredPattern;
  slot_step_minutes: number | null;
  min_notice_minutes: number;
  horizon_days: number;
  buffer_minutes: number;
  cancel_cutoff_hours: number;
  reminder_minutes: number[];
  agenda_time: string | null;
}

/** PUT /api/schedules/{master}/overrides/{date}; [] = a day off. */
export interface OverrideRequest {
  intervals: ClockInterval[];
}

export interface OverrideResponse {
  date: string;
  intervals: ClockInterval[];
}

export interface OverrideListResponse {
  overrides: OverrideResponse[];
}

/** POST /api/schedules/{master}/blocks. */
export interface BlockRequest {
  starts_at: string;
  ends_at: string;
  note?: string | null;
  /** An RRULE ("FREQ=WEEKLY;BYDAY=WE;COUNT=10"): a series; ends_at - starts_at is each occurrence's length. */
  rrule?: string | null;
}

/** A block, or one occurrence of a series (series_id and its rrule then set). */
export interface BlockResponse {
  id: number;
  starts_at: string;
  ends_at: string;
  note: string | null;
  series_id: number | null;
  rrule: string | null;
}

/** POST …/blocks and PATCH …/series/{id}: the (first) block, and the bookings it crosses (never cancelled). */
export interface BlockCreatedResponse extends BlockResponse {
  conflicts: number[];
}

/** DELETE …/blocks/{id}?occurrence=&scope=: which occurrences of a series go (a plain block: just it). */
export type BlockDeleteScope = 'this' | 'following' | 'all';

/**
 * PATCH /api/schedules/series/{series_id}: changes the occurrence `from` and, by `scope` (default
 * following), only it (it leaves the series as a plain block; rrule is not used), it and the following
 * ones, or the whole series (the first occurrence moves by the same days and to the same wall-clock time).
 */
export interface SeriesPatchRequest {
  from: string;
  scope?: BlockDeleteScope;
  rrule?: string;
  starts_at?: string;
  ends_at?: string;
  note?: string | null;
}

export interface BlockListResponse {
  blocks: BlockResponse[];
  /**
   * Busy times of the master's own outside calendars (calendar sync): only their times, shown as
   * «Занято (Google)» or «Занято (календарь)»; they block free times as blocks do and are not deleted here.
   */
  external_busy: ExternalBusyResponse[];
}

export interface ExternalBusyResponse {
  starts_at: string;
  ends_at: string;
  provider: 'google' | 'caldav';
  label: string;
}

/** DELETE answers. */
export interface MessageResponse {
  message: string;
}

/** PUT /api/schedules/{master}/services: the organization services the master performs; null = all. */
export interface MasterServicesRequest {
  service_ids: number[] | null;
}

export interface MasterServicesResponse {
  master_id: number;
  organization_id: number;
  /** null: every service of the organization, including ones added later. */
  service_ids: number[] | null;
  /** Every service of the organization, and whether this master performs it. */
  services: { id: number; name: string; duration_minutes: number | null; performed: boolean }[];
}

/** GET /api/public/master/{deepLink}/slots and /api/public/organization-master/{masterCode}/slots. */
export interface MasterSlotsResponse {
  master_id: number;
  time_zone: string;
  /** false: the master has not set a schedule yet (every day empty). */
  configured: boolean;
  service: { id: number; duration_minutes: number };
  days: { date: string; slots: string[] }[];
}

/** GET /api/public/organization/{deepLink}/slots: "any master" of the organization. */
export interface OrganizationSlotsResponse {
  time_zone: string;
  service: { id: number; duration_minutes: number };
  /** The masters who perform the service (ids in `master_ids` point here). */
  masters: { id: number; first_name: string; last_name: string | null; master_code: string }[];
  days: { date: string; slots: { starts_at: string; master_ids: number[] }[] }[];
}
