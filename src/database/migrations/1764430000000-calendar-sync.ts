import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-way calendar sync. A connection is one master's account at Google or a CalDAV server; its secret
 * (refresh token, app password) is sealed with AES-256-GCM under CALENDAR_SECRET_KEY and never stored in
 * clear. `calendars` lists what the account has and which of them block time or receive bookings.
 * calendar_busy keeps only the times of outside events (no title, no attendee) for the next 60 days;
 * calendar_events is the durable queue of our bookings' events: a row is pending until its calendar has
 * the booking's current times (or no event, for a cancelled booking). Both are due-rows tables: any
 * instance claims rows with FOR UPDATE SKIP LOCKED. OAuth states are single-use rows.
 */
export class CalendarSync1764430000000 implements MigrationInterface {
  name = 'CalendarSync1764430000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_connections (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider varchar NOT NULL CHECK (provider IN ('google', 'caldav')),
        account varchar NOT NULL,
        server_url varchar,
        secret text NOT NULL,
        calendars jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(calendars) = 'array'),
        status varchar NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'broken')),
        failures int NOT NULL DEFAULT 0,
        last_error varchar,
        broken_notified boolean NOT NULL DEFAULT false,
        last_synced_at timestamptz,
        next_sync_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX calendar_connections_master_idx ON calendar_connections (master_id)`);
    await q.query(
      `CREATE INDEX calendar_connections_due_idx ON calendar_connections (next_sync_at) WHERE status = 'ok'`,
    );
    await q.query(`
      CREATE TABLE calendar_busy (
        connection_id int NOT NULL REFERENCES calendar_connections(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider varchar NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX calendar_busy_master_idx ON calendar_busy (master_id, starts_at)`);
    await q.query(`CREATE INDEX calendar_busy_connection_idx ON calendar_busy (connection_id)`);
    await q.query(`
      CREATE TABLE calendar_events (
        id serial PRIMARY KEY,
        connection_id int NOT NULL REFERENCES calendar_connections(id) ON DELETE CASCADE,
        appointment_id int NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        calendar_id varchar NOT NULL,
        remote_id varchar,
        want_starts_at timestamptz,
        want_ends_at timestamptz,
        written_starts_at timestamptz,
        written_ends_at timestamptz,
        written_calendar_id varchar,
        pending boolean NOT NULL DEFAULT true,
        attempts int NOT NULL DEFAULT 0,
        next_try_at timestamptz NOT NULL DEFAULT now(),
        last_error varchar,
        UNIQUE (connection_id, appointment_id)
      )`);
    await q.query(`CREATE INDEX calendar_events_due_idx ON calendar_events (next_try_at) WHERE pending`);
    await q.query(`
      CREATE TABLE calendar_oauth_states (
        nonce varchar PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        verifier text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_oauth_states`);
    await q.query(`DROP TABLE calendar_events`);
    await q.query(`DROP TABLE calendar_busy`);
    await q.query(`DROP TABLE calendar_connections`);
  }
}
