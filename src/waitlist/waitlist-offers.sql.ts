/** The offer statements of the waitlist (src/waitlist/waitlist-offers.service.ts). */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';

/** $1 master, $2 and $3 the dates an entry must touch: active entries of unblocked clients, oldest first. */
export const CANDIDATES_SQL = `
  SELECT e.id, e.client_id, e.service_id, e.from_date::text AS from_date, e.to_date::text AS to_date,
         c.telegram_id::float8 AS chat_id
    FROM waitlist_entries e
    JOIN users c ON c.id = e.client_id
   WHERE e.master_id = $1 AND e.status = 'active' AND e.to_date >= $2::date AND e.from_date <= $3::date
     AND NOT c.is_blocked AND e.session_id IS NULL
   ORDER BY e.created_at, e.id`;

/** $1 session: the clients waiting for a seat of it, oldest first (each is offered a freed seat). */
export const SEAT_CANDIDATES_SQL = `
  SELECT e.id, e.client_id, e.service_id, e.from_date::text AS from_date, e.to_date::text AS to_date,
         c.telegram_id::float8 AS chat_id
    FROM waitlist_entries e
    JOIN users c ON c.id = e.client_id
   WHERE e.session_id = $1 AND e.status = 'active' AND NOT c.is_blocked
   ORDER BY e.created_at, e.id`;

export interface CandidateRow {
  id: number;
  client_id: number;
  service_id: number;
  from_date: string;
  to_date: string;
  chat_id: number;
}

/** A new offer, or a gone one offered again; no row when this entry holds a live offer of this start. */
export const INSERT_OFFER_SQL = `
  INSERT INTO waitlist_offers (entry_id, master_id, starts_at, occupied_until, created_at, updated_at)
  VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5::timestamptz, $5::timestamptz)
  ON CONFLICT (entry_id, starts_at) DO UPDATE
     SET status = 'sent', occupied_until = EXCLUDED.occupied_until, updated_at = EXCLUDED.updated_at
   WHERE waitlist_offers.status = 'gone'
  RETURNING id`;

/** $1 offer: it, its entry, and the master's zone. */
export const OFFER_SQL = `
  SELECT o.id, o.status, o.entry_id, ${EPOCH_MS('o.starts_at')} AS starts_ms,
         ${EPOCH_MS('o.occupied_until')} AS until_ms,
         e.client_id, e.master_id, e.service_id, e.session_id, COALESCE(ms.cancel_cutoff_hours, 3) AS cutoff_hours
    FROM waitlist_offers o
    JOIN waitlist_entries e ON e.id = o.entry_id
    LEFT JOIN master_schedules ms ON ms.master_id = e.master_id
   WHERE o.id = $1`;

export interface OfferRow {
  id: number;
  status: 'sent' | 'taken' | 'gone';
  entry_id: number;
  starts_ms: number;
  until_ms: number;
  client_id: number;
  master_id: number;
  service_id: number;
  /** An offer of a freed seat of this group session, else null. */
  session_id: number | null;
  /** The master's cancellation cutoff: a freed seat is offered and taken until then. */
  cutoff_hours: number;
}

/** $1 offer, $2 now. */
export const OFFER_GONE_SQL = `UPDATE waitlist_offers SET status = 'gone', updated_at = $2 WHERE id = $1 AND status = 'sent'`;

/** $1 offer, $2 appointment, $3 now: the offer is taken, its entry fulfilled, the entry's other offers gone. */
export const TAKEN_SQL = `
  WITH t AS (
         UPDATE waitlist_offers SET status = 'taken', appointment_id = $2, updated_at = $3
          WHERE id = $1 AND status = 'sent' RETURNING id),
       f AS (
         UPDATE waitlist_entries SET status = 'fulfilled', appointment_id = $2, updated_at = $3
          WHERE id = (SELECT entry_id FROM waitlist_offers WHERE id = $1) AND status = 'active' RETURNING id),
       g AS (
         UPDATE waitlist_offers SET status = 'gone', updated_at = $3
          WHERE entry_id = (SELECT entry_id FROM waitlist_offers WHERE id = $1) AND id <> $1 AND status = 'sent'
         RETURNING id)
  SELECT (SELECT count(*) FROM t)::int AS taken, (SELECT count(*) FROM f)::int AS fulfilled,
         (SELECT count(*) FROM g)::int AS gone`;

/**
 * $1 master, $2 the taken offer, $3 and $4 what its booking holds, $5 now: every other sent offer of the
 * master that overlaps it is gone; answers whom to tell.
 */
export const OVERLAPPING_GONE_SQL = `
  WITH g AS (
    UPDATE waitlist_offers o SET status = 'gone', updated_at = $5
     WHERE o.master_id = $1 AND o.status = 'sent' AND o.id <> $2
       AND tstzrange(o.starts_at, o.occupied_until) && tstzrange($3::timestamptz, $4::timestamptz)
    RETURNING o.id, o.entry_id, o.starts_at)
  SELECT g.id, ${EPOCH_MS('g.starts_at')} AS starts_ms, e.client_id, c.telegram_id::float8 AS chat_id,
         s.name AS service_name
    FROM g
    JOIN waitlist_entries e ON e.id = g.entry_id
    JOIN users c ON c.id = e.client_id
    LEFT JOIN services s ON s.id = e.service_id
   ORDER BY g.id`;

export interface GoneRow {
  id: number;
  starts_ms: number;
  client_id: number;
  chat_id: number;
  service_name: string | null;
}
