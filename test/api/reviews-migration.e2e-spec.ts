import { buildDataSourceOptions, openDataSource } from '../../src/database/data-source-options';
import { ReviewOutlivesNoShow1764310000000 } from '../../src/database/migrations/1764310000000-review-outlives-no-show';
import { ALL_ENTITIES } from '../support/entities';
import { freshDatabaseUrl } from '../support/test-app';
import { makeAppointment, makeMaster, makeUser } from '../factories';

/** Migration 1764310000000 steps back and forth with reviews in the table. */
describe('review-outlives-no-show migration', () => {
  it('up hides the reviews written of bookings that never became visits; real visits keep theirs', async () => {
    const ds = await openDataSource({
      ...buildDataSourceOptions({ databaseUrl: await freshDatabaseUrl(), dataDir: '' }),
      entities: ALL_ENTITIES,
    });
    try {
      const runner = ds.createQueryRunner();
      const migration = new ReviewOutlivesNoShow1764310000000();
      await migration.down(runner);
      const m = await makeMaster(ds);
      const c = await makeUser(ds);
      const reviewed: Record<string, number> = {};
      for (const [i, status] of (['expired', 'payment_conflict', 'completed', 'planned'] as const).entries()) {
        const startsAt = new Date(Date.UTC(2026, 10, 1, 8 + 2 * i));
        const a = await makeAppointment(ds, { masterId: m.user.id, clientId: c.user.id, startsAt }, status);
        await ds.query(`INSERT INTO reviews (appointment_id, author_id, master_id, rating) VALUES ($1, $2, $3, 1)`, [
          a.id,
          c.user.id,
          m.user.id,
        ]);
        reviewed[status] = a.id;
      }
      await migration.up(runner);
      await runner.release();
      const rows: { appointment_id: number; hidden: boolean }[] = await ds.query(
        `SELECT appointment_id, hidden FROM reviews WHERE appointment_id = ANY($1::int[])`,
        [Object.values(reviewed)],
      );
      const hidden = new Map(rows.map((r) => [r.appointment_id, r.hidden]));
      expect(Object.fromEntries(Object.entries(reviewed).map(([s, id]) => [s, hidden.get(id)]))).toEqual({
        expired: true,
        payment_conflict: true,
        completed: false,
        planned: false,
      });
    } finally {
      await ds.destroy();
    }
  });
});
