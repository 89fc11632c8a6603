import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client list's pages kept in the process (src/clients/kept-pages.ts) are checked against the same
 * versions as the statistics report (report_versions, migration 1764600000000): the rows of the list's view,
 * an organization's every row or one master's and the organization's (master 0). This migration adds the
 * writes the list reads and the report does not.
 *
 * The same versions rather than a set of the list's own: the list's main data (client_stats, and
 * appointments for the next booking) already moves them per (organization, master) in the booking's own
 * statement, and a second set would add a second write to every booking for the same pairs. What is added
 * here is written rarely and by people (a note, a client's own name or phone); moving the shared version
 * then costs at most a kept report counted again for nothing.
 *
 * What the list's statement (clients.sql.ts, clientPageSql) reads and what moves its version:
 * - client_stats (every figure, the name and phone typed on the latest booking): already moved;
 * - appointments (the next booking: organization, master, client, status, start): already moved;
 * - client_notes (note and tags): the business's row, (organization, 0) or (0, master) of an independent
 *   master, on insert, delete and an update of its business, client, note or tags (not of who wrote it when);
 * - users first_name, last_name, phone of a registered client (their name and phone in the list): the
 *   (organization, master) of every booking of theirs (appointments_client_starts_idx), on update. A new user
 *   is nobody's client yet; deleting one changes or deletes their bookings, which moves the versions anyway.
 * - the caller's view (organizations, organization_members, master_profiles, master_schedules.time_zone):
 *   read again by every request, beside the version, and part of the kept page's key: nothing to move.
 * A TRUNCATE of client_notes moves every version, as one of the report's tables does.
 */
export class ClientListVersions1764660000000 implements MigrationInterface {
  name = 'ClientListVersions1764660000000';

  public async up(q: QueryRunner): Promise<void> {
    const note = (r: string) =>
      `COALESCE(${r}.organization_id, 0), CASE WHEN ${r}.organization_id IS NULL THEN ${r}.master_id ELSE 0 END`;
    const noteChanged = ['organization_id', 'master_id', 'client_key', 'note', 'tags']
      .map((c) => `o.${c} IS DISTINCT FROM n.${c}`)
      .join(' OR ');
    await q.query(`CREATE FUNCTION report_versions_client_notes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${bump(`SELECT ${note('r')} FROM new_rows r`)}
        ELSIF TG_OP = 'DELETE' THEN ${bump(`SELECT ${note('r')} FROM old_rows r`)}
        ELSE ${bump(`SELECT ${note('o')} FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${noteChanged}
                     UNION ALL SELECT ${note('n')} FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${noteChanged}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER client_notes_report_ins AFTER INSERT ON client_notes
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_client_notes()`);
    await q.query(`CREATE TRIGGER client_notes_report_upd AFTER UPDATE ON client_notes
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION report_versions_client_notes()`);
    await q.query(`CREATE TRIGGER client_notes_report_del AFTER DELETE ON client_notes
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_client_notes()`);
    await q.query(`CREATE TRIGGER client_notes_report_truncate AFTER TRUNCATE ON client_notes
      FOR EACH STATEMENT EXECUTE FUNCTION report_versions_renew()`);

    // a client's name or phone: the businesses of their bookings (users_report_upd moves the person's own row)
    const clientChanged = ['first_name', 'last_name', 'phone']
      .map((c) => `o.${c} IS DISTINCT FROM n.${c}`)
      .join(' OR ');
    await q.query(`CREATE FUNCTION report_versions_client_users() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${bump(`SELECT COALESCE(a.organization_id, 0), a.master_id
                  FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN appointments a ON a.client_id = n.id
                 WHERE ${clientChanged}`)}
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_client_list_upd AFTER UPDATE ON users
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION report_versions_client_users()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_client_list_upd ON users`);
    await q.query(`DROP FUNCTION report_versions_client_users()`);
    for (const s of ['ins', 'upd', 'del', 'truncate'])
      await q.query(`DROP TRIGGER client_notes_report_${s} ON client_notes`);
    await q.query(`DROP FUNCTION report_versions_client_notes()`);
  }
}

/**
 * The statement that gives each (organization, master) pair `pairs` selects a new version, in key order so two
 * statements renewing the same pairs wait rather than deadlock (as migration 1764600000000 does).
 */
const bump = (pairs: string) => `
  INSERT INTO report_versions (organization_id, master_id, version)
  SELECT k.o, k.m, nextval('report_version_seq')
    FROM (SELECT DISTINCT o, m FROM (${pairs}) x(o, m) WHERE o IS NOT NULL AND m IS NOT NULL) k
   ORDER BY k.o, k.m
  ON CONFLICT (organization_id, master_id) DO UPDATE SET version = EXCLUDED.version;`;
