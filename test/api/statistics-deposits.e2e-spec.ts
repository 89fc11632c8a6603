import type { AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { makeMaster, type Made } from '../factories';
import { makeSchedule, weeklyPattern } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { csvLines, download, exportOf, makeFiles, requestExport } from './exports-support';
import { book, person } from './statistics-support';

type DepositStatus = 'awaiting' | 'paid' | 'refund_due' | 'refunded' | 'retained';

/**
 * Deposits in the numbers of a business: an independent master in Moscow (UTC+3) working every day
 * 09:00–19:00 (600 minutes), the week 2026-11-02..08 against 2026-10-26..11-01. Every figure is worked
 * out by hand below.
 */
describe('deposits in the statistics, the client base and the exports', () => {
  let t: TestApp;
  let master: Made;

  /** An hour's booking of a new client `name` at `time` Moscow on `date`, with a deposit when given. */
  async function visit(
    date: string,
    name: string,
    status: AppointmentStatus,
    price: number,
    deposit?: [number, DepositStatus],
    time = '10:00',
  ) {
    const client = await person(t.db, name);
    const id = await book(t.db, { master, at: `${date}T${time}:00+03:00`, status, price, client });
    if (deposit) {
      await t.db.query(`INSERT INTO appointment_deposits (appointment_id, amount, status) VALUES ($1, $2, $3)`, [
        id,
        ...deposit,
      ]);
    }
  }

  beforeAll(async () => {
    // the export runner off: the test makes the file itself
    t = await createTestApp({ exportRunner: false });
    master = await makeMaster(t.db);
    await t.db.query(`UPDATE users SET first_name = 'Ольга', last_name = 'Депозитова' WHERE id = $1`, [master.user.id]);
    const day: [string, string][] = [['09:00', '19:00']];
    await makeSchedule(t.db, master.user.id, {
      timeZone: 'Europe/Moscow',
      pattern: weeklyPattern({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
    });
    // the week before
    await visit('2026-10-28', 'Прошлая', 'no_show', 1000, [200, 'retained']);
    await visit('2026-10-29', 'Неоплатившая', 'expired', 1000, [300, 'awaiting']);
    // the week
    await visit('2026-11-02', 'Аня', 'completed', 3000, [1000, 'paid']);
    await visit('2026-11-03', 'Борис', 'no_show', 2000, [500, 'retained']);
    await visit('2026-11-04', 'Вера', 'cancelled', 1500, [300, 'retained']); // the client, after the cutoff
    await visit('2026-11-05', 'Глеб', 'cancelled', 1500, [400, 'refunded']); // the client, in time
    await visit('2026-11-06', 'Дина', 'expired', 2500, [700, 'awaiting']);
    await visit('2026-11-06', 'Егор', 'payment_conflict', 2500, [700, 'paid'], '12:00');
    await visit('2026-11-07', 'Жанна', 'awaiting_payment', 1000, [300, 'awaiting']);
    // retained by the business before the visit took place: the visit's price holds it already
    await visit('2026-11-08', 'Зоя', 'completed', 2000, [600, 'retained']);
    setNow(t, '2026-11-20T12:00:00+03:00');
  });
  afterAll(() => t.close());

  it('counts revenue once, deposits retained apart, and neither lapsed holds nor payment conflicts', async () => {
    const res = await t.http
      .get('/api/statistics/report?from=2026-11-02&to=2026-11-08')
      .set(auth(master.tg))
      .expect(200);
    const totals = {
      // Аня, Борис, Вера, Глеб, Жанна (a hold still being paid), Зоя; not Дина (expired) nor Егор (conflict)
      bookings: 6,
      visits: 2,
      cancelled: 2,
      no_show: 1,
      revenue: 5000, // 3000 + 2000: Аня's paid 1000 and Зоя's 600 are parts of these prices
      average_check: 2500,
      cancellation_rate: 0.3333, // 2 / 6
      no_show_rate: 0.3333, // 1 / (2 + 1)
      occupancy: 0.0571, // 60 × 4 (Аня, Борис, Жанна, Зоя) / (7 × 600)
      new_clients: 2, // Аня, Зоя
      returning_clients: 0,
      lost_clients: 0,
    };
    expect(res.body.totals).toEqual(totals);
    expect(res.body.previous_totals).toEqual({
      bookings: 1, // the expired hold of 29 October counts nowhere
      visits: 0,
      cancelled: 0,
      no_show: 1,
      revenue: 0,
      average_check: null,
      cancellation_rate: 0,
      no_show_rate: 1,
      occupancy: 0.0143, // 60 / 4200
      new_clients: 0,
      returning_clients: 0,
      lost_clients: 0,
    });
    // beside the totals (whose figures are the report's definitions): Борис's no-show 500 + Вера's late
    // cancel 300 now, a no-show's 200 the week before
    expect([res.body.deposits_retained, res.body.previous_deposits_retained]).toEqual([800, 200]);
    expect(res.body.by_master).toEqual([{ master_id: master.user.id, name: 'Ольга Депозитова', ...totals }]);
    expect(res.body.by_day.map((d: { bookings: number }) => d.bookings)).toEqual([1, 1, 1, 1, 0, 1, 1]);
  });

  it('leaves lapsed holds and payment conflicts out of the client base', async () => {
    const res = await t.http.get('/api/clients?sort=name&limit=50').set(auth(master.tg)).expect(200);
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Аня',
      'Борис',
      'Вера',
      'Глеб',
      'Жанна',
      'Зоя',
      'Прошлая',
    ]);
  });

  it('lists the bookings with their deposits in the appointments export', async () => {
    const asked = await requestExport(t, master.tg, {
      kind: 'appointments',
      format: 'csv',
      from: '2026-11-02',
      to: '2026-11-08',
    }).expect(202);
    expect(await makeFiles(t)).toEqual({ made: 1, failed: 0 });
    const made = (await exportOf(t, master.tg, asked.body.id).expect(200)).body;
    const lines = csvLines((await download(t, made.download_url).expect(200)).body);
    expect(lines[0].slice(-3)).toEqual(['Источник', 'Предоплата, ₽', 'Статус предоплаты']);
    expect(lines.slice(1).map((l) => [l[0], l[4], l[6], l[7], ...l.slice(-2)])).toEqual([
      ['2026-11-02', 'Аня', 'Состоялась', '3000', '1000', 'Оплачена'],
      ['2026-11-03', 'Борис', 'Неявка', '2000', '500', 'Удержана'],
      ['2026-11-04', 'Вера', 'Отменена', '1500', '300', 'Удержана'],
      ['2026-11-05', 'Глеб', 'Отменена', '1500', '400', 'Возвращена'],
      ['2026-11-07', 'Жанна', 'Ждёт предоплаты', '1000', '300', 'Не оплачена'],
      ['2026-11-08', 'Зоя', 'Состоялась', '2000', '600', 'Удержана'],
    ]);
  });
});
