import type { AppConfig } from '../../src/config/app.config';
import { makeMaster, makeService, type Made } from '../factories';
import { makeSchedule, weeklyPattern } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { book } from './statistics-support';

type SeatStatus = 'planned' | 'completed' | 'no_show' | 'cancelled';

/**
 * Group sessions in the statistics: an independent master in Moscow (UTC+3) working every day 09:00–21:00,
 * the week 2026-11-02..08 against 2026-10-26..11-01. Sessions and seats are written straight into the
 * tables (the seat counter is the database's own); every figure is worked out by hand below. The same
 * cases on PostgreSQL and on embedded PGlite.
 */
export function describeGroupStatistics(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`group sessions in the statistics report (${name})`, () => {
    let t: TestApp;
    let master: Made;
    let yoga: number;

    /** A one-hour session at 18:00 Moscow on `date` with `seats` (status, price each), answers its id. */
    async function session(
      who: Made,
      date: string,
      capacity: number,
      seats: [SeatStatus, number][],
      status: 'scheduled' | 'cancelled' = 'scheduled',
    ): Promise<number> {
      const start = `${date}T18:00:00+03:00`;
      const end = `${date}T19:00:00+03:00`;
      const [{ id }]: { id: number }[] = await t.db.query(
        `INSERT INTO group_sessions (master_id, service_id, starts_at, ends_at, occupied_until, capacity)
       VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
        [who.user.id, yoga, start, end, capacity],
      );
      for (const [i, [seat, price]] of seats.entries()) {
        await t.db.query(
          `INSERT INTO appointments (master_id, service_id, client_name, client_phone, starts_at, ends_at, occupied_until,
                                   status, price, created_at, updated_at, session_id)
         VALUES ($1, $2, 'Участник', $3, $4, $5, $5, $6, $7, now(), now(), $8)`,
          [
            who.user.id,
            yoga,
            `+7916000${String(id).padStart(2, '0')}${String(i).padStart(2, '0')}`,
            start,
            end,
            seat,
            price,
            id,
          ],
        );
      }
      if (status === 'cancelled')
        await t.db.query(`UPDATE group_sessions SET status = 'cancelled' WHERE id = $1`, [id]);
      return id;
    }

    const report = (who: Made) =>
      t.http.get('/api/statistics/report?from=2026-11-02&to=2026-11-08').set(auth(who.tg)).expect(200);

    beforeAll(async () => {
      t = await createTestApp(overrides);
      master = await makeMaster(t.db);
      const day: [string, string][] = [['09:00', '21:00']];
      await makeSchedule(t.db, master.user.id, {
        timeZone: 'Europe/Moscow',
        pattern: weeklyPattern({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
      });
      yoga = (await makeService(t.db, { masterId: master.user.id }, { name: 'Йога', price: 500, capacity: 10 })).id;

      // the week before: 4 of 10 seats, all attended
      await session(master, '2026-10-28', 10, [
        ['completed', 500],
        ['completed', 500],
        ['completed', 500],
        ['completed', 500],
      ]);
      // the week: 6 attended, 1 no-show, 1 cancelled of 10
      await session(master, '2026-11-03', 10, [
        ...Array.from({ length: 6 }, (): [SeatStatus, number] => ['completed', 500]),
        ['no_show', 500],
        ['cancelled', 500],
      ]);
      // 3 of 6: one attended at a price of its own (the seat keeps the price it was booked at), two never marked
      await session(master, '2026-11-05', 6, [
        ['completed', 800],
        ['planned', 500],
        ['planned', 500],
      ]);
      // cancelled by the master: it offered nothing
      await session(master, '2026-11-07', 8, [], 'cancelled');
      // the day after the range
      await session(master, '2026-11-09', 10, [['planned', 500]]);
      // a single booking beside them
      await book(t.db, { master, at: '2026-11-04T10:00:00+03:00', status: 'completed', price: 1500 });
      // another master's session in the week is not this master's
      const other = await makeMaster(t.db);
      await session(other, '2026-11-04', 20, [['completed', 500]]);
      setNow(t, '2026-11-20T12:00:00+03:00');
    });
    afterAll(() => t.close());

    it('seats taken / seats offered, and each seat a booking at its own price', async () => {
      const res = await report(master);
      expect(res.body.group_sessions).toEqual({
        sessions: 2, // 3 and 5 November; not the cancelled one of the 7th nor the 9th
        seats_offered: 16, // 10 + 6
        seats_taken: 10, // 6 attended + 1 no-show (a seat held) + 3; the cancelled seat is free again
        occupancy: 0.625, // 10 / 16
        visits: 7, // 6 + 1
        revenue: 3800, // 6 × 500 + 800
      });
      expect(res.body.previous_group_sessions).toEqual({
        sessions: 1,
        seats_offered: 10,
        seats_taken: 4,
        occupancy: 0.4,
        visits: 4,
        revenue: 2000,
      });
      // the totals count the seats like any booking: 8 + 3 seats and the single booking
      expect(res.body.totals).toMatchObject({ bookings: 12, visits: 8, revenue: 5300, cancelled: 1, no_show: 1 });
      // the single booking has no service: the visits by service are the seats'
      expect(res.body.by_service).toEqual([{ service_id: yoga, name: 'Йога', visits: 7, revenue: 3800 }]);
    });

    it('a business without sessions gets the report as before, without the group fields', async () => {
      const solo = await makeMaster(t.db);
      await book(t.db, { master: solo, at: '2026-11-04T10:00:00+03:00', status: 'completed', price: 1500 });
      const res = await report(solo);
      expect(res.body).not.toHaveProperty('group_sessions');
      expect(res.body).not.toHaveProperty('previous_group_sessions');
    });
  });
}
