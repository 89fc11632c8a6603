import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client's favorite masters (by the public master page's id, which is the master's user id) and
 * organizations. The pair is the key, so adding twice is one row; a deleted user or organization takes
 * its rows along. The second index answers "who keeps this provider" without a scan.
 */
export class Favorites1764210000000 implements MigrationInterface {
  name = 'Favorites1764210000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE favorite_masters (
        client_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, master_id))`);
    await q.query(`CREATE INDEX favorite_masters_master_idx ON favorite_masters (master_id)`);
    await q.query(`
      CREATE TABLE favorite_organizations (
        client_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id int NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, organization_id))`);
    await q.query(`CREATE INDEX favorite_organizations_organization_idx ON favorite_organizations (organization_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE favorite_organizations`);
    await q.query(`DROP TABLE favorite_masters`);
  }
}
