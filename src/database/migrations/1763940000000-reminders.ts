import { MigrationInterface, QueryRunner } from 'typeorm';

const LIVE = `('planned', 'confirmed')`;

/**
 * Reminders and the master's daily agenda, scheduled through the database: due rows are claimed
 * with FOR UPDATE SKIP LOCKED (src/reminders/reminder-runner.ts), so a restart loses nothing and two
 * instances never send one twice.
 *
 * The reminder rows have ONE home: triggers on appointments and master_schedules. Every writer (a client's
 * booking, a move, a cancel, the seed, a later feature) plans them the same way. Their "now" is the row's
 * own time, which the services write from the injected clock: an appointment's created_at (booking) or
 * updated_at (move, cancel), a schedule's updated_at (lead times changed). A lead time whose due moment is
 * not after that time is not planned: a booking made 90 minutes ahead gets no 2-hour reminder.
 */
export class Reminders1763940000000 implements MigrationInterface {
  name = 'Reminders1763940000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION reminder_minutes_valid(m int[]) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT cardinality(m) <= 5 AND array_position(m, NULL) IS NULL
           AND (SELECT bool_and(x BETWEEN 5 AND 10080) AND count(DISTINCT x) = count(*) FROM unnest(m) x)
               IS NOT FALSE
      $$`);
    await q.query(`
      ALTER TABLE master_schedules
        ADD COLUMN reminder_minutes int[] NOT NULL DEFAULT '{1440,120}' CHECK (reminder_minutes_valid(reminder_minutes)),
        ADD COLUMN agenda_time varchar(5) CHECK (agenda_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);

    await q.query(`
      CREATE TABLE appointment_reminders (
        id bigserial PRIMARY KEY,
        appointment_id int NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        lead_minutes int NOT NULL CHECK (lead_minutes BETWEEN 5 AND 10080),
        due_at timestamptz NOT NULL,
        starts_at timestamptz NOT NULL,
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
        sent_at timestamptz,
        skip_reason varchar,
        UNIQUE (appointment_id, lead_minutes, starts_at)
      )`);
    // the runner's one query: the earliest pending rows that are due
    await q.query(
      `CREATE INDEX appointment_reminders_due_idx ON appointment_reminders (due_at) WHERE status = 'pending'`,
    );

    await q.query(`
      CREATE TABLE master_agendas (
        master_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        next_due_at timestamptz NOT NULL,
        last_sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX master_agendas_due_idx ON master_agendas (next_due_at)`);

    // An appointment's reminders: on a booking, and again on a move; a move or the end of its life
    // (cancelled, completed, no-show) drops those still waiting.
    await q.query(`
      CREATE FUNCTION appointments_plan_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM appointment_reminders WHERE appointment_id = NEW.id AND status = 'pending';
        END IF;
        IF NEW.client_id IS NOT NULL AND NEW.status IN ${LIVE} THEN
          INSERT INTO appointment_reminders (appointment_id, lead_minutes, due_at, starts_at)
          SELECT NEW.id, l, NEW.starts_at - make_interval(mins => l), NEW.starts_at
            FROM unnest(COALESCE(
                   (SELECT reminder_minutes FROM master_schedules WHERE master_id = NEW.master_id), '{1440,120}')) l
           WHERE NEW.starts_at - make_interval(mins => l)
                 > CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END
          ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_plan_reminders AFTER INSERT ON appointments FOR EACH ROW
        WHEN (NEW.client_id IS NOT NULL AND NEW.status IN ${LIVE})
        EXECUTE FUNCTION appointments_plan_reminders()`);
    await q.query(`
      CREATE TRIGGER appointments_replan_reminders AFTER UPDATE OF starts_at, status ON appointments FOR EACH ROW
        WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at
              OR (OLD.status IN ${LIVE}) IS DISTINCT FROM (NEW.status IN ${LIVE}))
        EXECUTE FUNCTION appointments_plan_reminders()`);

    // New lead times: the master's future live bookings get the new ones (where still ahead of the change)
    // and lose those no longer wanted; a reminder already sent is never planned again.
    await q.query(`
      CREATE FUNCTION master_schedules_replan_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM appointment_reminders r USING appointments a
         WHERE a.id = r.appointment_id AND a.master_id = NEW.master_id AND r.status = 'pending'
           AND r.lead_minutes <> ALL (NEW.reminder_minutes);
        INSERT INTO appointment_reminders (appointment_id, lead_minutes, due_at, starts_at)
        SELECT a.id, l, a.starts_at - make_interval(mins => l), a.starts_at
          FROM appointments a CROSS JOIN unnest(NEW.reminder_minutes) l
         WHERE a.master_id = NEW.master_id AND a.client_id IS NOT NULL AND a.status IN ${LIVE}
           AND a.starts_at > NEW.updated_at AND a.starts_at - make_interval(mins => l) > NEW.updated_at
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER master_schedules_plan_reminders AFTER INSERT ON master_schedules FOR EACH ROW
        WHEN (NEW.reminder_minutes IS DISTINCT FROM '{1440,120}'::int[])
        EXECUTE FUNCTION master_schedules_replan_reminders()`);
    await q.query(`
      CREATE TRIGGER master_schedules_replan_reminders AFTER UPDATE OF reminder_minutes ON master_schedules
        FOR EACH ROW WHEN (OLD.reminder_minutes IS DISTINCT FROM NEW.reminder_minutes)
        EXECUTE FUNCTION master_schedules_replan_reminders()`);

    // bookings made before this migration get their reminders too (those still ahead)
    await q.query(`
      INSERT INTO appointment_reminders (appointment_id, lead_minutes, due_at, starts_at)
      SELECT a.id, l, a.starts_at - make_interval(mins => l), a.starts_at
        FROM appointments a
        LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
        CROSS JOIN unnest(COALESCE(ms.reminder_minutes, '{1440,120}')) l
       WHERE a.client_id IS NOT NULL AND a.status IN ${LIVE} AND a.starts_at - make_interval(mins => l) > now()
      ON CONFLICT DO NOTHING`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER master_schedules_replan_reminders ON master_schedules`);
    await q.query(`DROP TRIGGER master_schedules_plan_reminders ON master_schedules`);
    await q.query(`DROP FUNCTION master_schedules_replan_reminders()`);
    await q.query(`DROP TRIGGER appointments_replan_reminders ON appointments`);
    await q.query(`DROP TRIGGER appointments_plan_reminders ON appointments`);
    await q.query(`DROP FUNCTION appointments_plan_reminders()`);
    await q.query(`DROP TABLE master_agendas`);
    await q.query(`DROP TABLE appointment_reminders`);
    await q.query(`ALTER TABLE master_schedules DROP COLUMN agenda_time, DROP COLUMN reminder_minutes`);
    await q.query(`DROP FUNCTION reminder_minutes_valid(int[])`);
  }
}
