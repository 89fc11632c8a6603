import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Working time, from which the free slots are computed: each master's schedule (zone, weekly or cycle pattern,
 * booking rules), date overrides, blocks, which organization masters perform which organization service, and the
 * organization's default zone. Appointments get `occupied_until` (the end plus the master's buffer at booking time)
 * and the no-overlap constraint moves onto [starts_at, occupied_until), so a rest after each appointment is held by
 * the database itself (STACK.md pitfall 17).
 */
export class Schedules1763920000000 implements MigrationInterface {
  name = 'Schedules1763920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations ADD COLUMN time_zone varchar NOT NULL DEFAULT 'Europe/Moscow'`);

    await q.query(`
      CREATE TABLE master_schedules (
        master_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        time_zone varchar NOT NULL,
        pattern jsonb NOT NULL,
        slot_step_minutes int CHECK (slot_step_minutes IS NULL OR slot_step_minutes BETWEEN 5 AND 720),
        min_notice_minutes int NOT NULL DEFAULT 60 CHECK (min_notice_minutes BETWEEN 0 AND 43200),
        horizon_days int NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
        buffer_minutes int NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240),
        cancel_cutoff_hours int NOT NULL DEFAULT 3 CHECK (cancel_cutoff_hours BETWEEN 0 AND 720),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (jsonb_typeof(pattern) = 'object')
      )`);

    await q.query(`
      CREATE TABLE schedule_overrides (
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        intervals jsonb NOT NULL CHECK (jsonb_typeof(intervals) = 'array'),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (master_id, date)
      )`);

    await q.query(`
      CREATE TABLE schedule_blocks (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        note varchar,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX schedule_blocks_master_starts_idx ON schedule_blocks (master_id, starts_at)`);

    // A row limits an organization master to the listed organization services; no row: all of them
    // (services added later included). Ids of services deleted since simply match nothing.
    await q.query(`
      CREATE TABLE organization_master_services (
        organization_id int NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_ids int[] NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organization_id, master_id)
      )`);

    await q.query(`ALTER TABLE appointments ADD COLUMN occupied_until timestamptz`);
    await q.query(`UPDATE appointments SET occupied_until = ends_at`);
    await q.query(`ALTER TABLE appointments ALTER COLUMN occupied_until SET NOT NULL`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_occupied_until_check CHECK (occupied_until >= ends_at)`,
    );
    // Writers that predate the column (demo seed, older tools) insert without it: it is then the end itself.
    await q.query(`
      CREATE FUNCTION appointments_default_occupied_until() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.occupied_until IS NULL THEN NEW.occupied_until := NEW.ends_at; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_default_occupied_until BEFORE INSERT ON appointments
        FOR EACH ROW EXECUTE FUNCTION appointments_default_occupied_until()`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&
      ) WHERE (status NOT IN ('cancelled'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`DROP TRIGGER appointments_default_occupied_until ON appointments`);
    await q.query(`DROP FUNCTION appointments_default_occupied_until()`);
    await q.query(`ALTER TABLE appointments DROP COLUMN occupied_until`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, ends_at) WITH &&
      ) WHERE (status <> 'cancelled')`);
    await q.query(`DROP TABLE organization_master_services`);
    await q.query(`DROP TABLE schedule_blocks`);
    await q.query(`DROP TABLE schedule_overrides`);
    await q.query(`DROP TABLE master_schedules`);
    await q.query(`ALTER TABLE organizations DROP COLUMN time_zone`);
  }
}
