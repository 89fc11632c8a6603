import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a provider is, for search by distance and the map: an organization's point, and an independent
 * master's public card (address, point, a few words about them). Both coordinates or neither, in range,
 * so a half-set place never reaches a distance query. The plain (latitude, longitude) indexes serve the
 * bounding-box prefilter of the distance search and the map (no cube/earthdistance needed).
 */
export class Places1764200000000 implements MigrationInterface {
  name = 'Places1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['organizations', 'master_profiles']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN latitude double precision, ADD COLUMN longitude double precision`);
      await q.query(`
        ALTER TABLE ${table} ADD CONSTRAINT ${table}_place_check CHECK (
          (latitude IS NULL) = (longitude IS NULL)
          AND (latitude IS NULL OR latitude BETWEEN -90 AND 90)
          AND (longitude IS NULL OR longitude BETWEEN -180 AND 180))`);
      await q.query(`CREATE INDEX ${table}_place_idx ON ${table} (latitude, longitude) WHERE latitude IS NOT NULL`);
    }
    await q.query(`ALTER TABLE master_profiles ADD COLUMN about text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE master_profiles DROP COLUMN about`);
    for (const table of ['organizations', 'master_profiles']) {
      await q.query(`DROP INDEX ${table}_place_idx`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_place_check`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN latitude, DROP COLUMN longitude`);
    }
  }
}
