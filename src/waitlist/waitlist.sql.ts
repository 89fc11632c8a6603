/**
 * The waitlist's statements. Entries are read with the master, the service and the organization the
 * mini app shows; the zone is the master's schedule zone, else the organization's, else Moscow (as for
 * appointments, src/appointments/appointment.mapper.ts).
 */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';

const ZONE = `COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow')`;

const ENTRY_SELECT = `
  SELECT e.id, e.status, e.from_date::text AS from_date, e.to_date::text AS to_date, ${ZONE} AS time_zone,
         ${EPOCH_MS('e.created_at')} AS created_ms,
         e.master_id, mu.first_name AS m_first_name, mu.last_name AS m_last_name, mp.specialization AS m_specialization,
         CASE WHEN e.organization_id IS NULL THEN mp.deep_link END AS m_deep_link, om.master_code AS m_code,
         e.service_id, s.name AS s_name, s.duration_minutes AS s_duration, s.price::float8 AS s_price,
         e.organization_id, o.name AS o_name, e.session_id
    FROM waitlist_entries e
    JOIN users mu ON mu.id = e.master_id
    JOIN services s ON s.id = e.service_id
    LEFT JOIN master_profiles mp ON mp.user_id = e.master_id
    LEFT JOIN organization_members om
           ON om.organization_id = e.organization_id AND om.user_id = e.master_id AND om.role = 'master'
    LEFT JOIN master_schedules ms ON ms.master_id = e.master_id
    LEFT JOIN organizations o ON o.id = e.organization_id`;

/** One row of ENTRY_SELECT. */
export interface EntryRow {
  id: number;
  status: 'active' | 'left' | 'fulfilled';
  from_date: string;
  to_date: string;
  time_zone: string;
  created_ms: number;
  master_id: number;
  m_first_name: string;
  m_last_name: string | null;
  m_specialization: string | null;
  m_deep_link: string | null;
  m_code: string | null;
  service_id: number;
  s_name: string;
  s_duration: number | null;
  s_price: number | null;
  organization_id: number | null;
  o_name: string | null;
  session_id: number | null;
}

/** $1 entry id. */
export const ENTRY_BY_ID_SQL = `${ENTRY_SELECT} WHERE e.id = $1`;

/**
 * An entry counts while active and its last date is not past in the master's zone. Only the first half is
 * SQL: $2 is the earliest date anywhere on Earth now (liveIn in waitlist-dates.ts), and the service keeps
 * the entries whose last date is not before the master's today, in Node, so a zone the database's data
 * lacks can fail no one's read.
 */
const MAYBE_LIVE = `e.status = 'active' AND e.to_date >= $2::date`;

/** $1 client, $2 the earliest date now: the client's possibly live entries, soonest first. */
export const MY_ENTRIES_SQL = `${ENTRY_SELECT} WHERE e.client_id = $1 AND ${MAYBE_LIVE} ORDER BY e.from_date, e.id`;

/** $1 client, $2 the earliest date now: the last date and zone of each possibly live entry of the client. */
export const LIVE_CANDIDATES_SQL = `
  SELECT e.to_date::text AS to_date, ${ZONE} AS time_zone
    FROM waitlist_entries e
    LEFT JOIN master_schedules ms ON ms.master_id = e.master_id
    LEFT JOIN organizations o ON o.id = e.organization_id
   WHERE e.client_id = $1 AND ${MAYBE_LIVE}`;

/** Serialises one client's joins (the limit is counted, then written). */
export const LOCK_CLIENT_SQL = `SELECT id FROM users WHERE id = $1 FOR UPDATE`;

/** An overlapping active entry of the same client, master and service keeps the row out (no row answered). */
export const INSERT_ENTRY_SQL = `
  INSERT INTO waitlist_entries (client_id, master_id, service_id, organization_id, from_date, to_date,
                                created_at, updated_at, session_id)
  VALUES ($1, $2, $3, $4, $5::date, $6::date, $7::timestamptz, $7::timestamptz, $8::int)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/** $1 entry, $2 client, $3 now: leave an active entry (a CTE, so both drivers answer rows, not a count). */
export const LEAVE_SQL = `
  WITH e AS (
    UPDATE waitlist_entries SET status = 'left', updated_at = $3
     WHERE id = $1 AND client_id = $2 AND status = 'active'
    RETURNING id)
  SELECT id FROM e`;

export const ENTRY_OFFERS_GONE_SQL = `
  UPDATE waitlist_offers SET status = 'gone', updated_at = $2 WHERE entry_id = $1 AND status = 'sent'`;
