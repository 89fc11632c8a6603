import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client's next booking with an organization: the client base reads, for each client of a page, the first
 * planned or confirmed booking of the organization after now in one probe (a master's own page reads
 * appointments_master_client_idx). Only live bookings are in it, so it stays small.
 */
export class ClientNextBookingIndex1764560000000 implements MigrationInterface {
  name = 'ClientNextBookingIndex1764560000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX appointments_org_client_live_idx ON appointments (organization_id, client_key, starts_at)
        WHERE status IN ('planned', 'confirmed')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX appointments_org_client_live_idx`);
  }
}
