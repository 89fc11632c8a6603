import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report's booking figures KEPT per business, master, local date and service, so a report reads a
 * row per master and day instead of every booking of its window and the one before (as client_stats
 * keeps the client base).
 *
 * booking_days holds, for the bookings of one master in one place (organization_id: the organization, 0
 * outside organizations) whose start falls on `day` in the business's zone (the organization's, or the
 * independent master's schedule zone, Europe/Moscow without one) and whose service is `service_id` (0:
 * none), the figures the report defines over them: bookings (rows that never were bookings, `expired` and
 * `payment_conflict`, count nowhere), visits, cancelled, no-shows, revenue (the visits' frozen prices),
 * deposits retained by bookings that did not become visits (roubles), and `booked`: the time of those
 * bookings that are not cancelled, merged, for occupancy (the working time it is set against comes from
 * the schedules when the report is read).
 *
 * Triggers recompute a row from its bookings at the end of each statement that adds, removes or changes
 * a booking's figure input (status, start, end, price, service, master, organization) or a retained
 * deposit, once per row the statement touched: a range of one master's one day
 * (appointments_master_starts_idx). A transaction lock per master and day makes two concurrent writers
 * recompute one after the other. A change of a business's zone recomputes that business;
 * booking_days_rebuild() recomputes everything (this migration, and a bulk load that disabled the trigger).
 */
const NOT_BOOKINGS = `'expired', 'payment_conflict'`;

/** The figures of bookings `a` with their retained deposit `d`, in booking_days's column order after the key. */
const FIGURES = `
  count(*)::int,
  count(*) FILTER (WHERE a.status = 'completed')::int,
  count(*) FILTER (WHERE a.status = 'cancelled')::int,
  count(*) FILTER (WHERE a.status = 'no_show')::int,
  COALESCE(sum(a.price) FILTER (WHERE a.status = 'completed'), 0),
  COALESCE(sum(d.amount) FILTER (WHERE a.status <> 'completed'), 0)::int,
  COALESCE(range_agg(tstzrange(a.starts_at, a.ends_at)) FILTER (WHERE a.status <> 'cancelled'), '{}'::tstzmultirange)`;

/** Bookings `a` joined with their deposit when the business retained it. */
const BOOKINGS = `
  appointments a LEFT JOIN appointment_deposits d ON d.appointment_id = a.id AND d.status = 'retained'`;

/** The zone whose dates key the rows of bookings `a` (organizations `o`, schedules `ms` joined). */
const ROW_ZONE = `CASE WHEN a.organization_id IS NOT NULL THEN o.time_zone ELSE COALESCE(ms.time_zone, 'Europe/Moscow') END`;

/** Recounts the rows `k` matching `rows` from the bookings `a` matching `bookings` (the same business). */
const rebuild = (rows: string, bookings: string) => `
  DELETE FROM booking_days k WHERE ${rows};
  INSERT INTO booking_days
  SELECT COALESCE(a.organization_id, 0), a.master_id, (a.starts_at AT TIME ZONE ${ROW_ZONE})::date,
         COALESCE(a.service_id, 0), ${FIGURES}
    FROM ${BOOKINGS}
    LEFT JOIN organizations o ON o.id = a.organization_id
    LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
   WHERE a.status NOT IN (${NOT_BOOKINGS}) AND ${bookings}
   GROUP BY 1, 2, 3, 4;`;

/**
 * The rows a trigger recounts, ordered (so concurrent statements lock in one order), from `rows`: a query
 * of (organization, master, start, service) of the bookings a statement touched.
 */
const touchedRows = (rows: string) => `
  SELECT DISTINCT t.org, t.master, (t.starts_at AT TIME ZONE booking_days_zone(t.org, t.master))::date AS day,
         COALESCE(t.service, 0) AS service
    FROM (${rows}) t(org, master, starts_at, service)
   ORDER BY 1, 2, 3, 4`;

/** The lock of one master's rows in one business (`o` 0 outside organizations), and of one of its days. */
const MASTER_LOCK = (o: string, master: string) => `hashtextextended('booking_days:' || ${o} || ':' || ${master}, 0)`;
const DAY_LOCK = (o: string, master: string, day: string) =>
  `hashtextextended('booking_days:' || ${o} || ':' || ${master} || ':' || ${day}, 0)`;

/**
 * Locks the rows of `touched` (touchedRows) in their order. A row is locked alone (its master's lock
 * shared), so bookings of one master on other days do not wait; a statement touching many rows locks their
 * masters instead, so a bulk change does not take a lock per row.
 */
const lockEach = (touched: string) => `
  FOR r IN SELECT t.*, count(*) OVER () > 64 AS bulk,
                  row_number() OVER (PARTITION BY t.org, t.master ORDER BY t.day, t.service) = 1 AS first_of_master
             FROM (${touched}) t ORDER BY t.org, t.master, t.day, t.service LOOP
    IF NOT r.bulk THEN
      PERFORM pg_advisory_xact_lock_shared(${MASTER_LOCK('COALESCE(r.org, 0)', 'r.master')});
      PERFORM pg_advisory_xact_lock(${DAY_LOCK('COALESCE(r.org, 0)', 'r.master', 'r.day')});
    ELSIF r.first_of_master THEN
      PERFORM pg_advisory_xact_lock(${MASTER_LOCK('COALESCE(r.org, 0)', 'r.master')});
    END IF;
  END LOOP;`;

/** Locks (lockEach), then recounts each row of `touched` from its bookings. */
const refreshEach = (touched: string) => `${lockEach(touched)}
  FOR r IN ${touched} LOOP
    PERFORM booking_days_refresh(r.org, r.master, r.day, r.service, true);
  END LOOP;`;

/**
 * The new bookings of an INSERT statement added to their rows: locks (lockEach), then the sums of the new
 * rows added in one upsert (a new booking has no deposit yet), instead of a recount of each row.
 */
const addNew = (touched: string) => `${lockEach(touched)}
  INSERT INTO booking_days AS k
  SELECT COALESCE(a.organization_id, 0), a.master_id,
         (a.starts_at AT TIME ZONE booking_days_zone(a.organization_id, a.master_id))::date, COALESCE(a.service_id, 0),
         ${FIGURES.replace('sum(d.amount)', 'sum(0)')}
    FROM new_rows a WHERE a.status NOT IN (${NOT_BOOKINGS}) AND a.master_id IS NOT NULL
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (organization_id, master_id, day, service_id) DO UPDATE
     SET bookings = k.bookings + EXCLUDED.bookings, visits = k.visits + EXCLUDED.visits,
         cancelled = k.cancelled + EXCLUDED.cancelled, no_shows = k.no_shows + EXCLUDED.no_shows,
         revenue = k.revenue + EXCLUDED.revenue, booked = k.booked + EXCLUDED.booked;`;

export class BookingDays1764550000000 implements MigrationInterface {
  name = 'BookingDays1764550000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_days (
        organization_id int NOT NULL,
        master_id int NOT NULL,
        day date NOT NULL,
        service_id int NOT NULL,
        bookings int NOT NULL,
        visits int NOT NULL,
        cancelled int NOT NULL,
        no_shows int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        retained int NOT NULL,
        booked tstzmultirange NOT NULL,
        PRIMARY KEY (organization_id, master_id, day, service_id))`);
    // an organization's window over all its masters
    await q.query(`CREATE INDEX booking_days_organization_day_idx ON booking_days (organization_id, day)`);

    await q.query(`
      CREATE FUNCTION booking_days_zone(p_org int, p_master int) RETURNS varchar LANGUAGE sql STABLE AS $$
        SELECT COALESCE(CASE WHEN p_org IS NOT NULL THEN (SELECT time_zone FROM organizations WHERE id = p_org)
                             ELSE (SELECT time_zone FROM master_schedules WHERE master_id = p_master) END,
                        'Europe/Moscow') $$`);
    await q.query(`
      CREATE FUNCTION booking_days_refresh(p_org int, p_master int, p_day date, p_service int,
                                           p_master_locked boolean DEFAULT false) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        o int := COALESCE(p_org, 0);
        z varchar := booking_days_zone(p_org, p_master);
      BEGIN
        IF p_master IS NULL THEN RETURN; END IF;
        IF NOT p_master_locked THEN
          PERFORM pg_advisory_xact_lock_shared(${MASTER_LOCK('o', 'p_master')});
          PERFORM pg_advisory_xact_lock(${DAY_LOCK('o', 'p_master', 'p_day')});
        END IF;
        DELETE FROM booking_days
         WHERE organization_id = o AND master_id = p_master AND day = p_day AND service_id = p_service;
        INSERT INTO booking_days
        SELECT o, p_master, p_day, p_service, ${FIGURES}
          FROM ${BOOKINGS}
         WHERE a.master_id = p_master AND COALESCE(a.organization_id, 0) = o
           AND a.starts_at >= (p_day::timestamp AT TIME ZONE z) AND a.starts_at < ((p_day + 1)::timestamp AT TIME ZONE z)
           AND COALESCE(a.service_id, 0) = p_service AND a.status NOT IN (${NOT_BOOKINGS})
        HAVING count(*) > 0;
      END $$`);
    // everything (no arguments), one organization's rows, or one independent master's rows
    await q.query(`
      CREATE FUNCTION booking_days_rebuild(p_org int DEFAULT NULL, p_master int DEFAULT NULL) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF p_org IS NOT NULL THEN
          ${rebuild('k.organization_id = p_org', 'a.organization_id = p_org')}
        ELSIF p_master IS NOT NULL THEN
          ${rebuild('k.organization_id = 0 AND k.master_id = p_master', 'a.master_id = p_master AND a.organization_id IS NULL')}
        ELSE
          ${rebuild('true', 'true')}
        END IF;
      END $$`);
    // once per statement and row: a bulk update or load recounts each master's day it touched once
    await q.query(`
      CREATE FUNCTION appointments_keep_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${addNew(touchedRows(`SELECT organization_id, master_id, starts_at, service_id FROM new_rows`))}
        ELSIF TG_OP = 'DELETE' THEN
          ${refreshEach(touchedRows(`SELECT organization_id, master_id, starts_at, service_id FROM old_rows`))}
        ELSE
          ${refreshEach(
            touchedRows(`
            SELECT x.* FROM old_rows o JOIN new_rows n ON n.id = o.id
             CROSS JOIN LATERAL (VALUES (o.organization_id, o.master_id, o.starts_at, o.service_id),
                                        (n.organization_id, n.master_id, n.starts_at, n.service_id)) x
             WHERE o.status IS DISTINCT FROM n.status OR o.starts_at IS DISTINCT FROM n.starts_at
                OR o.ends_at IS DISTINCT FROM n.ends_at OR o.price IS DISTINCT FROM n.price
                OR o.service_id IS DISTINCT FROM n.service_id OR o.master_id IS DISTINCT FROM n.master_id
                OR o.organization_id IS DISTINCT FROM n.organization_id`),
          )}
        END IF;
        RETURN NULL;
      END $$`);
    for (const [op, refs] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await q.query(`
        CREATE TRIGGER appointments_keep_booking_days_on_${op.toLowerCase()} AFTER ${op} ON appointments
          REFERENCING ${refs} FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_booking_days()`);
    }
    // a deposit moves the figures only when it becomes, stops being or is a retained one
    const ofBookings = (ids: string) =>
      touchedRows(`SELECT a.organization_id, a.master_id, a.starts_at, a.service_id
                     FROM appointments a WHERE a.id IN (${ids})`);
    await q.query(`
      CREATE FUNCTION appointment_deposits_keep_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${refreshEach(ofBookings(`SELECT appointment_id FROM new_rows WHERE status = 'retained'`))}
        ELSIF TG_OP = 'DELETE' THEN
          ${refreshEach(ofBookings(`SELECT appointment_id FROM old_rows WHERE status = 'retained'`))}
        ELSE
          ${refreshEach(
            ofBookings(`
            SELECT x.id FROM old_rows o JOIN new_rows n ON n.appointment_id = o.appointment_id
             CROSS JOIN LATERAL (VALUES (o.appointment_id), (n.appointment_id)) x(id)
             WHERE (o.status = 'retained' OR n.status = 'retained')
               AND (o.status IS DISTINCT FROM n.status OR o.amount IS DISTINCT FROM n.amount)`),
          )}
        END IF;
        RETURN NULL;
      END $$`);
    for (const [op, refs] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await q.query(`
        CREATE TRIGGER appointment_deposits_keep_booking_days_on_${op.toLowerCase()} AFTER ${op} ON appointment_deposits
          REFERENCING ${refs} FOR EACH STATEMENT EXECUTE FUNCTION appointment_deposits_keep_booking_days()`);
    }
    // a business whose zone changes has its dates, so its rows, recounted
    await q.query(`
      CREATE FUNCTION booking_days_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'organizations' THEN
          PERFORM booking_days_rebuild(NEW.id, NULL);
        ELSE
          PERFORM booking_days_rebuild(NULL, COALESCE(NEW.master_id, OLD.master_id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER organizations_keep_booking_days AFTER UPDATE OF time_zone ON organizations FOR EACH ROW
        WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION booking_days_zone_changed()`);
    await q.query(`
      CREATE TRIGGER master_schedules_keep_booking_days_on_update AFTER UPDATE OF time_zone ON master_schedules
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION booking_days_zone_changed()`);
    await q.query(`
      CREATE TRIGGER master_schedules_keep_booking_days_on_insert_delete AFTER INSERT OR DELETE ON master_schedules
        FOR EACH ROW EXECUTE FUNCTION booking_days_zone_changed()`);
    await q.query(`SELECT booking_days_rebuild()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER master_schedules_keep_booking_days_on_insert_delete ON master_schedules`);
    await q.query(`DROP TRIGGER master_schedules_keep_booking_days_on_update ON master_schedules`);
    await q.query(`DROP TRIGGER organizations_keep_booking_days ON organizations`);
    await q.query(`DROP FUNCTION booking_days_zone_changed()`);
    for (const op of ['insert', 'update', 'delete']) {
      await q.query(`DROP TRIGGER appointment_deposits_keep_booking_days_on_${op} ON appointment_deposits`);
      await q.query(`DROP TRIGGER appointments_keep_booking_days_on_${op} ON appointments`);
    }
    await q.query(`DROP FUNCTION appointment_deposits_keep_booking_days()`);
    await q.query(`DROP FUNCTION appointments_keep_booking_days()`);
    await q.query(`DROP FUNCTION booking_days_rebuild(int, int)`);
    await q.query(`DROP FUNCTION booking_days_refresh(int, int, date, int, boolean)`);
    await q.query(`DROP FUNCTION booking_days_zone(int, int)`);
    await q.query(`DROP TABLE booking_days`);
  }
}
