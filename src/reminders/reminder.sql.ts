/** The runner's statements (the claim of due reminders is in reminder-claim.sql.ts, which the bench loads). */
import { mastersOwnBookings } from '../access/access.sql';
import { APPOINTMENT_SELECT } from '../appointments/appointment.mapper';

export { CLAIM_REMINDERS_SQL, type ClaimedReminder } from './reminder-claim.sql';

const MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;

export const REMINDED_APPOINTMENTS_SQL = `${APPOINTMENT_SELECT()} WHERE a.id = ANY($1::int[])`;

/** $1 ids, $2 statuses, $3 skip reasons (null when sent), $4 now. */
export const FINISH_REMINDERS_SQL = `
  UPDATE appointment_reminders r
     SET status = v.status, skip_reason = v.reason, sent_at = CASE WHEN v.status = 'sent' THEN $4::timestamptz END
    FROM unnest($1::bigint[], $2::varchar[], $3::varchar[]) AS v(id, status, reason)
   WHERE r.id = v.id`;

/** $1 now, $2 batch size: the agendas due, with what planning the next one needs. */
export const CLAIM_AGENDAS_SQL = `
  SELECT g.master_id, ${MS('g.next_due_at')} AS due_ms, ${MS('g.last_sent_at')} AS last_sent_ms, ms.agenda_time, ms.time_zone,
         u.telegram_id::float8 AS chat_id, u.is_blocked
    FROM master_agendas g
    JOIN users u ON u.id = g.master_id
    LEFT JOIN master_schedules ms ON ms.master_id = g.master_id
   WHERE g.next_due_at <= $1
   ORDER BY g.next_due_at
   LIMIT $2
   FOR UPDATE OF g SKIP LOCKED`;

export interface ClaimedAgenda {
  master_id: number;
  due_ms: number;
  last_sent_ms: number | null;
  agenda_time: string | null;
  time_zone: string | null;
  chat_id: number;
  is_blocked: boolean;
}

/** $1 master, $2 and $3 the day's bounds, $4 at most this many. Bookings of an organization the master no
 *  longer serves are the organization's, not on their agenda. */
export const AGENDA_ITEMS_SQL = `
  SELECT a.id AS appointment_id, ${MS('a.starts_at')} AS starts_ms, a.status,
         COALESCE(NULLIF(concat_ws(' ', c.first_name, c.last_name), ''), a.client_name) AS client_name,
         COALESCE(c.phone, a.client_phone) AS client_phone, s.name AS service_name
    FROM appointments a
    LEFT JOIN users c ON c.id = a.client_id
    LEFT JOIN services s ON s.id = a.service_id
   WHERE ${mastersOwnBookings('a', '$1')} AND a.starts_at >= $2 AND a.starts_at < $3
     AND a.status IN ('planned', 'confirmed')
   ORDER BY a.starts_at
   LIMIT $4`;

export const ADVANCE_AGENDA_SQL = `
  UPDATE master_agendas SET next_due_at = $2, last_sent_at = COALESCE($3, last_sent_at) WHERE master_id = $1`;
