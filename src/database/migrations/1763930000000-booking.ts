import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking: appointments get the statuses confirmed and no_show, the client's comment, who
 * cancelled and why, who made the row, the client's idempotency key (one booking per key and client,
 * STACK.md pitfall 19) and updated_at; "my records" reads by (client_id, starts_at). The no-overlap
 * constraint on [starts_at, occupied_until) stays as migration 1763920000000 made it.
 */
export class Booking1763930000000 implements MigrationInterface {
  name = 'Booking1763930000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('planned', 'confirmed', 'completed', 'no_show', 'cancelled'))`);
    await q.query(`
      ALTER TABLE appointments
        ADD COLUMN comment text CHECK (char_length(comment) <= 1000),
        ADD COLUMN cancelled_by varchar CHECK (cancelled_by IN ('client', 'master', 'organization')),
        ADD COLUMN cancel_reason text CHECK (char_length(cancel_reason) <= 500),
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN idempotency_key varchar(100),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE appointments SET updated_at = created_at`);
    await q.query(`
      CREATE UNIQUE INDEX appointments_client_idempotency_key ON appointments (client_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL`);
    await q.query(`DROP INDEX appointments_client_idx`);
    await q.query(`CREATE INDEX appointments_client_starts_idx ON appointments (client_id, starts_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX appointments_client_starts_idx`);
    await q.query(`CREATE INDEX appointments_client_idx ON appointments (client_id)`);
    await q.query(`DROP INDEX appointments_client_idempotency_key`);
    await q.query(`
      ALTER TABLE appointments
        DROP COLUMN comment, DROP COLUMN cancelled_by, DROP COLUMN cancel_reason, DROP COLUMN cancelled_at,
        DROP COLUMN created_by, DROP COLUMN idempotency_key, DROP COLUMN updated_at`);
    // The older status set has no confirmed or no_show: a confirmed booking is planned, a no-show is over.
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`UPDATE appointments SET status = 'planned' WHERE status = 'confirmed'`);
    await q.query(`UPDATE appointments SET status = 'completed' WHERE status = 'no_show'`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('planned', 'completed', 'cancelled'))`);
  }
}
