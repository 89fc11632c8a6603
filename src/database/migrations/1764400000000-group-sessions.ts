import { MigrationInterface, QueryRunner } from 'typeorm';

/** Statuses of a booking that hold nothing (as appointments_no_overlap reads them). */
const DEAD = `'cancelled', 'expired', 'payment_conflict'`;
/** One advisory-lock space for "whose time a master gives away": sessions and single bookings take it in turn. */
const MASTER_TIME_LOCK = 74001;

/**
 * Group sessions: a master's time given to up to `capacity` clients at once (a yoga class, a workshop).
 * Each seat is an ordinary booking (appointments row with session_id), so it has its own reminders, cutoff,
 * review request, deposit and plan record. The database holds the two rules whatever the code checked:
 * - never more live seats than the capacity: a counter (seats_taken) that the seat's own statement moves
 *   (trigger), refusing with GS001 when the session is full (GS002 when it is not scheduled);
 * - a master never has a session and another booking or session at overlapping times: sessions exclude each
 *   other (gist); seats of one session may overlap each other and nothing else (appointments_no_overlap
 *   with `coalesce(session_id, -id) WITH <>`); a session with no seat yet still holds the time against single
 *   bookings, and a single booking against sessions, by triggers that take one advisory lock per master
 *   (so the two inserts are judged one after the other) and raise 23P01 like the constraint does.
 * A client holds at most one live seat of a session (appointments_one_seat).
 */
export class GroupSessions1764400000000 implements MigrationInterface {
  name = 'GroupSessions1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE services
        ADD COLUMN capacity int CHECK (capacity BETWEEN 1 AND 500),
        ADD COLUMN min_participants int CHECK (min_participants >= 2),
        ADD COLUMN min_check_hours int NOT NULL DEFAULT 12 CHECK (min_check_hours BETWEEN 1 AND 72),
        ADD CONSTRAINT services_group_minimum_check
          CHECK (min_participants IS NULL OR min_participants <= COALESCE(capacity, 1))`);
    await q.query(`
      CREATE TABLE group_session_series (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_id int REFERENCES services(id) ON DELETE SET NULL,
        rrule varchar(200) NOT NULL,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`
      CREATE TABLE group_sessions (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_id int REFERENCES services(id) ON DELETE SET NULL,
        organization_id int REFERENCES organizations(id) ON DELETE SET NULL,
        series_id int REFERENCES group_session_series(id) ON DELETE SET NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        occupied_until timestamptz NOT NULL,
        capacity int NOT NULL CHECK (capacity BETWEEN 1 AND 500),
        seats_taken int NOT NULL DEFAULT 0,
        min_participants int,
        min_check_at timestamptz,
        status varchar NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        cancelled_by varchar CHECK (cancelled_by IN ('master', 'organization', 'minimum')),
        cancel_reason text,
        cancelled_at timestamptz,
        seats_taken_unsaid int NOT NULL DEFAULT 0,
        seats_freed_unsaid int NOT NULL DEFAULT 0,
        noticed_at timestamptz,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT group_sessions_seats_check CHECK (seats_taken BETWEEN 0 AND capacity),
        CONSTRAINT group_sessions_times_check CHECK (starts_at < ends_at AND ends_at <= occupied_until),
        CONSTRAINT group_sessions_no_overlap EXCLUDE USING gist (
          master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&
        ) WHERE (status = 'scheduled'))`);
    await q.query(`CREATE INDEX group_sessions_master_starts ON group_sessions (master_id, starts_at)`);
    await q.query(`CREATE INDEX group_sessions_series ON group_sessions (series_id) WHERE series_id IS NOT NULL`);
    // the minimum-participants round: scheduled sessions whose check is due
    await q.query(
      `CREATE INDEX group_sessions_min_check ON group_sessions (min_check_at) WHERE status = 'scheduled' AND min_check_at IS NOT NULL`,
    );
    // the master's summary round: sessions with seats taken or freed since the last message
    await q.query(
      `CREATE INDEX group_sessions_unsaid ON group_sessions (noticed_at) WHERE seats_taken_unsaid + seats_freed_unsaid > 0`,
    );

    await q.query(`ALTER TABLE appointments ADD COLUMN session_id int REFERENCES group_sessions(id)`);
    // a client waiting for a seat of one session (its date is the session's): freed seats are offered to them
    await q.query(`ALTER TABLE waitlist_entries ADD COLUMN session_id int REFERENCES group_sessions(id) ON DELETE CASCADE`);
    await q.query(
      `CREATE INDEX waitlist_entries_session ON waitlist_entries (session_id) WHERE session_id IS NOT NULL AND status = 'active'`,
    );
    await q.query(`CREATE INDEX appointments_session ON appointments (session_id) WHERE session_id IS NOT NULL`);
    await q.query(`
      CREATE UNIQUE INDEX appointments_one_seat ON appointments (session_id, client_id)
       WHERE session_id IS NOT NULL AND client_id IS NOT NULL AND status NOT IN (${DEAD})`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&, (COALESCE(session_id, -id)) WITH <>
      ) WHERE (status NOT IN (${DEAD}))`);

    await q.query(`
      CREATE FUNCTION appointments_session_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.session_id IS NULL AND NEW.status NOT IN (${DEAD}) THEN
          PERFORM pg_advisory_xact_lock(${MASTER_TIME_LOCK}, NEW.master_id);
          IF EXISTS (SELECT 1 FROM group_sessions g
                      WHERE g.master_id = NEW.master_id AND g.status = 'scheduled'
                        AND tstzrange(g.starts_at, g.occupied_until)
                            && tstzrange(NEW.starts_at, COALESCE(NEW.occupied_until, NEW.ends_at))) THEN
            RAISE EXCEPTION 'the master holds a group session at that time' USING ERRCODE = 'exclusion_violation';
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_session_guard BEFORE INSERT ON appointments
        FOR EACH ROW EXECUTE FUNCTION appointments_session_guard()`);
    await q.query(`
      CREATE TRIGGER appointments_session_guard_move BEFORE UPDATE ON appointments FOR EACH ROW
        WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.occupied_until IS DISTINCT FROM NEW.occupied_until
              OR OLD.master_id IS DISTINCT FROM NEW.master_id OR OLD.session_id IS DISTINCT FROM NEW.session_id
              OR (OLD.status IN (${DEAD}) AND NEW.status NOT IN (${DEAD})))
        EXECUTE FUNCTION appointments_session_guard()`);

    await q.query(`
      CREATE FUNCTION group_sessions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'scheduled' THEN
          PERFORM pg_advisory_xact_lock(${MASTER_TIME_LOCK}, NEW.master_id);
          IF EXISTS (SELECT 1 FROM appointments a
                      WHERE a.master_id = NEW.master_id AND a.status NOT IN (${DEAD})
                        AND a.session_id IS DISTINCT FROM NEW.id
                        AND tstzrange(a.starts_at, a.occupied_until) && tstzrange(NEW.starts_at, NEW.occupied_until)) THEN
            RAISE EXCEPTION 'the master has a booking at that time' USING ERRCODE = 'exclusion_violation';
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER group_sessions_guard BEFORE INSERT ON group_sessions
        FOR EACH ROW EXECUTE FUNCTION group_sessions_guard()`);
    await q.query(`
      CREATE TRIGGER group_sessions_guard_move BEFORE UPDATE ON group_sessions FOR EACH ROW
        WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.occupied_until IS DISTINCT FROM NEW.occupied_until
              OR OLD.master_id IS DISTINCT FROM NEW.master_id OR OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION group_sessions_guard()`);

    // the seat counter moves with every seat's own statement; a full (GS001) or cancelled (GS002) session refuses
    await q.query(`
      CREATE FUNCTION appointments_session_seats() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was boolean := TG_OP <> 'INSERT' AND OLD.session_id IS NOT NULL AND OLD.status NOT IN (${DEAD});
        live boolean := TG_OP <> 'DELETE' AND NEW.session_id IS NOT NULL AND NEW.status NOT IN (${DEAD});
      BEGIN
        IF was AND (NOT live OR OLD.session_id <> NEW.session_id) THEN
          UPDATE group_sessions
             SET seats_taken = seats_taken - 1,
                 seats_freed_unsaid = seats_freed_unsaid + CASE WHEN status = 'scheduled' THEN 1 ELSE 0 END
           WHERE id = OLD.session_id;
        END IF;
        IF live AND (NOT was OR OLD.session_id <> NEW.session_id) THEN
          UPDATE group_sessions SET seats_taken = seats_taken + 1, seats_taken_unsaid = seats_taken_unsaid + 1
           WHERE id = NEW.session_id AND status = 'scheduled' AND seats_taken < capacity;
          IF NOT FOUND THEN
            IF EXISTS (SELECT 1 FROM group_sessions WHERE id = NEW.session_id AND status = 'scheduled') THEN
              RAISE EXCEPTION 'the session is full' USING ERRCODE = 'GS001';
            END IF;
            RAISE EXCEPTION 'the session is not scheduled' USING ERRCODE = 'GS002';
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_session_seats AFTER INSERT OR UPDATE OF status, session_id OR DELETE ON appointments
        FOR EACH ROW EXECUTE FUNCTION appointments_session_seats()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER appointments_session_seats ON appointments`);
    await q.query(`DROP FUNCTION appointments_session_seats()`);
    await q.query(`DROP TRIGGER group_sessions_guard_move ON group_sessions`);
    await q.query(`DROP TRIGGER group_sessions_guard ON group_sessions`);
    await q.query(`DROP FUNCTION group_sessions_guard()`);
    await q.query(`DROP TRIGGER appointments_session_guard_move ON appointments`);
    await q.query(`DROP TRIGGER appointments_session_guard ON appointments`);
    await q.query(`DROP FUNCTION appointments_session_guard()`);
    await q.query(
      `UPDATE appointments SET status = 'cancelled' WHERE session_id IS NOT NULL AND status NOT IN (${DEAD})`,
    );
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&
      ) WHERE (status NOT IN (${DEAD}))`);
    await q.query(`ALTER TABLE waitlist_entries DROP COLUMN session_id`);
    await q.query(`ALTER TABLE appointments DROP COLUMN session_id`);
    await q.query(`DROP TABLE group_sessions`);
    await q.query(`DROP TABLE group_session_series`);
    await q.query(`
      ALTER TABLE services DROP CONSTRAINT services_group_minimum_check,
        DROP COLUMN min_check_hours, DROP COLUMN min_participants, DROP COLUMN capacity`);
  }
}
