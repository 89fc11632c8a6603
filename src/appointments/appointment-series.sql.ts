/**
 * The statements of repeating visits (table appointment_series, migration 1764350000000; each visit is an
 * ordinary row of appointments that names its series in series_id).
 */
import { managesOrganization, mastersBooking } from '../access/access.sql';
import { APPOINTMENT_SELECT } from './appointment.mapper';
import { STAFF_JSON } from './booking.sql';

const LIVE = `a.status IN ('planned', 'confirmed')`;

/**
 * $1 client, $2 master, $3 service, $4 the rule's text, $5 the creator, $6 their idempotency key, $7 now.
 * A key the creator already used inserts nothing (no row): the first series is the answer.
 */
export const INSERT_SERIES_SQL = `
  INSERT INTO appointment_series (client_id, master_id, service_id, rrule, created_by, idempotency_key, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (created_by, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
  RETURNING id`;

/** $1 the series, $2 the ids of its bookings just written. */
export const ATTACH_SQL = `UPDATE appointments SET series_id = $1 WHERE id = ANY($2::int[])`;

/** $1 creator, $2 key: the series this creator made with this key. */
export const SERIES_BY_KEY_SQL = `
  SELECT id, master_id, service_id FROM appointment_series WHERE created_by = $1 AND idempotency_key = $2`;

/** Every booking of series $1, by start. */
export const SERIES_BOOKINGS_SQL = `${APPOINTMENT_SELECT()} WHERE a.series_id = $1 ORDER BY a.starts_at, a.id`;

/**
 * The series $1 as caller $2 sees it: whether they are its client, its master (still serving, as for one
 * booking), or manage its organization; the master's cutoff and the organization's staff. Read from the
 * series' earliest booking (every booking of a series shares master, organization and client). No row: no
 * such series, or no booking of it.
 */
export const SERIES_ACCESS_SQL = `
  SELECT a.master_id, a.client_id, a.organization_id,
         COALESCE(a.client_id = $2, false) AS is_client, ${mastersBooking('a', '$2')} AS is_master,
         COALESCE(${managesOrganization('o', '$2')}, false) AS is_staff,
         ${mastersBooking('a', 'a.master_id')} AS master_serves,
         COALESCE(ms.cancel_cutoff_hours, 3) AS cancel_cutoff_hours, ${STAFF_JSON('o')} AS staff,
         mu.phone AS m_phone, o.phone AS o_phone, sr.rrule
    FROM appointments a
    JOIN appointment_series sr ON sr.id = a.series_id
    JOIN users mu ON mu.id = a.master_id
    LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
    LEFT JOIN organizations o ON o.id = a.organization_id
   WHERE a.series_id = $1
   ORDER BY a.starts_at, a.id LIMIT 1`;

/** $1 series, $2 from (instant): the first start of its live bookings from then on (null: none). */
export const FIRST_LIVE_FROM_SQL = `
  SELECT (extract(epoch FROM min(a.starts_at)) * 1000)::float8 AS first_ms
    FROM appointments a WHERE a.series_id = $1 AND ${LIVE} AND a.starts_at >= $2`;

/**
 * Cancels every live booking of series $1 starting at $2 or later, in one statement: $3 who cancelled,
 * $4 the reason, $5 now. Answers the cancelled bookings.
 */
export const CANCEL_FROM_SQL = `
  WITH a AS (
    UPDATE appointments a SET status = 'cancelled', cancelled_by = $3, cancel_reason = $4, cancelled_at = $5,
                              updated_at = $5
     WHERE a.series_id = $1 AND ${LIVE} AND a.starts_at >= $2
    RETURNING a.*)
  ${APPOINTMENT_SELECT('a')} ORDER BY a.starts_at, a.id`;
