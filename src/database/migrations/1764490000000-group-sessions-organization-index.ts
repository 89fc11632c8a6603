import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An organization's group sessions by time: its public sessions list and its statistics read the sessions
 * of one organization over a range (an independent master's go by group_sessions_master_starts).
 */
export class GroupSessionsOrganizationIndex1764490000000 implements MigrationInterface {
  name = 'GroupSessionsOrganizationIndex1764490000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX group_sessions_organization_starts ON group_sessions (organization_id, starts_at)
        WHERE organization_id IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX group_sessions_organization_starts`);
  }
}
