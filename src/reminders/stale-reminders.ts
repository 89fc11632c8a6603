import type { DataSource } from 'typeorm';

/** The notice kinds that are worth nothing once their booking has started, moved or ended. */
const EXPIRING_KINDS = ['appointment_reminder'];

/**
 * For the outbox worker, just before sending: which claimed rows are reminders that must not go out any
 * more, and why ('started', 'moved', 'cancelled', …). A reminder queued in time can still wait in the
 * outbox (a 429 pause, retries after 5xx); it is dropped rather than sent after its booking's start.
 */
export async function staleReminders(
  db: DataSource,
  rows: { id: string; kind: string }[],
  now: Date,
): Promise<Map<string, string>> {
  const ids = rows.filter((r) => EXPIRING_KINDS.includes(r.kind)).map((r) => r.id);
  if (ids.length === 0) return new Map();
  const stale: { id: string; reason: string }[] = await db.query(
    `SELECT o.id::text AS id,
            CASE WHEN a.id IS NULL THEN 'deleted'
                 WHEN a.status NOT IN ('planned', 'confirmed') THEN a.status
                 WHEN a.starts_at <= $2 THEN 'started'
                 WHEN a.starts_at <> (o.payload->>'starts_at')::timestamptz THEN 'moved' END AS reason
       FROM outbox_messages o
       LEFT JOIN appointments a ON a.id = (o.payload->>'appointment_id')::int
      WHERE o.id = ANY($1::bigint[])`,
    [ids, now],
  );
  return new Map(stale.filter((s) => s.reason !== null).map((s) => [s.id, s.reason]));
}
