/**
 * The one query that finds due reminders: the partial index appointment_reminders_due_idx (due_at WHERE
 * status = 'pending') answers it whatever the number of appointments. No imports, so the bench
 * (bench/reminders.mjs) compiles this file alone and times the very statement the runner sends.
 *
 * $1 now, $2 batch size. Rows another runner holds are skipped, not waited for.
 */
export const CLAIM_REMINDERS_SQL = `
  SELECT id::text AS id, appointment_id, lead_minutes, (extract(epoch FROM starts_at) * 1000)::float8 AS starts_ms
    FROM appointment_reminders
   WHERE status = 'pending' AND due_at <= $1
   ORDER BY due_at
   LIMIT $2
   FOR UPDATE SKIP LOCKED`;

export interface ClaimedReminder {
  id: string;
  appointment_id: number;
  lead_minutes: number;
  starts_ms: number;
}
