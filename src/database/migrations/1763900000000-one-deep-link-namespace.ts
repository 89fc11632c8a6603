import { MigrationInterface, QueryRunner } from 'typeorm';

/** The two tables whose deep_link column takes a link: their trigger function, and the deep_links column
 *  that names the row. */
const SOURCES = [
  { table: 'master_profiles', fn: 'deep_links_sync_master', kind: 'master', column: 'master_user_id', key: 'user_id' },
  {
    table: 'organizations',
    fn: 'deep_links_sync_organization',
    kind: 'organization',
    column: 'organization_id',
    key: 'id',
  },
] as const;

/**
 * One namespace for the deep links masters and organizations choose, held by the database itself.
 * master_profiles.deep_link and organizations.deep_link were each unique on their own, so a master
 * registration and an owner registration (or an organization's link change) with the same link at the
 * same moment both committed: the availability check and the insert are separate statements.
 *
 * deep_links has one row per link in use, with the link as its primary key. Triggers on both tables keep
 * it in the same transaction as the write that takes, changes or frees a link, whoever writes (services,
 * seed, tests), so the second of two concurrent writers waits for the first and fails with a unique
 * violation (23505 on deep_links_pkey) instead of committing a collision. Deleting a profile or an
 * organization frees its link through the foreign keys (which also follow a changed id). Availability
 * checks and link suggestions read this one table.
 */
export class OneDeepLinkNamespace1763900000000 implements MigrationInterface {
  name = 'OneDeepLinkNamespace1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deep_links (
        link varchar PRIMARY KEY,
        kind varchar NOT NULL CHECK (kind IN ('master', 'organization')),
        master_user_id int UNIQUE REFERENCES master_profiles(user_id) ON DELETE CASCADE ON UPDATE CASCADE,
        organization_id int UNIQUE REFERENCES organizations(id) ON DELETE CASCADE ON UPDATE CASCADE,
        CHECK ((kind = 'master') = (master_user_id IS NOT NULL)
           AND (kind = 'organization') = (organization_id IS NOT NULL))
      )`);
    // backfill; a link both a master and an organization use today stops the migration here (the
    // primary key), to be settled by hand rather than silently
    await q.query(`
      INSERT INTO deep_links (link, kind, master_user_id)
      SELECT deep_link, 'master', user_id FROM master_profiles WHERE deep_link IS NOT NULL`);
    await q.query(`
      INSERT INTO deep_links (link, kind, organization_id)
      SELECT deep_link, 'organization', id FROM organizations`);

    for (const source of SOURCES) {
      // a taken link fails the INSERT on deep_links_pkey; a changed one frees the old row first
      await q.query(`
        CREATE FUNCTION ${source.fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            IF OLD.deep_link IS NOT DISTINCT FROM NEW.deep_link THEN
              RETURN NULL;
            END IF;
            DELETE FROM deep_links WHERE ${source.column} = NEW.${source.key};
          END IF;
          IF NEW.deep_link IS NOT NULL THEN
            INSERT INTO deep_links (link, kind, ${source.column}) VALUES (NEW.deep_link, '${source.kind}', NEW.${source.key});
          END IF;
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE TRIGGER ${source.table}_deep_link
          AFTER INSERT OR UPDATE OF deep_link ON ${source.table}
          FOR EACH ROW EXECUTE FUNCTION ${source.fn}()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const source of SOURCES) {
      await q.query(`DROP TRIGGER ${source.table}_deep_link ON ${source.table}`);
      await q.query(`DROP FUNCTION ${source.fn}()`);
    }
    await q.query(`DROP TABLE deep_links`);
  }
}
