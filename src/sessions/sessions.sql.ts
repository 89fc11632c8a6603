/**
 * The statements of group sessions (table group_sessions, owned here). The seats are appointments rows
 * (owned by src/appointments); the counter seats_taken is kept by the database (migration 1764400000000).
 */
import type { SeatSession } from '../appointments/seat-session.port';
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';

/** Statuses of a booking that hold nothing. */
const DEAD = `('cancelled', 'expired', 'payment_conflict')`;

/** A session as staff read it (with the zone its instants are written in), `g` from `source`. */
export const SESSION_SELECT = (source = 'group_sessions') => `
  SELECT g.id, g.service_id, g.master_id, g.organization_id, ${EPOCH_MS('g.starts_at')} AS starts_ms,
         ${EPOCH_MS('g.ends_at')} AS ends_ms, ${EPOCH_MS('g.occupied_until')} AS occupied_ms,
         g.capacity, g.seats_taken, g.series_id, g.status,
         COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow') AS time_zone
    FROM ${source} g
    LEFT JOIN master_schedules ms ON ms.master_id = g.master_id
    LEFT JOIN organizations o ON o.id = g.organization_id`;

/** A session row: what a seat reads of it, its series and the zone its times are shown in. */
export interface SessionRow extends SeatSession {
  series_id: number | null;
  time_zone: string;
}

export const SESSION_BY_ID_SQL = `${SESSION_SELECT()} WHERE g.id = $1`;

/** $1 master, $2 and $3 the instants (ISO) the starts fall in. */
export const SESSIONS_OF_MASTER_SQL = `${SESSION_SELECT()}
   WHERE g.master_id = $1 AND g.starts_at >= $2 AND g.starts_at < $3 ORDER BY g.starts_at, g.id`;

/** $1 master, $2 JSON [[startIso, occupiedIso], …]: the live single bookings those ranges overlap. */
export const CONFLICTS_SQL = `
  SELECT DISTINCT a.id FROM appointments a
    JOIN json_array_elements($2::json) r
      ON tstzrange(a.starts_at, a.occupied_until) && tstzrange((r->>0)::timestamptz, (r->>1)::timestamptz)
   WHERE a.master_id = $1 AND a.session_id IS NULL AND a.status NOT IN ${DEAD}
   ORDER BY a.id`;

/** $1 master, $2 as CONFLICTS_SQL: the scheduled sessions those ranges overlap. */
export const SESSION_OVERLAPS_SQL = `
  SELECT DISTINCT g.id FROM group_sessions g
    JOIN json_array_elements($2::json) r
      ON tstzrange(g.starts_at, g.occupied_until) && tstzrange((r->>0)::timestamptz, (r->>1)::timestamptz)
   WHERE g.master_id = $1 AND g.status = 'scheduled'
   ORDER BY g.id`;

export const INSERT_SERIES_SQL = `
  INSERT INTO group_session_series (master_id, service_id, rrule, created_by, created_at)
  VALUES ($1, $2, $3, $4, $5) RETURNING id`;

/** One session; $9 min_participants, $10 when its minimum is checked (null: never). */
export const INSERT_SESSION_SQL = `
  WITH g AS (
    INSERT INTO group_sessions (master_id, service_id, organization_id, series_id, starts_at, ends_at,
                                occupied_until, capacity, min_participants, min_check_at, created_by, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *)
  ${SESSION_SELECT('g')}`;

/** $1 session, $2 capacity: never below the live seats (the counter's CHECK holds it too). */
export const PATCH_CAPACITY_SQL = `
  WITH g AS (UPDATE group_sessions SET capacity = $2 WHERE id = $1 AND seats_taken <= $2 RETURNING *)
  ${SESSION_SELECT('g')}`;

/** $1 session, $2 by whom, $3 reason, $4 now: the session stops holding the time (its seats are cancelled next). */
export const CANCEL_SESSION_SQL = `
  UPDATE group_sessions SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, cancelled_at = $4,
                            min_check_at = NULL, seats_taken_unsaid = 0, seats_freed_unsaid = 0
   WHERE id = $1 AND status = 'scheduled' RETURNING id`;

/** The attendees of session $1 as staff see them (every seat, cancelled ones too). */
export const ATTENDEES_SQL = `
  SELECT a.id AS appointment_id, a.client_id, COALESCE(c.first_name, a.client_name) AS first_name,
         c.last_name, COALESCE(c.phone, a.client_phone) AS phone, a.status, d.amount AS d_amount,
         d.status AS d_status
    FROM appointments a
    LEFT JOIN users c ON c.id = a.client_id
    LEFT JOIN appointment_deposits d ON d.appointment_id = a.id
   WHERE a.session_id = $1 AND a.status <> 'expired'
   ORDER BY a.created_at, a.id`;
