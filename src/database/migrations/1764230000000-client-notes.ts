import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who a booking's client is, kept on the booking: 'u:<user id>' for a registered client, else
 * 'p:<digits of the phone>' for a manual booking (a leading 8 of an 11-digit Russian number read as 7, so
 * '8 916…' and '+7 916…' are one client); null when neither is known. A stored generated column, so the
 * statistics and the client base group a business's bookings by client without parsing phones per read.
 *
 * And a business's private note and tags on a client (a registered user 'u:<id>' or a phone 'p:<digits>').
 * The business is an organization (shared by its owner, admins and masters) or an independent master,
 * exactly one of the two; each keeps one row per client, and deleting the business takes its notes along.
 */
export class ClientNotes1764230000000 implements MigrationInterface {
  name = 'ClientNotes1764230000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE appointments ADD COLUMN client_key varchar GENERATED ALWAYS AS (
        CASE WHEN client_id IS NOT NULL THEN 'u:' || client_id::text
             WHEN client_phone IS NOT NULL AND regexp_replace(client_phone, '\\D', '', 'g') <> ''
             THEN 'p:' || regexp_replace(regexp_replace(client_phone, '\\D', '', 'g'), '^8(\\d{10})$', '7\\1')
        END) STORED`);
    await q.query(`
      CREATE TABLE client_notes (
        id serial PRIMARY KEY,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int REFERENCES users(id) ON DELETE CASCADE,
        client_key varchar(40) NOT NULL,
        note text CHECK (note IS NULL OR char_length(note) <= 2000),
        tags jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((organization_id IS NULL) <> (master_id IS NULL)))`);
    await q.query(
      `CREATE UNIQUE INDEX client_notes_organization_key ON client_notes (organization_id, client_key)
        WHERE organization_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX client_notes_master_key ON client_notes (master_id, client_key) WHERE master_id IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_notes`);
    await q.query(`ALTER TABLE appointments DROP COLUMN client_key`);
  }
}
