import { buildDataSourceOptions, openDataSource } from '../../src/database/data-source-options';
import { PublicSessionsVersions1764530000000 } from '../../src/database/migrations/1764530000000-public-sessions-versions';
import { ALL_ENTITIES } from '../support/entities';
import { freshDatabaseUrl } from '../support/test-app';
import { makeMaster } from '../factories';

/** Migration 1764530000000 steps back and forth: without it the tables it watched change freely. */
describe('public-sessions-versions migration', () => {
  it('down removes the versions and their triggers; up brings them back and they move again', async () => {
    const ds = await openDataSource({
      ...buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }),
      entities: ALL_ENTITIES,
    });
    const versionOf = async (id: number) =>
      (
        await ds.query<{ version: string }[]>(
          `SELECT version::text FROM public_sessions_versions WHERE kind = 'm' AND owner_id = $1`,
          [id],
        )
      )[0]?.version;
    try {
      const runner = ds.createQueryRunner();
      const migration = new PublicSessionsVersions1764530000000();
      const m = await makeMaster(ds);
      await migration.down(runner);
      const left = await ds.query<{ n: number }[]>(
        `SELECT (SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%public_sessions%' OR tgname LIKE 'group_sessions_public%')::int
              + (SELECT count(*) FROM pg_proc WHERE proname LIKE '%public_bump' OR proname = 'public_sessions_bump')::int
              + (SELECT count(*) FROM pg_class WHERE relname LIKE 'public_sessions_version%')::int AS n`,
      );
      expect(left).toEqual([{ n: 0 }]);
      await ds.query(`UPDATE users SET first_name = 'Без версий' WHERE id = $1`, [m.user.id]);

      await migration.up(runner);
      await runner.release();
      await ds.query(`UPDATE users SET first_name = 'С версией' WHERE id = $1`, [m.user.id]);
      const first = await versionOf(m.user.id);
      expect(first).toBeDefined();
      await ds.query(`UPDATE users SET first_name = 'Ещё раз' WHERE id = $1`, [m.user.id]);
      expect(Number(await versionOf(m.user.id))).toBeGreaterThan(Number(first));
    } finally {
      await ds.destroy();
    }
  });
});
