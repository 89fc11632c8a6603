/** The exports job's and routes' statements. */
import { outboxDropHeld, outboxHoldValues, outboxReleaseHeld } from '../notifications/outbox-sql';
import { viewBookingsSql, type BusinessView } from '../access/business-view';

/** The key the export's chat delivery is held under until its file is made (notifications/ outboxHoldValues). */
const HELD_FOR = (id: string) => `'export:' || ${id}`;

/** $1 user, $2 now: the caller's exports still waiting, or asked for in the last minute (the 429 rule). */
export const BUSY_EXPORTS_SQL = `
  SELECT count(*)::int AS n FROM exports
   WHERE user_id = $1 AND (status = 'queued' OR created_at > $2::timestamptz - interval '1 minute')`;

/**
 * $1 export id, $2 user, $3 kind, $4 format, $5 params, $6 file name, $7 now, $8 expiry, $9 the chat, $10
 * outbox payload: the export and its chat delivery in one statement, the delivery held until the file is ready.
 */
export const INSERT_EXPORT_SQL = `
  WITH o AS (${outboxHoldValues({ chatId: '$9', userId: '$2', kind: "'export_ready'", payload: '$10::jsonb', heldFor: HELD_FOR('$1::uuid') })})
  INSERT INTO exports (id, user_id, kind, format, params, file_name, created_at, expires_at, outbox_id)
  SELECT $1, $2, $3, $4, $5::jsonb, $6, $7, $8, o.id FROM o`;

/** $1 id, $2 user, $3 now: one export of its requester (expired ones are gone). */
export const EXPORT_OF_USER_SQL = `
  SELECT e.id, e.kind, e.format, e.status, e.file_name, e.size_bytes, (o.status = 'sent') AS sent_to_chat
    FROM exports e
    LEFT JOIN outbox_messages o ON o.id = e.outbox_id
   WHERE e.id = $1 AND e.user_id = $2 AND e.expires_at > $3`;

/** $1 id, $2 now: a ready file. */
export const EXPORT_FILE_SQL = `
  SELECT file_name, format, content FROM exports WHERE id = $1 AND status = 'ready' AND expires_at > $2`;

/**
 * $1 now, $2 lease end: claims the oldest queued export nobody holds (or whose maker's lease ran out), under
 * a lease, so any number of instances make files and none makes the same one twice at a time.
 */
export const CLAIM_EXPORT_SQL = `
  UPDATE exports e SET locked_until = $2, attempts = e.attempts + 1
   WHERE e.id IN (
     SELECT id FROM exports
      WHERE status = 'queued' AND (locked_until IS NULL OR locked_until < $1)
      ORDER BY created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
  RETURNING e.id, e.user_id, e.kind, e.format, e.params, e.file_name, e.attempts, e.locked_until`;

/**
 * $1 id, $2 our lease, $3 content, $4 now, $5 expiry: the file is stored and its chat delivery released, in
 * one statement; nothing happens when the lease is no longer ours.
 */
export const FINISH_EXPORT_SQL = `
  WITH e AS (
    UPDATE exports SET status = 'ready', content = $3::bytea, size_bytes = octet_length($3::bytea), finished_at = $4,
                       expires_at = $5, locked_until = NULL
     WHERE id = $1 AND status = 'queued' AND locked_until = $2
    RETURNING id)
  ${outboxReleaseHeld(HELD_FOR('e.id'), '$4', 'e')}`;

/** $1 id, $2 why, $3 now: given up; its chat delivery with it. */
export const FAIL_EXPORT_SQL = `
  WITH e AS (
    UPDATE exports SET status = 'failed', error = $2, finished_at = $3, locked_until = NULL
     WHERE id = $1 AND status = 'queued'
    RETURNING id)
  ${outboxDropHeld(HELD_FOR('e.id'), '$2', 'e')}`;

/** $1 now: files are kept a day; a delivery still held for a file that never came is dropped with it. */
export const EXPIRE_EXPORTS_SQL = `
  WITH gone AS (DELETE FROM exports WHERE expires_at <= $1 RETURNING id)
  ${outboxDropHeld(HELD_FOR('gone.id'), "'export expired'", 'gone')}`;

/** For the outbox: a ready file to send, by the export id in the notice. */
export const EXPORT_DOCUMENT_SQL = `
  SELECT file_name, content FROM exports WHERE id = $1 AND status = 'ready' AND expires_at > $2`;

/**
 * One page of the view's bookings ($1, $2: viewParams) in [$3, $4), after the key ($5 start, $6 id), at most
 * $7: keyset paging, so each page is an index range read and a list of any length is read a page at a time.
 * The page is cut before the joins, so names are looked up for its rows only, whatever the planner's estimates.
 */
export const APPOINTMENTS_PAGE_SQL = (view: BusinessView): string => `
  WITH page AS MATERIALIZED (
    SELECT a.id, a.starts_at, a.status, a.price, a.comment, a.client_id, a.client_name, a.client_phone,
           a.master_id, a.service_id
      FROM appointments a
     WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND a.starts_at >= $3 AND a.starts_at < $4
       AND (a.starts_at, a.id) > ($5::timestamptz, $6::int)
     ORDER BY a.starts_at, a.id
     LIMIT $7)
  SELECT a.id, (extract(epoch FROM a.starts_at) * 1000)::float8 AS starts_ms, a.status, a.price::float8 AS price,
         a.comment, a.client_id IS NULL AS manual,
         concat_ws(' ', mu.first_name, mu.last_name) AS master_name, s.name AS service_name,
         COALESCE(NULLIF(concat_ws(' ', c.first_name, c.last_name), ''), a.client_name) AS client_name,
         COALESCE(c.phone, a.client_phone) AS client_phone, d.amount AS deposit_amount, d.status AS deposit_status
    FROM page a
    JOIN users mu ON mu.id = a.master_id
    LEFT JOIN services s ON s.id = a.service_id
    LEFT JOIN users c ON c.id = a.client_id
    LEFT JOIN appointment_deposits d ON d.appointment_id = a.id
   ORDER BY a.starts_at, a.id`;

/** Whether any booking of the view ($1, $2) in [$3, $4) asks for a deposit: then the file shows deposits. */
export const DEPOSITS_IN_RANGE_SQL = (view: BusinessView): string => `
  SELECT EXISTS (
    SELECT 1 FROM appointments a JOIN appointment_deposits d ON d.appointment_id = a.id
     WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND a.starts_at >= $3 AND a.starts_at < $4) AS has_deposits`;

export interface AppointmentExportRow {
  id: number;
  starts_ms: number;
  status: string;
  price: number | null;
  comment: string | null;
  manual: boolean;
  master_name: string;
  service_name: string | null;
  client_name: string | null;
  client_phone: string | null;
  /** Roubles; null: the booking asks for no deposit. */
  deposit_amount: number | null;
  deposit_status: string | null;
}
