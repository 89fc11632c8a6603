import { buildDataSourceOptions, openDataSource } from '../../src/database/data-source-options';
import { ALL_ENTITIES } from '../support/entities';
import { Schedules1763920000000 } from '../../src/database/migrations/1763920000000-schedules';
import { freshDatabaseUrl } from '../support/test-app';
import { undoMigrationsNewerThan } from '../support/undo-migrations';
import { makeAppointment, makeMaster } from '../factories';

/** The schedules migration steps back and forth over existing appointments. */
describe('migration 1763920000000 (schedules)', () => {
  it('keeps appointments, sets occupied_until to their end, and restores the old constraint on down()', async () => {
    const ds = await openDataSource({
      ...buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }),
      entities: ALL_ENTITIES,
    });
    const tables = async () =>
      (
        await ds.query<{ table_name: string }[]>(
          `SELECT table_name FROM information_schema.tables
            WHERE table_name IN ('master_schedules', 'schedule_overrides', 'schedule_blocks', 'organization_master_services')
            ORDER BY 1`,
        )
      ).map((r) => r.table_name);
    const insert = (masterId: number, from: string, to: string) =>
      ds.query(`INSERT INTO appointments (master_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id`, [
        masterId,
        from,
        to,
      ]);
    try {
      const m = await makeMaster(ds);
      await undoMigrationsNewerThan(ds, 1763920000000);
      const migration = new Schedules1763920000000();
      const runner = ds.createQueryRunner();
      await migration.down(runner);
      expect(await tables()).toEqual([]);
      await insert(m.user.id, '2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z');
      await expect(insert(m.user.id, '2026-12-01T10:30:00Z', '2026-12-01T11:30:00Z')).rejects.toMatchObject({
        driverError: { code: '23P01' },
      });
      await migration.up(runner);
      await runner.release();
      expect(await tables()).toEqual([
        'master_schedules',
        'organization_master_services',
        'schedule_blocks',
        'schedule_overrides',
      ]);
      expect(await ds.query(`SELECT occupied_until = ends_at AS same FROM appointments`)).toEqual([{ same: true }]);
      // written without occupied_until (older code): it becomes the end; the factory sets it itself
      await insert(m.user.id, '2026-12-01T11:00:00Z', '2026-12-01T12:00:00Z');
      await ds.runMigrations({ transaction: 'each' }); // the later schema again, which the factory writes
      const made = await makeAppointment(ds, { masterId: m.user.id, startsAt: new Date('2026-12-01T12:00:00Z') });
      expect(made.occupiedUntil).toEqual(new Date('2026-12-01T13:00:00Z'));
      expect(await ds.query(`SELECT count(*)::int AS n FROM appointments WHERE occupied_until = ends_at`)).toEqual([
        { n: 3 },
      ]);
    } finally {
      await ds.destroy();
    }
  });
});
