import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client base's numbers KEPT per business and client, so the client list and the report's client
 * kinds read one row per client instead of every booking the client ever made (as review_stats is kept).
 *
 * client_stats holds a row per client of a master in one place (organization_id: the organization, 0
 * outside organizations; master_id: the master) and a row per client of an organization over all its
 * masters (master_id 0). Its figures follow the client base's definitions over the business's bookings
 * (rows that never were bookings, `expired` and `payment_conflict`, count nowhere): visits (completed),
 * no-shows, cancelled, revenue (the prices of the visits), the first and last visit, the last booking
 * that is not cancelled (`last_live`), and the latest booking of any status (its start, id, and the
 * name and phone typed on it, which name a client who is not registered).
 *
 * Triggers on appointments recompute the client's rows whenever a booking of theirs is added, removed
 * or changes a figure's input (status, start, price, client, master, organization), at the end of the
 * statement that did it (once per client the statement touched): each recount reads that one client's
 * bookings with that master (appointments_master_client_idx), then folds the masters' rows into the
 * organization's row. A transaction lock per business and client
 * makes two concurrent bookings of one client recompute one after the other, each seeing the other's.
 * client_stats_rebuild() recomputes everything (this migration, and a bulk load that disabled the trigger).
 */
const NOT_BOOKINGS = `'expired', 'payment_conflict'`;

/** The figures of the bookings `a` of one group, in client_stats's column order after the key. */
const FIGURES = (a: string) => `
  count(*) FILTER (WHERE ${a}.status = 'completed')::int,
  count(*) FILTER (WHERE ${a}.status = 'no_show')::int,
  count(*) FILTER (WHERE ${a}.status = 'cancelled')::int,
  COALESCE(sum(${a}.price) FILTER (WHERE ${a}.status = 'completed'), 0),
  min(${a}.starts_at) FILTER (WHERE ${a}.status = 'completed'),
  max(${a}.starts_at) FILTER (WHERE ${a}.status = 'completed'),
  max(${a}.starts_at) FILTER (WHERE ${a}.status <> 'cancelled'),
  max(${a}.starts_at),
  (array_agg(${a}.id ORDER BY ${a}.starts_at DESC, ${a}.id DESC))[1],
  (array_agg(${a}.client_name ORDER BY ${a}.starts_at DESC, ${a}.id DESC))[1],
  (array_agg(${a}.client_phone ORDER BY ${a}.starts_at DESC, ${a}.id DESC))[1]`;

/** An organization's row from its masters' rows `s` of one client. */
const FOLDED = (s: string) => `
  sum(${s}.visits)::int, sum(${s}.no_shows)::int, sum(${s}.cancelled)::int, sum(${s}.revenue),
  min(${s}.first_visit), max(${s}.last_visit), max(${s}.last_live), max(${s}.latest_at),
  (array_agg(${s}.latest_id ORDER BY ${s}.latest_at DESC, ${s}.latest_id DESC))[1],
  (array_agg(${s}.booked_name ORDER BY ${s}.latest_at DESC, ${s}.latest_id DESC))[1],
  (array_agg(${s}.booked_phone ORDER BY ${s}.latest_at DESC, ${s}.latest_id DESC))[1]`;

const COLUMNS = `organization_id, master_id, client_key, visits, no_shows, cancelled, revenue, first_visit, last_visit,
  last_live, latest_at, latest_id, booked_name, booked_phone`;

export class ClientStats1764470000000 implements MigrationInterface {
  name = 'ClientStats1764470000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_stats (
        organization_id int NOT NULL,
        master_id int NOT NULL,
        client_key varchar(40) NOT NULL,
        visits int NOT NULL,
        no_shows int NOT NULL,
        cancelled int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        first_visit timestamptz,
        last_visit timestamptz,
        last_live timestamptz,
        latest_at timestamptz NOT NULL,
        latest_id int NOT NULL,
        booked_name varchar,
        booked_phone varchar,
        PRIMARY KEY (organization_id, master_id, client_key),
        CHECK (organization_id <> 0 OR master_id <> 0))`);
    // the client list's first page: newest visit first within one business
    await q.query(
      `CREATE INDEX client_stats_last_visit_idx
         ON client_stats (organization_id, master_id, last_visit DESC NULLS LAST, client_key)`,
    );
    // an organization's row from its masters' rows
    await q.query(`CREATE INDEX client_stats_client_idx ON client_stats (organization_id, client_key)`);
    // one client's bookings with one master: the trigger's recount, the next booking, a visit before a date
    await q.query(`CREATE INDEX appointments_master_client_idx ON appointments (master_id, client_key, starts_at)`);

    await q.query(`
      CREATE FUNCTION client_stats_refresh(p_org int, p_master int, p_key varchar) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE o int := COALESCE(p_org, 0);
      BEGIN
        IF p_key IS NULL OR p_master IS NULL THEN RETURN; END IF;
        PERFORM pg_advisory_xact_lock(hashtextextended('client_stats:' || o || ':' || p_key, 0));
        DELETE FROM client_stats WHERE organization_id = o AND master_id = p_master AND client_key = p_key;
        INSERT INTO client_stats (${COLUMNS})
        SELECT o, p_master, p_key, ${FIGURES('a')}
          FROM appointments a
         WHERE a.master_id = p_master AND a.client_key = p_key AND COALESCE(a.organization_id, 0) = o
           AND a.status NOT IN (${NOT_BOOKINGS})
        HAVING count(*) > 0;
        IF o <> 0 THEN
          DELETE FROM client_stats WHERE organization_id = o AND master_id = 0 AND client_key = p_key;
          INSERT INTO client_stats (${COLUMNS})
          SELECT o, 0, p_key, ${FOLDED('s')}
            FROM client_stats s
           WHERE s.organization_id = o AND s.client_key = p_key AND s.master_id <> 0
          HAVING count(*) > 0;
        END IF;
      END $$`);
    await q.query(`
      CREATE FUNCTION client_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM client_stats;
        INSERT INTO client_stats (${COLUMNS})
        SELECT COALESCE(a.organization_id, 0), a.master_id, a.client_key, ${FIGURES('a')}
          FROM appointments a
         WHERE a.client_key IS NOT NULL AND a.status NOT IN (${NOT_BOOKINGS})
         GROUP BY COALESCE(a.organization_id, 0), a.master_id, a.client_key;
        INSERT INTO client_stats (${COLUMNS})
        SELECT s.organization_id, 0, s.client_key, ${FOLDED('s')}
          FROM client_stats s
         WHERE s.organization_id <> 0
         GROUP BY s.organization_id, s.client_key;
      END $$`);
    // once per statement and client: a bulk update or load recounts each client it touched once
    await q.query(`
      CREATE FUNCTION appointments_keep_client_stats() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          FOR r IN SELECT DISTINCT organization_id AS org, master_id AS master, client_key AS key FROM new_rows
                    WHERE client_key IS NOT NULL ORDER BY 1, 2, 3 LOOP
            PERFORM client_stats_refresh(r.org, r.master, r.key);
          END LOOP;
        ELSIF TG_OP = 'DELETE' THEN
          FOR r IN SELECT DISTINCT organization_id AS org, master_id AS master, client_key AS key FROM old_rows
                    WHERE client_key IS NOT NULL ORDER BY 1, 2, 3 LOOP
            PERFORM client_stats_refresh(r.org, r.master, r.key);
          END LOOP;
        ELSE
          FOR r IN SELECT DISTINCT x.org, x.master, x.key
                     FROM old_rows o JOIN new_rows n ON n.id = o.id
                    CROSS JOIN LATERAL (VALUES (o.organization_id, o.master_id, o.client_key),
                                               (n.organization_id, n.master_id, n.client_key)) x(org, master, key)
                    WHERE x.key IS NOT NULL
                      AND (o.status IS DISTINCT FROM n.status OR o.starts_at IS DISTINCT FROM n.starts_at
                           OR o.price IS DISTINCT FROM n.price OR o.client_key IS DISTINCT FROM n.client_key
                           OR o.client_name IS DISTINCT FROM n.client_name
                           OR o.client_phone IS DISTINCT FROM n.client_phone
                           OR o.master_id IS DISTINCT FROM n.master_id
                           OR o.organization_id IS DISTINCT FROM n.organization_id)
                    ORDER BY 1, 2, 3 LOOP
            PERFORM client_stats_refresh(r.org, r.master, r.key);
          END LOOP;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_keep_client_stats_on_insert AFTER INSERT ON appointments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_client_stats()`);
    await q.query(`
      CREATE TRIGGER appointments_keep_client_stats_on_update AFTER UPDATE ON appointments
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_client_stats()`);
    await q.query(`
      CREATE TRIGGER appointments_keep_client_stats_on_delete AFTER DELETE ON appointments
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_client_stats()`);
    await q.query(`SELECT client_stats_rebuild()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER appointments_keep_client_stats_on_delete ON appointments`);
    await q.query(`DROP TRIGGER appointments_keep_client_stats_on_update ON appointments`);
    await q.query(`DROP TRIGGER appointments_keep_client_stats_on_insert ON appointments`);
    await q.query(`DROP FUNCTION appointments_keep_client_stats()`);
    await q.query(`DROP FUNCTION client_stats_rebuild()`);
    await q.query(`DROP FUNCTION client_stats_refresh(int, int, varchar)`);
    await q.query(`DROP INDEX appointments_master_client_idx`);
    await q.query(`DROP TABLE client_stats`);
  }
}
