/**
 * Group sessions: a master's time offered to up to `capacity` clients at once. Each seat is a booking
 * (POST /api/appointments { session_id }). Instants are ISO 8601 with the master's offset. The mini app
 * imports these shapes with `import type`.
 */
import type { AppointmentStatus, DepositStatus } from '../appointments/appointments.contract';

export type SessionStatus = 'scheduled' | 'cancelled';

/** POST /api/schedules/{master}/sessions. */
export interface SessionCreateRequest {
  service_id: number;
  starts_at: string;
  /** The recurring-events rule (as POST /appointments/series takes it): one session per occurrence. */
  rrule?: string | null;
  /** This session's own seats (≤ 500); the service's capacity unless given. */
  capacity?: number | null;
}

export interface SessionResponse {
  id: number;
  service_id: number;
  master_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  seats_taken: number;
  seats_left: number;
  series_id: number | null;
  status: SessionStatus;
}

/** 201: the sessions made; `conflicts` empty (a session over single bookings is refused with 409). */
export interface SessionCreateResponse {
  sessions: SessionResponse[];
  conflicts: number[];
}

/** 409 session_conflict: the single bookings (appointment ids) the session would overlap. */
export interface SessionConflictResponse {
  detail: string;
  code: 'session_conflict';
  conflicts: number[];
}

export interface SessionListResponse {
  sessions: SessionResponse[];
}

/** One attendee as staff see them (never in a public answer). */
export interface SessionAttendee {
  appointment_id: number;
  client: { id: number | null; first_name: string | null; last_name: string | null; phone: string | null };
  status: AppointmentStatus;
  deposit: { amount: number; status: DepositStatus } | null;
}

/** GET /api/schedules/sessions/{id} (staff only). */
export type SessionDetailResponse = SessionResponse & { attendees: SessionAttendee[] };

/** POST /api/schedules/sessions/{id}/cancel. */
export interface SessionCancelRequest {
  reason?: string | null;
}

/** PATCH /api/schedules/sessions/{id}: never below the seats taken (422). */
export interface SessionPatchRequest {
  capacity: number;
}

/** A session on a public page: counts only, never who booked. */
export interface PublicSession {
  id: number;
  service: { id: number; name: string; duration_minutes: number | null; price: number | null; deposit: number | null };
  master: { id: number; first_name: string; last_name: string | null };
  starts_at: string;
  ends_at: string;
  capacity: number;
  seats_left: number;
}

/** GET /api/public/master/{link}/sessions and /api/public/organization/{link}/sessions. */
export interface PublicSessionListResponse {
  sessions: PublicSession[];
}
