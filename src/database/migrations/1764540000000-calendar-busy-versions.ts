import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version of each master's outside busy times (calendar_busy), so that a read which only needs to know
 * whether they changed (a kept public slot answer) reads one row instead of all of them. Triggers on
 * calendar_busy give every master whose rows a statement added, changed or removed a new version, from one
 * sequence (never reused), at the end of that statement and in its transaction: a read sees the rows and
 * their version together. A TRUNCATE renews every version. A master with no version row never had busy
 * times since this migration.
 */
export class CalendarBusyVersions1764540000000 implements MigrationInterface {
  name = 'CalendarBusyVersions1764540000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE calendar_busy_version_seq`);
    await q.query(`
      CREATE TABLE calendar_busy_versions (
        master_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        version bigint NOT NULL
      )`);
    // a master being deleted (its rows go by cascade) gets no new version: their version row goes too; the
    // rows are locked in master order, so two statements renewing the same masters wait rather than deadlock
    await q.query(`
      CREATE FUNCTION calendar_busy_renew(masters int[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO calendar_busy_versions (master_id, version)
        SELECT m.id, nextval('calendar_busy_version_seq')
          FROM (SELECT DISTINCT id FROM unnest(masters) id) m
         WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = m.id)
         ORDER BY m.id
        ON CONFLICT (master_id) DO UPDATE SET version = EXCLUDED.version
      $$`);
    await q.query(`
      CREATE FUNCTION calendar_busy_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM calendar_busy_renew(ARRAY(SELECT master_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM calendar_busy_renew(ARRAY(SELECT master_id FROM old_rows));
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM calendar_busy_renew(ARRAY(SELECT master_id FROM old_rows UNION SELECT master_id FROM new_rows));
        ELSE
          UPDATE calendar_busy_versions SET version = nextval('calendar_busy_version_seq');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER calendar_busy_changed_on_insert AFTER INSERT ON calendar_busy
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_changed()`);
    await q.query(`
      CREATE TRIGGER calendar_busy_changed_on_update AFTER UPDATE ON calendar_busy
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_changed()`);
    await q.query(`
      CREATE TRIGGER calendar_busy_changed_on_delete AFTER DELETE ON calendar_busy
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_changed()`);
    await q.query(`
      CREATE TRIGGER calendar_busy_changed_on_truncate AFTER TRUNCATE ON calendar_busy
        FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_changed()`);
    await q.query(`SELECT calendar_busy_renew(ARRAY(SELECT DISTINCT master_id FROM calendar_busy))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER calendar_busy_changed_on_truncate ON calendar_busy`);
    await q.query(`DROP TRIGGER calendar_busy_changed_on_delete ON calendar_busy`);
    await q.query(`DROP TRIGGER calendar_busy_changed_on_update ON calendar_busy`);
    await q.query(`DROP TRIGGER calendar_busy_changed_on_insert ON calendar_busy`);
    await q.query(`DROP FUNCTION calendar_busy_changed()`);
    await q.query(`DROP FUNCTION calendar_busy_renew(int[])`);
    await q.query(`DROP TABLE calendar_busy_versions`);
    await q.query(`DROP SEQUENCE calendar_busy_version_seq`);
  }
}
