import { buildDataSourceOptions, openDataSource } from '../../src/database/data-source-options';
import { ALL_ENTITIES } from '../support/entities';
import { Reminders1763940000000 } from '../../src/database/migrations/1763940000000-reminders';
import { freshDatabaseUrl } from '../support/test-app';
import { makeMaster, makeUser } from '../factories';

/** Migration 1763940000000 steps back and forth with bookings in the table. */
describe('reminders migration', () => {
  it('down drops the reminder tables, columns and triggers; up plans the reminders of bookings still ahead', async () => {
    const ds = await openDataSource({
      ...buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }),
      entities: ALL_ENTITIES,
    });
    const tables = async () =>
      (
        await ds.query<{ table_name: string }[]>(
          `SELECT table_name FROM information_schema.tables
            WHERE table_name IN ('appointment_reminders', 'master_agendas') ORDER BY 1`,
        )
      ).map((r) => r.table_name);
    try {
      const m = await makeMaster(ds);
      const c = await makeUser(ds);
      const insert = (startsAt: string, status = 'planned', clientId: number | null = c.user.id) =>
        ds.query(
          `INSERT INTO appointments (master_id, client_id, starts_at, ends_at, status, client_name)
           VALUES ($1, $2, $3::timestamptz, $3::timestamptz + interval '1 hour', $4, 'Гость')`,
          [m.user.id, clientId, startsAt, status],
        );
      expect(await tables()).toEqual(['appointment_reminders', 'master_agendas']);
      const runner = ds.createQueryRunner();
      const migration = new Reminders1763940000000();
      await migration.down(runner);
      expect(await tables()).toEqual([]);

      const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const soon = new Date(Date.now() + 60 * 60_000).toISOString();
      await insert(ahead);
      await insert(soon);
      await insert(new Date(Date.now() + 4 * 86_400_000).toISOString(), 'cancelled');
      await insert(new Date(Date.now() + 5 * 86_400_000).toISOString(), 'planned', null);
      await migration.up(runner);
      await runner.release();
      expect(await tables()).toEqual(['appointment_reminders', 'master_agendas']);
      const rows: { lead_minutes: number; starts_at: Date }[] = await ds.query(
        `SELECT lead_minutes, starts_at FROM appointment_reminders ORDER BY due_at`,
      );
      // the far booking gets both, the one an hour away none, the cancelled and the walk-in none
      expect(rows.map((r) => [r.lead_minutes, r.starts_at.toISOString()])).toEqual([
        [1440, ahead],
        [120, ahead],
      ]);
      // a database constraint holds the lead times too
      await ds.query(`INSERT INTO master_schedules (master_id, time_zone, pattern) VALUES ($1, 'UTC', '{}')`, [
        m.user.id,
      ]);
      for (const bad of ['{4}', '{120,120}', '{5,10,15,20,25,30}', '{10081}']) {
        await expect(
          ds.query(`UPDATE master_schedules SET reminder_minutes = $2 WHERE master_id = $1`, [m.user.id, bad]),
        ).rejects.toThrow(/reminder_minutes/);
      }
    } finally {
      await ds.destroy();
    }
  });
});
