/**
 * calendar_events: the durable queue of our bookings' events in the masters' receiving calendars. A scan
 * compares each booking (from a day ago on) of a master with a receiving calendar to its row: a new booking,
 * a move, a cancellation or a changed receiving calendar makes the row pending (want_* the booking's times,
 * NULL when it is to be deleted). Pending rows are claimed with FOR UPDATE SKIP LOCKED and leased; a failed
 * write waits and is tried again, so a calendar that is down delays events and never loses them.
 */
const LIVE = `a.status NOT IN ('cancelled', 'expired', 'payment_conflict')`;

/** The receiving calendar of connection `c` (its first marked one), or NULL. */
const RECEIVING = (c: string) =>
  `(SELECT x->>'id' FROM jsonb_array_elements(${c}.calendars) x WHERE (x->>'receives_bookings')::boolean LIMIT 1)`;

/** $1 now: rows of bookings whose calendar lags behind them become pending (due at $1). */
export const SCAN_SQL = `
  WITH cal AS (
    SELECT c.id, c.master_id, ${RECEIVING('c')} AS calendar_id
      FROM calendar_connections c WHERE c.status = 'ok'),
  src AS (
    SELECT cal.id AS connection_id, cal.calendar_id, a.id AS appointment_id,
           CASE WHEN ${LIVE} THEN a.starts_at END AS ws, CASE WHEN ${LIVE} THEN a.ends_at END AS we
      FROM cal JOIN appointments a ON a.master_id = cal.master_id
     WHERE cal.calendar_id IS NOT NULL AND a.ends_at > $1::timestamptz - interval '1 day')
  INSERT INTO calendar_events (connection_id, appointment_id, calendar_id, want_starts_at, want_ends_at, next_try_at)
  SELECT s.connection_id, s.appointment_id, s.calendar_id, s.ws, s.we, $1 FROM src s
   WHERE s.ws IS NOT NULL
      OR EXISTS (SELECT 1 FROM calendar_events e
                  WHERE e.connection_id = s.connection_id AND e.appointment_id = s.appointment_id)
  ON CONFLICT (connection_id, appointment_id) DO UPDATE
     SET calendar_id = EXCLUDED.calendar_id, want_starts_at = EXCLUDED.want_starts_at,
         want_ends_at = EXCLUDED.want_ends_at, pending = true, attempts = 0, next_try_at = EXCLUDED.next_try_at
   WHERE calendar_events.calendar_id IS DISTINCT FROM EXCLUDED.calendar_id
      OR calendar_events.want_starts_at IS DISTINCT FROM EXCLUDED.want_starts_at
      OR calendar_events.want_ends_at IS DISTINCT FROM EXCLUDED.want_ends_at`;

/** Up to $2 pending rows due at $1 of healthy connections, leased until $3. */
export const CLAIM_EVENTS_SQL = `
  WITH due AS (
    SELECT e.id FROM calendar_events e JOIN calendar_connections c ON c.id = e.connection_id AND c.status = 'ok'
     WHERE e.pending AND e.next_try_at <= $1 ORDER BY e.next_try_at LIMIT $2 FOR UPDATE OF e SKIP LOCKED)
  , x AS (UPDATE calendar_events e SET next_try_at = $3 FROM due WHERE e.id = due.id RETURNING e.id)
  SELECT id FROM x`;

export interface EventRow {
  id: number;
  connection_id: number;
  appointment_id: number;
  calendar_id: string;
  remote_id: string | null;
  written_calendar_id: string | null;
  want_starts_ms: number | null;
  want_ends_ms: number | null;
  client_first_name: string | null;
  client_phone: string | null;
  service_name: string | null;
}

const MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;

/** Row $1 with what its event says: the client's first name and phone, the service. */
export const EVENT_SQL = `
  SELECT e.id, e.connection_id, e.appointment_id, e.calendar_id, e.remote_id, e.written_calendar_id,
         ${MS('e.want_starts_at')} AS want_starts_ms, ${MS('e.want_ends_at')} AS want_ends_ms,
         COALESCE(cu.first_name, a.client_name) AS client_first_name, COALESCE(cu.phone, a.client_phone) AS client_phone,
         s.name AS service_name
    FROM calendar_events e
    JOIN appointments a ON a.id = e.appointment_id
    LEFT JOIN users cu ON cu.id = a.client_id
    LEFT JOIN services s ON s.id = a.service_id
   WHERE e.id = $1`;

/**
 * Row $1 is written as wanted at $2 ms (remote id $3, calendar $4; NULLs after a delete). It stays pending when
 * the booking changed again meanwhile.
 */
export const EVENT_DONE_SQL = `
  UPDATE calendar_events
     SET remote_id = $3, written_calendar_id = $4, written_starts_at = want_starts_at, written_ends_at = want_ends_at,
         pending = NOT (want_starts_at IS NOT DISTINCT FROM to_timestamp($2::float8 / 1000)
                        AND calendar_id = $5),
         attempts = 0, last_error = NULL, next_try_at = $6
   WHERE id = $1`;

/** Row $1 failed at $3 ($2 the error): tried again 1, 2, 4 … 60 minutes later. */
export const EVENT_FAIL_SQL = `
  UPDATE calendar_events SET attempts = attempts + 1, last_error = left($2, 500),
         next_try_at = $3::timestamptz + make_interval(mins => least(60, power(2, attempts)::int))
   WHERE id = $1`;
