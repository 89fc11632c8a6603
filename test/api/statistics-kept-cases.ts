import type { AppConfig } from '../../src/config/app.config';
import type { StatisticsMasterRow, StatisticsReportResponse } from '../../src/statistics/statistics.contract';
import { makeMaster, makeMember, type Made } from '../factories';
import { makeBlock, makeOverride, makeSchedule, weeklyPattern } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { book, vladivostokSalon } from './statistics-support';

type Salon = Awaited<ReturnType<typeof vladivostokSalon>>;

/**
 * A report asked again is served from the process while its data is unchanged (the database's version of
 * it, report_versions): after each kind of write the report changes as a fresh one would. The writes go
 * straight to the tables, as another instance's would. The same cases on PostgreSQL and on embedded PGlite.
 */
export function describeKeptReport(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`a report asked again sees every change (${name})`, () => {
    let t: TestApp;
    let salon: Salon;

    const report = async (who: Made): Promise<StatisticsReportResponse> =>
      (await t.http.get('/api/statistics/report?from=2026-11-02&to=2026-11-08').set(auth(who.tg)).expect(200)).body;
    const row = (body: StatisticsReportResponse, who: Made): StatisticsMasterRow =>
      body.by_master.find((m) => m.master_id === who.user.id)!;
    const annaRow = (body: StatisticsReportResponse) => row(body, salon.annaM);
    /** Occupancy as a number (null: no working time, which none of these cases has). */
    const busy = (o: number | null): number => o ?? Number.NaN;

    beforeAll(async () => {
      t = await createTestApp(overrides);
      salon = await vladivostokSalon(t.db);
    }, 60000);
    afterAll(() => t.close());

    it('an organization: a booking, a status, a deposit, a schedule, a block, a member, zones, names', async () => {
      const { owner, annaM, borisM, services } = salon;
      const first = await report(owner);
      expect(await report(owner)).toEqual(first);
      // Анна's own report is kept beside the owner's
      const annaFirst = await report(annaM);

      // a booking: Wed 4 Nov 10:00 VLAT
      const id = await book(t.db, {
        master: annaM,
        organizationId: owner.org.id,
        at: '2026-11-04T00:00:00Z',
        status: 'completed',
        price: 3000,
        phone: '+79035550001',
        serviceId: services.cut.id,
      });
      const booked = await report(owner);
      expect(booked.totals.bookings).toBe(first.totals.bookings + 1);
      expect(booked.totals.revenue).toBe(first.totals.revenue + 3000);
      expect(booked.totals.new_clients).toBe(first.totals.new_clients + 1);
      expect((await report(annaM)).totals.bookings).toBe(annaFirst.totals.bookings + 1);

      // its status
      await t.db.query(`UPDATE appointments SET status = 'cancelled' WHERE id = $1`, [id]);
      const cancelled = await report(owner);
      expect(cancelled.totals).toMatchObject({
        bookings: booked.totals.bookings,
        cancelled: booked.totals.cancelled + 1,
        revenue: first.totals.revenue,
      });

      // a deposit kept on it
      await t.db.query(
        `INSERT INTO appointment_deposits (appointment_id, amount, status) VALUES ($1, 700, 'retained')`,
        [id],
      );
      expect((await report(owner)).deposits_retained).toBe(700);

      // Анна's weekly pattern: Monday only
      const occupancy = busy(annaRow(await report(owner)).occupancy);
      const monday: [string, string][] = [['10:00', '19:00']];
      await t.db.query(`UPDATE master_schedules SET pattern = $2 WHERE master_id = $1`, [
        annaM.user.id,
        JSON.stringify(weeklyPattern({ mon: monday })),
      ]);
      const narrowed = busy(annaRow(await report(owner)).occupancy);
      expect(narrowed).toBeGreaterThan(occupancy);

      // a block over her Monday's booking hours
      await makeBlock(t.db, annaM.user.id, '2026-11-02T04:00:00Z', '2026-11-02T09:00:00Z');
      expect(busy(annaRow(await report(owner)).occupancy)).toBeGreaterThan(narrowed);

      // a new master of the salon
      const newcomer = await makeMember(t.db, owner.org, 'master');
      const joined = await report(owner);
      expect(joined.by_master.map((m) => m.master_id)).toContain(newcomer.user.id);

      // Борис's schedule moves to the salon's zone: his 09:00–21:00 are other hours of the week
      const boris = (body: StatisticsReportResponse) => row(body, borisM);
      await t.db.query(`UPDATE master_schedules SET time_zone = 'Asia/Vladivostok' WHERE master_id = $1`, [
        borisM.user.id,
      ]);
      expect(boris(await report(owner)).occupancy).not.toBe(boris(joined).occupancy);

      // a master's name and a service's name
      await t.db.query(`UPDATE users SET first_name = 'Анна-Мария' WHERE id = $1`, [annaM.user.id]);
      await t.db.query(`UPDATE services SET name = 'Стрижка модельная' WHERE id = $1`, [services.cut.id]);
      const renamed = await report(owner);
      expect(annaRow(renamed).name).toBe('Анна-Мария Вострикова');
      expect(renamed.by_service.map((s) => s.name)).toContain('Стрижка модельная');

      // the salon's zone: its dates are Moscow's now
      await t.db.query(`UPDATE organizations SET time_zone = 'Europe/Moscow' WHERE id = $1`, [owner.org.id]);
      const moved = await report(owner);
      expect(moved.time_zone).toBe('Europe/Moscow');
      expect(moved.totals).not.toEqual(renamed.totals);
    });

    it('an independent master: several writes in one transaction, then the next transaction', async () => {
      const master = await makeMaster(t.db);
      await book(t.db, { master, at: '2026-11-03T07:00:00Z', status: 'completed', price: 1000 });
      const first = await report(master);
      // a booking, its status and its price in one transaction: each statement touches the same version row
      await t.db.transaction(async (m) => {
        const [{ id }] = await m.query(
          `INSERT INTO appointments (master_id, client_phone, starts_at, ends_at, occupied_until, status, price)
           VALUES ($1, '+79035550002', '2026-11-04T07:00:00Z', '2026-11-04T08:00:00Z', '2026-11-04T08:00:00Z',
                   'planned', 500) RETURNING id`,
          [master.user.id],
        );
        await m.query(`UPDATE appointments SET status = 'completed' WHERE id = $1`, [id]);
        await m.query(`UPDATE appointments SET price = 2500 WHERE id = $1`, [id]);
      });
      const second = await report(master);
      expect(second.totals).toMatchObject({ bookings: 2, visits: 2, revenue: first.totals.revenue + 2500 });
      // the next transaction's write is seen too
      await t.db.transaction((m) =>
        m.query(`UPDATE appointments SET price = 3000 WHERE master_id = $1 AND price = 2500`, [master.user.id]),
      );
      expect((await report(master)).totals.revenue).toBe(first.totals.revenue + 3000);
    });

    it('an independent master: a booking and a schedule override', async () => {
      const master = await makeMaster(t.db);
      const day: [string, string][] = [['09:00', '21:00']];
      await makeSchedule(t.db, master.user.id, {
        timeZone: 'Europe/Moscow',
        pattern: weeklyPattern({ mon: day, tue: day, wed: day, thu: day, fri: day }),
      });
      await book(t.db, { master, at: '2026-11-03T07:00:00Z', status: 'completed', price: 1000 });
      const first = await report(master);
      await book(t.db, { master, at: '2026-11-05T07:00:00Z', status: 'no_show', price: 1000 });
      const second = await report(master);
      expect(second.totals).toMatchObject({ bookings: 2, visits: 1, no_show: 1 });
      expect(busy(second.totals.occupancy)).toBeGreaterThan(busy(first.totals.occupancy));
      await makeOverride(t.db, master.user.id, '2026-11-06', []);
      expect(busy((await report(master)).totals.occupancy)).toBeGreaterThan(busy(second.totals.occupancy));
    });
  });
}
