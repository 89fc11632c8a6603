import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Waitlist, so a freed time finds a client: a client waits for a master's service on a range of the master's dates;
 * when a booking is cancelled or moved and a fitting slot frees up, each waiting client gets an offer of that start
 * (a bot message with a «Записаться» button). One active entry per client, master and service for any date (the
 * exclusion constraint, so two simultaneous joins cannot both land); offers are found by master and time when one is
 * taken (the others that overlap it are gone).
 */
export class Waitlist1763950000000 implements MigrationInterface {
  name = 'Waitlist1763950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waitlist_entries (
        id serial PRIMARY KEY,
        client_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_id int NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        from_date date NOT NULL,
        to_date date NOT NULL,
        status varchar NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'left', 'fulfilled')),
        appointment_id int REFERENCES appointments(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_entries_dates_check CHECK (from_date <= to_date),
        CONSTRAINT waitlist_entries_no_overlap EXCLUDE USING gist (
          client_id WITH =, master_id WITH =, service_id WITH =, daterange(from_date, to_date, '[]') WITH &&
        ) WHERE (status = 'active')
      )`);
    await q.query(
      `CREATE INDEX waitlist_entries_master_active_idx ON waitlist_entries (master_id, to_date) WHERE status = 'active'`,
    );
    await q.query(
      `CREATE INDEX waitlist_entries_client_active_idx ON waitlist_entries (client_id, from_date) WHERE status = 'active'`,
    );
    await q.query(`
      CREATE TABLE waitlist_offers (
        id serial PRIMARY KEY,
        entry_id int NOT NULL REFERENCES waitlist_entries(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        occupied_until timestamptz NOT NULL,
        status varchar NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'taken', 'gone')),
        appointment_id int REFERENCES appointments(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_offers_times_check CHECK (occupied_until > starts_at),
        CONSTRAINT waitlist_offers_entry_start UNIQUE (entry_id, starts_at)
      )`);
    await q.query(
      `CREATE INDEX waitlist_offers_master_sent_idx ON waitlist_offers (master_id, starts_at) WHERE status = 'sent'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE waitlist_offers`);
    await q.query(`DROP TABLE waitlist_entries`);
  }
}
