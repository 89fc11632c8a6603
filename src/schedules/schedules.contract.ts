/**
 * Shapes of the schedule and slot routes (the mini app imports these with `import type`). Instants are
 * ISO 8601 with the master's offset ('2026-12-01T09:00:00+03:00'); dates 'YYYY-MM-DD' are the master's.
 */
import type { ClockInterval, StoredPattern } from './schedule-pattern';

export type { ClockInterval, StoredPattern, StoredCyclePattern, StoredWeeklyPattern, WeekKey } from './schedule-pattern';

/** PUT /api/schedules/{master}: the whole schedule. Absent rules take their defaults. */
export interface ScheduleRequest {
  time_zone?: string;
  pattern: StoredPattern;
  slot_step_minutes?: number | null;
  min_notice_minutes?: number;
  horizon_days?: number;
  buffer_minutes?: number;
  cancel_cutoff_hours?: number;
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
}

export interface BlockResponse {
  id: number;
  starts_at: string;
  ends_at: string;
  note: string | null;
}

export interface BlockListResponse {
  blocks: BlockResponse[];
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
