import { StatisticsService } from '../../src/statistics/statistics.service';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { countQueries } from './public-count-queries';
import { berlinWeek, vladivostokSalon } from './statistics-support';

const report = (t: TestApp, who: { tg: Parameters<typeof auth>[0] }, qs: string) =>
  t.http.get(`/api/statistics/report?${qs}`).set(auth(who.tg));

/** A day's row of by_day without bookings. */
const quiet = (date: string) => ({ date, bookings: 0, visits: 0, revenue: 0 });

/**
 * Every figure below is worked out by hand from the data in statistics-support.ts (the comments show
 * the sums); none is computed by the code under test.
 */
describe('GET /statistics/report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('an independent master in Berlin over the week of the autumn clock change', () => {
    let berlin: Awaited<ReturnType<typeof berlinWeek>>;
    beforeAll(async () => {
      berlin = await berlinWeek(t.db);
    });

    it('counts the week and the week before by Berlin dates', async () => {
      const res = await report(t, berlin.master, 'from=2026-10-19&to=2026-10-25').expect(200);
      const totals = {
        // Mon 00:30 (Sunday in UTC) counts, the next Monday 00:30 CET (Sunday in UTC) does not
        bookings: 8,
        visits: 5,
        cancelled: 1,
        no_show: 1,
        // 500 + 1000 + 2000 + null + 3000
        revenue: 6500,
        average_check: 1300,
        cancellation_rate: 0.125, // 1 / 8
        no_show_rate: 0.1667, // 1 / (5 + 1)
        // booked inside working time: 60 (Mon) + 30 (Tue 17:30–18:00) + 0 (Wed 10:00, overridden off)
        // + 60 (no-show Wed 12:00) + 60 (Thu 12:00–13:00 after the block) + 120 (Sun across the change) = 330;
        // working: 540 + 540 + 240 (override) + 420 (block) + 540 + 240 + 300 (Sun 01:00–05:00, 5 real hours) = 2820
        occupancy: 0.117,
        // first visits ever: Четвёртый, the phone client (two spellings), Третий; returning: Первый
        new_clients: 3,
        returning_clients: 1,
        // Шестой (1 July) and Восьмой (20 August, a cancelled booking since); not Седьмой (booked
        // ahead) nor Девятый (26 August: exactly 60 days)
        lost_clients: 2,
      };
      expect(res.body).toEqual({
        from: '2026-10-19',
        to: '2026-10-25',
        time_zone: 'Europe/Berlin',
        previous: { from: '2026-10-12', to: '2026-10-18' },
        totals,
        previous_totals: {
          bookings: 2,
          visits: 1,
          cancelled: 1,
          no_show: 0,
          revenue: 1000,
          average_check: 1000,
          cancellation_rate: 0.5,
          no_show_rate: 0,
          occupancy: 0.0189, // 60 / (5 × 540 + 240 + 240)
          new_clients: 1, // Первый's first visit, 13 October
          returning_clients: 0,
          lost_clients: 1, // Шестой; Восьмой's 20 August is 59 days before the 18th
        },
        by_master: [{ master_id: berlin.master.user.id, name: 'Ганс Мюллер', ...totals }],
        by_service: [
          { service_id: berlin.services.nails.id, name: 'Маникюр', visits: 1, revenue: 3000 },
          { service_id: berlin.services.colour.id, name: 'Окрашивание', visits: 1, revenue: 2000 },
          { service_id: berlin.services.cut.id, name: 'Стрижка', visits: 3, revenue: 1500 },
        ],
        by_day: [
          { date: '2026-10-19', bookings: 2, visits: 2, revenue: 1500 },
          { date: '2026-10-20', bookings: 1, visits: 1, revenue: 2000 },
          { date: '2026-10-21', bookings: 2, visits: 0, revenue: 0 },
          { date: '2026-10-22', bookings: 2, visits: 1, revenue: 0 },
          quiet('2026-10-23'),
          quiet('2026-10-24'),
          { date: '2026-10-25', bookings: 1, visits: 1, revenue: 3000 },
        ],
      });
    });

    it('takes lost_after_days', async () => {
      const res = await report(t, berlin.master, 'from=2026-10-19&to=2026-10-25&lost_after_days=7').expect(200);
      // Шестой, Восьмой and now Девятый; Первый and Четвёртый visited 6 days before the 25th
      expect(res.body.totals.lost_clients).toBe(3);
      const master = await report(t, berlin.master, `from=2026-10-19&to=2026-10-25&master_id=${berlin.master.user.id}`);
      expect(master.status).toBe(200);
      expect(master.body.totals.bookings).toBe(8);
    });

    it('lists every date of a long range and reads it in at most three statements', async () => {
      const res = await report(t, berlin.master, 'from=2026-01-01&to=2027-01-01').expect(200);
      expect(res.body.by_day).toHaveLength(366);
      expect(res.body.previous).toEqual({ from: '2024-12-31', to: '2025-12-31' });
      // every booking of the data set falls in 2026
      expect(res.body.totals).toMatchObject({ bookings: 17, visits: 10, cancelled: 3, no_show: 1, revenue: 10700 });

      // the view and the report: one statement each, plus the caller's lookup on the HTTP route
      const stats = t.app.get(StatisticsService);
      const own = await countQueries(t.db, async () => {
        const view = await stats.resolveView(berlin.master.user.id);
        await stats.report(view, { from: '2026-10-01', to: '2026-10-31' });
      });
      expect(own).toBe(2);
      const n = await countQueries(t.db, () => report(t, berlin.master, 'from=2026-10-01&to=2026-10-31').expect(200));
      expect(n).toBeLessThanOrEqual(3);
    });
  });

  describe('a salon in Vladivostok with a master on Moscow time', () => {
    let salon: Awaited<ReturnType<typeof vladivostokSalon>>;
    beforeAll(async () => {
      salon = await vladivostokSalon(t.db);
    });

    const anna = {
      bookings: 2,
      visits: 1,
      cancelled: 1,
      no_show: 0,
      revenue: 2500,
      average_check: 2500,
      cancellation_rate: 0.5,
      no_show_rate: 0,
      occupancy: 0.0222, // 60 / (5 × 540)
      new_clients: 0,
      returning_clients: 1, // Клиент-1 came on 27 October too
      lost_clients: 0,
    };
    const boris = {
      bookings: 2,
      visits: 1,
      cancelled: 0,
      no_show: 1,
      revenue: 1200,
      average_check: 1200,
      cancellation_rate: 0,
      no_show_rate: 0.5,
      // 60 (Sun 18:00 MSK) + 30 (the no-show's half hour before the salon's week ends);
      // working 09:00–21:00 MSK inside the salon's week: 240 + 6 × 720 + 480 = 5040
      occupancy: 0.0179,
      new_clients: 1, // the phone client
      returning_clients: 0,
      lost_clients: 0,
    };
    const vera = {
      bookings: 0,
      visits: 0,
      cancelled: 0,
      no_show: 0,
      revenue: 0,
      average_check: null,
      cancellation_rate: null,
      no_show_rate: null,
      occupancy: null,
      new_clients: 0,
      returning_clients: 0,
      lost_clients: 0,
    };

    it('counts by the salon’s dates for its owner and admins', async () => {
      const res = await report(t, salon.owner, 'from=2026-11-02&to=2026-11-08').expect(200);
      expect(res.body).toEqual({
        from: '2026-11-02',
        to: '2026-11-08',
        time_zone: 'Asia/Vladivostok',
        previous: { from: '2026-10-26', to: '2026-11-01' },
        totals: {
          bookings: 4,
          visits: 2,
          cancelled: 1,
          no_show: 1,
          revenue: 3700,
          average_check: 1850,
          cancellation_rate: 0.25,
          no_show_rate: 0.3333,
          occupancy: 0.0194, // (60 + 90) / (2700 + 5040)
          new_clients: 1,
          returning_clients: 1,
          lost_clients: 0,
        },
        previous_totals: {
          bookings: 1,
          visits: 1,
          cancelled: 0,
          no_show: 0,
          revenue: 2000,
          average_check: 2000,
          cancellation_rate: 0,
          no_show_rate: 0,
          occupancy: 0.0078, // 60 / (2700 + 5040)
          new_clients: 1,
          returning_clients: 0,
          lost_clients: 0,
        },
        by_master: [
          { master_id: salon.annaM.user.id, name: 'Анна Вострикова', ...anna },
          { master_id: salon.borisM.user.id, name: 'Борис Москвин', ...boris },
          { master_id: salon.veraM.user.id, name: 'Вера Пустая', ...vera },
        ],
        by_service: [
          { service_id: salon.services.cut.id, name: 'Стрижка', visits: 1, revenue: 2500 },
          { service_id: salon.services.styling.id, name: 'Укладка', visits: 1, revenue: 1200 },
        ],
        by_day: [
          { date: '2026-11-02', bookings: 2, visits: 2, revenue: 3700 },
          { date: '2026-11-03', bookings: 1, visits: 0, revenue: 0 },
          quiet('2026-11-04'),
          quiet('2026-11-05'),
          quiet('2026-11-06'),
          quiet('2026-11-07'),
          { date: '2026-11-08', bookings: 1, visits: 0, revenue: 0 },
        ],
      });
      const asAdmin = await report(t, salon.admin, 'from=2026-11-02&to=2026-11-08').expect(200);
      expect(asAdmin.body).toEqual(res.body);
    });

    it('narrows to one master of the salon', async () => {
      const res = await report(t, salon.owner, `from=2026-11-02&to=2026-11-08&master_id=${salon.annaM.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.totals).toEqual(anna);
      expect(res.body.by_master).toEqual([{ master_id: salon.annaM.user.id, name: 'Анна Вострикова', ...anna }]);
      expect(res.body.by_service).toEqual([
        { service_id: salon.services.cut.id, name: 'Стрижка', visits: 1, revenue: 2500 },
      ]);
      await report(t, salon.owner, `from=2026-11-02&to=2026-11-08&master_id=${salon.otherMaster.user.id}`).expect(404);
    });

    it('shows a master of the salon their own bookings by their own dates', async () => {
      const res = await report(t, salon.borisM, 'from=2026-11-02&to=2026-11-08').expect(200);
      expect(res.body).toMatchObject({
        time_zone: 'Europe/Moscow',
        totals: {
          // the no-show at 16:30 and the visit at 17:30 on Sunday 8 November, Moscow time
          bookings: 2,
          visits: 1,
          cancelled: 0,
          no_show: 1,
          revenue: 999,
          average_check: 999,
          cancellation_rate: 0,
          no_show_rate: 0.5,
          occupancy: 0.0238, // 120 / (7 × 720)
          new_clients: 1, // Клиент-1's first visit with him
          returning_clients: 0,
          lost_clients: 0,
        },
        // Sunday 1 November 18:00 MSK
        previous_totals: { bookings: 1, visits: 1, revenue: 1200, new_clients: 1 },
      });
      expect(res.body.by_master.map((m: { master_id: number }) => m.master_id)).toEqual([salon.borisM.user.id]);
      await report(t, salon.borisM, `from=2026-11-02&to=2026-11-08&master_id=${salon.borisM.user.id}`).expect(200);
      await report(t, salon.borisM, `from=2026-11-02&to=2026-11-08&master_id=${salon.annaM.user.id}`).expect(403);
    });

    it('never mixes in another organization', async () => {
      const res = await report(t, salon.other, 'from=2026-11-02&to=2026-11-08').expect(200);
      expect(res.body).toMatchObject({ time_zone: 'Europe/Moscow', totals: { bookings: 1, revenue: 5000 } });
    });

    it('refuses clients', async () => {
      await report(t, salon.c1, 'from=2026-11-02&to=2026-11-08').expect(403);
    });
  });

  it('refuses bad ranges and parameters with 422', async () => {
    const { master } = await berlinWeek(t.db);
    for (const qs of [
      'from=2026-10-25&to=2026-10-19',
      'from=2026-01-01&to=2027-01-02', // 367 days
      'from=2026-10-19',
      'to=2026-10-19',
      'from=2026-02-30&to=2026-03-01',
      'from=19.10.2026&to=2026-10-25',
      'from=2026-10-19&to=2026-10-25&lost_after_days=6',
      'from=2026-10-19&to=2026-10-25&lost_after_days=366',
      'from=2026-10-19&to=2026-10-25&lost_after_days=abc',
      'from=2026-10-19&to=2026-10-25&master_id=0',
    ]) {
      const res = await report(t, master, qs);
      expect([qs, res.status]).toEqual([qs, 422]);
      expect(res.body.detail).toBeDefined();
    }
    await report(t, master, 'from=2026-10-19&to=2026-10-19&lost_after_days=365').expect(200);
  });
});
