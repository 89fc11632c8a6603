/**
 * Shapes of the repeating-visit routes; the mini app imports them with `import type`. Instants are written
 * as in appointments.contract.ts (ISO 8601 with the master's offset).
 */
import type { AppointmentResponse } from './appointments.contract';

/** Why a time of a series is not booked: someone holds it, or it is never bookable (422 for one booking). */
export type SeriesReason = 'slot_taken' | 'slot_unavailable';

/** POST /api/appointments/series/preview. */
export interface SeriesPreviewRequest {
  master_id: number;
  service_id: number;
  /** The first visit: one of the offered slots. */
  starts_at: string;
  /** RFC 5545 RRULE: FREQ=WEEKLY, INTERVAL 1–8, COUNT 2–12 or UNTIL at most half a year on. */
  rrule: string;
}

export interface SeriesOccurrence {
  starts_at: string;
  ends_at: string;
  free: boolean;
  reason?: SeriesReason;
  /** When not free: the offered start of that day nearest to this one, if the day has any. */
  alternative?: string;
}

export interface SeriesPreviewResponse {
  occurrences: SeriesOccurrence[];
}

/**
 * POST /api/appointments/series. A client books for themself; a master, owner or admin books for a client
 * as the manual booking does, with `client_name` and `client_phone` (then no client limits apply).
 */
export interface SeriesRequest extends SeriesPreviewRequest {
  /** skip: book the free times and list the rest; fail: book all or nothing (409 series_conflict). */
  on_conflict: 'skip' | 'fail';
  /** A retry with the same key answers the first series. */
  idempotency_key?: string | null;
  comment?: string | null;
  client_name?: string;
  client_phone?: string;
}

export interface SeriesSkipped {
  starts_at: string;
  reason: SeriesReason;
}

export interface SeriesResponse {
  series_id: number;
  appointments: AppointmentResponse[];
  skipped: SeriesSkipped[];
}

/** POST /api/appointments/series/{series_id}/cancel: this booking (`from`) and later, else every coming one. */
export interface SeriesCancelRequest {
  from?: string | null;
  reason?: string | null;
}

export interface SeriesCancelResponse {
  series_id: number;
  /** The bookings this cancelled. */
  appointments: AppointmentResponse[];
}

/** 409 with on_conflict "fail": nothing was written. */
export interface SeriesConflictResponse {
  detail: string;
  code: 'series_conflict';
  conflicts: string[];
}
