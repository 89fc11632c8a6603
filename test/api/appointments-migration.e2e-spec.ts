import { buildDataSourceOptions, openDataSource } from '../../src/database/data-source-options';
import { ALL_ENTITIES } from '../support/entities';
import { Booking1763930000000 } from '../../src/database/migrations/1763930000000-booking';
import { freshDatabaseUrl } from '../support/test-app';
import { undoMigrationsNewerThan } from '../support/undo-migrations';
import { makeMaster, makeUser } from '../factories';

/** Migration 1763930000000 steps back and forth with bookings in the table. */
describe('booking migration', () => {
  it('down keeps every booking (confirmed -> planned, no_show -> completed) and up restores the columns', async () => {
    const ds = await openDataSource({
      ...buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }),
      entities: ALL_ENTITIES,
    });
    const columns = async () =>
      (
        await ds.query<{ column_name: string }[]>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_name = 'appointments' AND column_name IN
              ('comment', 'cancelled_by', 'cancel_reason', 'cancelled_at', 'created_by', 'idempotency_key', 'updated_at')
            ORDER BY 1`,
        )
      ).map((r) => r.column_name);
    try {
      const m = await makeMaster(ds);
      const c = await makeUser(ds);
      const insert = (status: string, hour: number, key: string | null) =>
        ds.query(
          `INSERT INTO appointments (master_id, client_id, starts_at, ends_at, status, idempotency_key, comment)
           VALUES ($1, $2, $3, $4, $5, $6, 'hi')`,
          [m.user.id, c.user.id, `2026-12-01T${hour}:00:00Z`, `2026-12-01T${hour}:30:00Z`, status, key],
        );
      await insert('confirmed', 10, 'k1');
      await insert('no_show', 11, 'k2');
      await insert('cancelled', 12, null);
      await expect(insert('planned', 13, 'k1')).rejects.toThrow(/appointments_client_idempotency_key/);
      await expect(insert('waiting', 14, null)).rejects.toThrow(/appointments_status_check/);
      expect(await columns()).toHaveLength(7);

      await undoMigrationsNewerThan(ds, 1763930000000);
      const runner = ds.createQueryRunner();
      const migration = new Booking1763930000000();
      await migration.down(runner);
      expect(await columns()).toEqual([]);
      expect(await ds.query(`SELECT status FROM appointments ORDER BY starts_at`)).toEqual([
        { status: 'planned' },
        { status: 'completed' },
        { status: 'cancelled' },
      ]);
      await expect(
        ds.query(
          `INSERT INTO appointments (master_id, starts_at, ends_at, status)
           VALUES ($1, '2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', 'confirmed')`,
          [m.user.id],
        ),
      ).rejects.toThrow(/appointments_status_check/);
      await migration.up(runner);
      await runner.release();
      expect(await columns()).toHaveLength(7);
      await insert('no_show', 16, 'k3');
    } finally {
      await ds.destroy();
    }
  });
});
