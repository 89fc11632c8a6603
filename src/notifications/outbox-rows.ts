// The outbox worker's SQL: claiming due rows under a lease, renewing it, and recording each outcome, so the
// worker (telegram/) holds only the pacing and the reading of Telegram's answers; notifications/ writes the table.
import { DataSource } from 'typeorm';

export interface ClaimedRow {
  id: string;
  chat_id: string;
  user_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** This worker's lease; the row is ours while it is unchanged. */
  locked_until: Date;
}

/**
 * Claim = one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, so several workers never
 * take the same row; a claim is a lease (locked_until), so a crashed worker's rows come back.
 */
export async function claimDue(db: DataSource, now: Date, lease: Date, batchSize: number): Promise<ClaimedRow[]> {
  return db
    .query(
      `UPDATE outbox_messages o
          SET status = 'sending', locked_until = $2, attempts = o.attempts + 1
        WHERE o.id IN (
          SELECT id FROM outbox_messages
           WHERE (status = 'pending' AND next_attempt_at <= $1)
              OR (status = 'sending' AND locked_until < $1)
           ORDER BY id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.chat_id, o.user_id, o.kind, o.payload, o.attempts, o.locked_until`,
      [now, lease, batchSize],
    )
    .then(([rows]: [ClaimedRow[], number]) => rows.sort((a, b) => Number(a.id) - Number(b.id))); // UPDATE: [rows, count]
}

/** Extends the lease to `lease`, only if the row is still ours (nobody reclaimed it after an expiry). */
export async function renewLease(db: DataSource, row: ClaimedRow, lease: Date): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE outbox_messages SET locked_until = $2 WHERE id = $1 AND status = 'sending' AND locked_until = $3 RETURNING id`,
    [row.id, lease, row.locked_until],
  );
  if (rows.length === 0) return false;
  row.locked_until = lease;
  return true;
}

/** The recipients' languages, for rendering each notice in its reader's language. */
export async function languagesOf(db: DataSource, rows: ClaimedRow[]): Promise<Map<number, string | null>> {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users: { id: number; language_code: string | null }[] = await db.query(
    `SELECT id, language_code FROM users WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(users.map((u) => [u.id, u.language_code]));
}

/** Back to pending for another attempt at `at` (a 5xx or a network error: the attempt counts). */
export async function retryLater(db: DataSource, row: ClaimedRow, at: Date, lastError: string): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'pending', locked_until = NULL, next_attempt_at = $2, last_error = $3
        WHERE id = $1 AND status = 'sending'`,
    [row.id, at, lastError],
  );
}

/** Back to pending without spending an attempt (pace or 429, not the message's fault). */
export async function release(
  db: DataSource,
  row: ClaimedRow,
  at: Date,
  lastError: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages
          SET status = 'pending', locked_until = NULL, next_attempt_at = $2, attempts = GREATEST(attempts - 1, 0),
              last_error = COALESCE($3, last_error)
        WHERE id = $1 AND status = 'sending'`,
    [row.id, at, lastError],
  );
}

export async function finish(
  db: DataSource,
  row: ClaimedRow,
  status: 'sent' | 'failed' | 'undeliverable',
  lastError: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages
          SET status = $2::varchar, locked_until = NULL, last_error = $3, sent_at = CASE WHEN $2::varchar = 'sent' THEN $4::timestamptz ELSE sent_at END
        WHERE id = $1 AND status <> 'sent'`, // a row another sender already delivered stays 'sent'
    [row.id, status, lastError, now],
  );
}
