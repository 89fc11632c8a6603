import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Repeating visits: a client's (or staff's, for a client) weekly series with one master and service. The
 * series keeps the rule it was made with; each visit is an ordinary booking that names its series, so it
 * has its own reminders, cutoff and review request, and moving or cancelling one leaves the others be.
 * `idempotency_key`: a retried creation answers the first series (one key per creator).
 */
export class AppointmentSeries1764350000000 implements MigrationInterface {
  name = 'AppointmentSeries1764350000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE appointment_series (
        id serial PRIMARY KEY,
        client_id int REFERENCES users(id) ON DELETE SET NULL,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        service_id int REFERENCES services(id) ON DELETE SET NULL,
        rrule varchar(200) NOT NULL,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        idempotency_key varchar(100),
        created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(
      `CREATE UNIQUE INDEX appointment_series_key ON appointment_series (created_by, idempotency_key)
        WHERE idempotency_key IS NOT NULL`,
    );
    await q.query(
      `ALTER TABLE appointments ADD COLUMN series_id int REFERENCES appointment_series(id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE INDEX appointments_series ON appointments (series_id) WHERE series_id IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP COLUMN series_id`);
    await q.query(`DROP TABLE appointment_series`);
  }
}
