import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exports and the weekly digest.
 *
 * exports: one row per requested file, made off the request by the export runner (a due row: 'queued',
 * claimed under a lease so a crashed maker's row comes back). The file itself is kept in the row (bytea)
 * for a day: every instance on the database serves it, PostgreSQL and PGlite alike, with no shared disk.
 * Its chat delivery is an outbox row written with the export and held ('held') until the file is ready, so
 * "sent to the chat" is that row's state.
 *
 * digest_subscriptions: who turned the weekly digest on, and when it is next due (like master_agendas).
 * digest_deliveries: one row per recipient and week; its key makes the digest go out once per week
 * whatever the number of instances and restarts.
 */
export class ExportsAndDigest1764240000000 implements MigrationInterface {
  name = 'ExportsAndDigest1764240000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check`);
    await q.query(`
      ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check
        CHECK (status IN ('held', 'pending', 'sending', 'sent', 'failed', 'undeliverable'))`);
    await q.query(`
      CREATE TABLE exports (
        id uuid PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar NOT NULL CHECK (kind IN ('appointments', 'clients', 'report')),
        format varchar NOT NULL CHECK (format IN ('xlsx', 'csv', 'pdf')),
        params jsonb NOT NULL,
        status varchar NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'ready', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        file_name varchar NOT NULL,
        content bytea,
        size_bytes int,
        error text,
        outbox_id bigint REFERENCES outbox_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX exports_queued_idx ON exports (created_at) WHERE status = 'queued'`);
    await q.query(`CREATE INDEX exports_user_idx ON exports (user_id, created_at)`);
    await q.query(`CREATE INDEX exports_expires_idx ON exports (expires_at)`);

    await q.query(`
      CREATE TABLE digest_subscriptions (
        user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        next_due_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX digest_subscriptions_due_idx ON digest_subscriptions (next_due_at)`);
    await q.query(`
      CREATE TABLE digest_deliveries (
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        week_start date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, week_start)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE digest_deliveries`);
    await q.query(`DROP TABLE digest_subscriptions`);
    await q.query(`DROP TABLE exports`);
    await q.query(`DELETE FROM outbox_messages WHERE status = 'held'`);
    await q.query(`ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check`);
    await q.query(`
      ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check
        CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'undeliverable'))`);
  }
}
